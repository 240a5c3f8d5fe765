import { connect } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorApiSchema } from '@portal/shared/contracts';
import { buildApp } from '../../src/app.js';
import { rol, usuarioRol } from '../../src/db/schema/index.js';
import { solicitudInvalida } from '../../src/errores.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';

/** Routes that fail on purpose, mounted on a second instance of the real app over the same database. */
const rutasQueFallan: FastifyPluginAsync = async (instancia) => {
  const app = instancia.withTypeProvider<ZodTypeProvider>();
  const publico = { permiso: { publico: true as const } };
  app.get('/inesperado', { config: publico }, async () => {
    throw new Error('select password_hash from usuario -- detalle interno');
  });
  app.get('/conocido', { config: publico }, async () => {
    throw solicitudInvalida('El troquel no existe.', { troquel: ['No se encontró el troquel 123.'] });
  });
  app.post('/duplicado', { config: publico }, async () => {
    await app.db.insert(rol).values({ id: 9001, nombre: 'Administrador' });
  });
  app.post('/referencia-inexistente', { config: publico }, async () => {
    await app.db.insert(usuarioRol).values({ usuarioId: 'no-existe', rolId: 1 });
  });
  app.delete('/referenciado', { config: publico }, async () => {
    await app.db.delete(rol).where(eq(rol.nombre, 'Administrador'));
  });
  app.post('/lista', { config: publico, schema: { body: z.array(z.number().int()) } }, async () => ({ ok: true }));
  app.post('/estricto', { config: publico, schema: { body: z.strictObject({ a: z.number(), b: z.record(z.string(), z.number()).optional() }) } }, async () => ({ ok: true }));
  app.post(
    '/validado',
    {
      config: publico,
      schema: {
        querystring: z.object({ pagina: z.coerce.number().int().min(1) }),
        body: z.object({ troquel: z.string(), cantidad: z.number().int().min(1), items: z.array(z.object({ troquel: z.string() })) }),
      },
    },
    async () => ({ ok: true }),
  );
};

let entorno: Entorno;
let prueba: FastifyInstance;
let urlPrueba: string;

beforeAll(async () => {
  entorno = await crearEntorno();
  prueba = await buildApp({ baseDatos: entorno.baseDatos, logger: false, config: { redisUrl: null, publicUrl: 'http://127.0.0.1' } });
  await prueba.register(rutasQueFallan, { prefix: '/api/prueba' });
  await prueba.listen({ port: 0, host: '127.0.0.1' });
  const direccion = prueba.server.address();
  urlPrueba = `http://127.0.0.1:${typeof direccion === 'object' && direccion ? direccion.port : 0}`;
});
afterAll(async () => {
  await prueba?.close();
  await entorno?.cerrar();
});

async function errorDe(respuesta: Response) {
  const cuerpo = errorApiSchema.parse(await respuesta.json());
  expect(cuerpo.status).toBe(respuesta.status);
  return cuerpo;
}

const postJson = (url: string, cuerpo: string, tipo = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': tipo }, body: cuerpo });

test('an unknown route answers 404 with the Spanish body', async () => {
  const respuesta = await fetch(`${entorno.url}/api/no-existe`);
  expect(respuesta.status).toBe(404);
  expect(await errorDe(respuesta)).toEqual({ title: 'No encontrado', status: 404, mensaje: 'No se encontró el recurso solicitado.', errors: {} });
});

test('malformed JSON answers 400 in Spanish', async () => {
  const respuesta = await postJson(`${entorno.url}/api/kibana/log`, '{"mensaje": ');
  expect(respuesta.status).toBe(400);
  expect(await errorDe(respuesta)).toMatchObject({ title: 'Solicitud incorrecta', mensaje: 'El cuerpo de la solicitud no es un JSON válido.' });
});

test('a content type the API does not read answers 415', async () => {
  const respuesta = await postJson(`${entorno.url}/api/kibana/log`, '<mensaje/>', 'application/xml');
  expect(respuesta.status).toBe(415);
  expect((await errorDe(respuesta)).mensaje).toBe('El tipo de contenido enviado no es admitido. Envíe los datos como JSON.');
});

test('a body over the limit answers 413', async () => {
  const respuesta = await postJson(`${entorno.url}/api/kibana/log`, JSON.stringify({ mensaje: 'x'.repeat(3 * 1024 * 1024) }));
  expect(respuesta.status).toBe(413);
  expect((await errorDe(respuesta)).mensaje).toBe('El contenido enviado supera el tamaño máximo permitido.');
});

test("a schema's own message reaches the caller, keyed by field", async () => {
  const respuesta = await postJson(`${entorno.url}/api/kibana/log`, JSON.stringify({ mensaje: '   ' }));
  expect(respuesta.status).toBe(400);
  const cuerpo = await errorDe(respuesta);
  expect(cuerpo.errors).toEqual({ mensaje: ['El mensaje es obligatorio.'] });
  expect(cuerpo.mensaje).toBe('Revise los datos enviados en el cuerpo: mensaje (El mensaje es obligatorio.).');
});

test('validation failures name every bad field with Spanish texts', async () => {
  const respuesta = await postJson(`${urlPrueba}/api/prueba/validado?pagina=1`, JSON.stringify({ cantidad: 0, items: [{}] }));
  expect(respuesta.status).toBe(400);
  const cuerpo = await errorDe(respuesta);
  expect(cuerpo.title).toBe('Solicitud incorrecta');
  expect(cuerpo.errors).toEqual({
    troquel: ['Valor requerido'],
    cantidad: [expect.stringMatching(/^Demasiado pequeño/)],
    'items[0].troquel': ['Valor requerido'],
  });
  expect(cuerpo.mensaje).toContain('troquel (Valor requerido)');
  expect(cuerpo.mensaje).toContain('items[0].troquel');
});

test('items of a list body are keyed by their position', async () => {
  const respuesta = await postJson(`${urlPrueba}/api/prueba/lista`, JSON.stringify([1, 'dos']));
  expect(respuesta.status).toBe(400);
  expect((await errorDe(respuesta)).errors).toEqual({ 'body[1]': ['Entrada inválida: se esperaba número, recibido texto'] });
});

test('a bad query string is reported as such', async () => {
  const respuesta = await postJson(`${urlPrueba}/api/prueba/validado?pagina=cero`, JSON.stringify({ troquel: '1', cantidad: 1, items: [] }));
  expect(respuesta.status).toBe(400);
  const cuerpo = await errorDe(respuesta);
  expect(cuerpo.errors.pagina?.[0]).toMatch(/^Entrada inválida: se esperaba número/);
  expect(cuerpo.mensaje).toMatch(/^Revise los datos enviados en la consulta: pagina/);
});

test('an ErrorHttp keeps its status, message and field errors', async () => {
  const respuesta = await fetch(`${urlPrueba}/api/prueba/conocido`);
  expect(respuesta.status).toBe(400);
  expect(await errorDe(respuesta)).toEqual({
    title: 'Solicitud incorrecta',
    status: 400,
    mensaje: 'El troquel no existe.',
    errors: { troquel: ['No se encontró el troquel 123.'] },
  });
});

test('an unexpected error answers 500 without leaking anything', async () => {
  const respuesta = await fetch(`${urlPrueba}/api/prueba/inesperado`);
  expect(respuesta.status).toBe(500);
  const texto = await respuesta.text();
  expect(JSON.parse(texto)).toEqual({ title: 'Error interno', status: 500, mensaje: 'Ocurrió un error inesperado. Intente nuevamente más tarde.', errors: {} });
  expect(texto).not.toMatch(/password|select|stack/i);
});

test('a unique violation answers 409', async () => {
  const respuesta = await fetch(`${urlPrueba}/api/prueba/duplicado`, { method: 'POST' });
  expect(respuesta.status).toBe(409);
  const texto = await respuesta.text();
  expect(JSON.parse(texto)).toMatchObject({ title: 'Conflicto', mensaje: 'Ya existe un registro con esos datos.' });
  expect(texto).not.toMatch(/rol_nombre|insert|duplicate/i);
});

test('a reference to a missing row answers 400, and deleting a referenced row 409', async () => {
  const inexistente = await fetch(`${urlPrueba}/api/prueba/referencia-inexistente`, { method: 'POST' });
  expect(inexistente.status).toBe(400);
  expect((await errorDe(inexistente)).mensaje).toBe('Los datos hacen referencia a un registro que no existe.');

  const referenciado = await fetch(`${urlPrueba}/api/prueba/referenciado`, { method: 'DELETE' });
  expect(referenciado.status).toBe(409);
  expect((await errorDe(referenciado)).mensaje).toBe('No se puede eliminar o modificar el registro porque otros datos dependen de él.');
});

describe('errors raised by fastify and Node before any route, in the same Spanish shape (issue 10, defect 5)', () => {
  const largo = 'x'.repeat(10 * 1024);

  /** Nothing the caller sent comes back, and nothing of fastify's English text or codes. */
  async function sinEco(respuesta: Response, status: number) {
    expect(respuesta.status).toBe(status);
    expect(respuesta.headers.get('content-type')).toMatch(/^application\/json/);
    const texto = await respuesta.text();
    expect(texto).not.toMatch(/xxxxxxxx|FST_|Bad Request|not found|statusCode|%E0/i);
    const cuerpo = errorApiSchema.parse(JSON.parse(texto));
    expect(cuerpo.status).toBe(status);
    return cuerpo;
  }

  test.each([
    ['PUT', `/api/Usuario/${largo}`],
    ['DELETE', `/api/Usuario/${largo}`],
    ['PUT', `/api/Usuario/ReemplazarRoles/${largo}`],
    ['PUT', `/api/Usuario/Password/${largo}`],
    ['PUT', `/api/carritopersistente/BorrarItemCarrito/${largo}`],
    ['DELETE', `/api/pedido/BorrarPedido/${largo}`],
    ['POST', `/api/Favoritos/BorrarItemFavoritos/${largo}`],
    ['POST', `/api/recuperador/BorrarItemRecuperador/${largo}`],
  ])('a 10 KB path segment on %s answers 414 in Spanish', async (method, ruta) => {
    const respuesta = await fetch(`${entorno.url}${ruta}`, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await sinEco(respuesta, 414)).toEqual({
      title: 'Dirección demasiado larga',
      status: 414,
      mensaje: 'Un dato de la dirección solicitada es demasiado largo.',
      errors: {},
    });
  });

  test("an unknown path under the identity provider answers the Spanish 404, not Koa's", async () => {
    const cuerpo = await sinEco(await fetch(`${entorno.url}/idp/no-existe`), 404);
    expect(cuerpo.mensaje).toBe('No se encontró el recurso solicitado.');
    await sinEco(await fetch(`${entorno.url}/idp/${largo}`), 404);
  });

  test('a malformed percent-encoding in the path answers 400 in Spanish', async () => {
    const cuerpo = await sinEco(await fetch(`${entorno.url}/api/Usuario/%E0%A4%A`), 400);
    expect(cuerpo).toMatchObject({ title: 'Solicitud incorrecta', mensaje: 'La dirección solicitada no es válida.' });
  });

  test('an unknown method on a known path answers the Spanish 404, without the path', async () => {
    const cuerpo = await sinEco(await fetch(`${entorno.url}/api/Usuario/${'y'.repeat(50)}`, { method: 'PATCH' }), 404);
    expect(cuerpo.mensaje).toBe('No se encontró el recurso solicitado.');
  });

  test('JSON with a prototype key and an empty JSON body answer 400 in Spanish', async () => {
    const proto = await sinEco(await postJson(`${entorno.url}/api/kibana/log`, '{"__proto__":{"admin":true}}'), 400);
    expect(proto.title).toBe('Solicitud incorrecta');
    const vacio = await sinEco(await postJson(`${entorno.url}/api/kibana/log`, ''), 400);
    expect(vacio.mensaje).toBe('El cuerpo de la solicitud está vacío pero se declaró contenido JSON.');
  });

  /** Raw HTTP on a socket: what Node's own parser refuses never reaches fastify's routing. */
  function crudo(solicitud: string): Promise<string> {
    const { port } = new URL(entorno.url);
    return new Promise((resolver, rechazar) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end(solicitud));
      let datos = '';
      socket.setEncoding('utf8');
      socket.on('data', (d) => (datos += d));
      socket.on('close', () => resolver(datos));
      socket.on('error', (e) => (datos ? resolver(datos) : rechazar(e)));
    });
  }

  async function cuerpoCrudo(solicitud: string, status: number) {
    const respuesta = await crudo(solicitud);
    expect(respuesta.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    const cuerpo = respuesta.slice(respuesta.indexOf('\r\n\r\n') + 4);
    expect(cuerpo).not.toMatch(/Client Error|Exceeded|statusCode/);
    return errorApiSchema.parse(JSON.parse(cuerpo));
  }

  test('a request Node cannot parse answers 400 in Spanish', async () => {
    const cuerpo = await cuerpoCrudo('POST /api/kibana/log HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}', 400);
    expect(cuerpo).toEqual({ title: 'Solicitud incorrecta', status: 400, mensaje: 'El servidor no reconoce la solicitud como correcta.', errors: {} });
  });

  test('headers over the limit answer 431 in Spanish', async () => {
    const cuerpo = await cuerpoCrudo(`GET /api/no-existe HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'z'.repeat(20 * 1024)}\r\n\r\n`, 431);
    expect(cuerpo.mensaje).toBe('Los encabezados de la solicitud superan el tamaño máximo permitido.');
  });
});

test('field names the caller invented are not echoed back in validation errors', async () => {
  const desconocido = await postJson(`${urlPrueba}/api/prueba/estricto`, JSON.stringify({ a: 1, ['<script>'.repeat(50)]: 1, otro: 2 }));
  expect(desconocido.status).toBe(400);
  const texto = await desconocido.text();
  expect(texto).not.toContain('<script>');
  expect(JSON.parse(texto).mensaje).toContain('Campos no admitidos: (campo sin nombre válido), otro');

  const clave = await postJson(`${urlPrueba}/api/prueba/estricto`, JSON.stringify({ a: 1, b: { ['%'.repeat(300)]: 'uno' } }));
  expect(clave.status).toBe(400);
  const cuerpo = errorApiSchema.parse(await clave.json());
  expect(JSON.stringify(cuerpo)).not.toContain('%%%');
  expect(Object.keys(cuerpo.errors)).toEqual(['b.(campo sin nombre válido)']);
});
