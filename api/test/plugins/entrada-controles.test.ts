import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorApiSchema } from '@portal/shared/contracts';
import { suiteApi } from '../support/suite-api.js';

/**
 * Control characters are refused once, for every route, before any of them reads its input (issue 10, defect 1):
 * PostgreSQL refuses U+0000 in text, which answered 500 wherever a string reached a query.
 */
const suite = suiteApi();
const ID_OTRO = '00000000-0000-4000-8000-000000000002';

async function esRechazo(respuesta: { status: number; body: unknown }, campo: string) {
  expect(respuesta.status).toBe(400);
  const cuerpo = errorApiSchema.parse(respuesta.body);
  expect(cuerpo.title).toBe('Solicitud incorrecta');
  expect(Object.keys(cuerpo.errors)).toEqual([campo]);
  expect(cuerpo.errors[campo]![0]).toMatch(/caracteres/);
  expect(cuerpo.mensaje).toContain(campo);
  // Nothing of the bad value comes back.
  // eslint-disable-next-line no-control-regex -- the NUL byte, raw or escaped, is what must not come back
  expect(JSON.stringify(cuerpo)).not.toMatch(/\\u0000|\u0000/);
  return cuerpo;
}

describe('a NUL byte in the path is refused with a 400 that names the parameter', () => {
  test.each([
    ['GET', '/api/Usuario/%00', undefined],
    ['PUT', '/api/Usuario/%00', { email: 'a@b.example', habilitado: true, secciones: [] }],
    ['DELETE', '/api/Usuario/%00', undefined],
    ['PUT', '/api/Usuario/ReemplazarRoles/%00', { roles: [] }],
    ['PUT', '/api/Usuario/Password/%00', { NewPassword: 'Farmacia2027' }],
    ['GET', '/api/farmacia/archivoImportado/%00', undefined],
    ['GET', '/api/farmacia/archivoImportado/a%01b', undefined],
  ])('%s %s', async (method, ruta, body: unknown) => {
    const respuesta = await suite.como('admin.demo', method, ruta, body);
    const cuerpo = await esRechazo(respuesta, ruta.includes('archivoImportado') ? 'x' : 'id');
    expect(cuerpo.mensaje).toMatch(/^Revise los datos enviados en la ruta/);
  });
});

describe('a NUL byte in a body string is refused, however deep', () => {
  test.each([
    ['/api/farmacia/archivoImportado', { nombre: 'x\u0000y.txt', contenido: 'aG9sYQ==' }, 'nombre'],
    ['/api/Usuario/Buscar', { userName: 'admin\u0000' }, 'userName'],
    ['/api/Usuario/Buscar', { email: '\u0000' }, 'email'],
    ['/api/Usuario/Roles', { userIds: [ID_OTRO, 'a\u0000b'] }, 'userIds[1]'],
    ['/api/CrewDragon/UserNames', [ID_OTRO, '\u0000'], 'body[1]'],
  ])('POST %s', async (ruta, body, campo) => {
    const cuerpo = await esRechazo(await suite.como('admin.demo', 'POST', ruta, body), campo);
    expect(cuerpo.mensaje).toMatch(/^Revise los datos enviados en el cuerpo/);
  });

  test('another C0 control, a lone surrogate and a control in a key are refused too', async () => {
    await esRechazo(await suite.como('admin.demo', 'POST', '/api/Usuario/Buscar', { userName: 'a\u001bb' }), 'userName');
    const sustituto = await suite.llamar('POST', '/api/Usuario/Buscar', {
      token: await suite.token('admin.demo'),
      cuerpoCrudo: '{"userName":"a\\ud800b"}',
    });
    expect((await esRechazo(sustituto, 'userName')).errors.userName).toEqual(['Contiene caracteres Unicode inválidos.']);
    await esRechazo(await suite.como('admin.demo', 'POST', '/api/Usuario/Buscar', { 'user\u0000Name': 'x' }), 'body');
  });
});

test('a NUL inside a list filter is refused before the filter is read', async () => {
  const respuesta = await suite.como('admin.demo', 'GET', '/api/Usuario/farmacia/1001?filters=userName%40%3D%00');
  const cuerpo = await esRechazo(respuesta, 'filters');
  expect(cuerpo.mensaje).toMatch(/^Revise los datos enviados en la consulta: filters/);
});

test('a control character in a query string is refused even on a route without a schema', async () => {
  const respuesta = await suite.llamar('GET', '/idp/cambiar-clave?motivo=a%0Ab');
  await esRechazo(respuesta, 'motivo');
});

test('tabs and line breaks in free text of a body are accepted', async () => {
  const respuesta = await suite.como('admin.demo', 'POST', '/api/Usuario/Buscar', { userName: 'admin\t.demo\r\n' });
  expect(respuesta.status).toBe(200);
});

describe('routes registered later (a new endpoint) are covered without doing anything', () => {
  const rutaNueva: FastifyPluginAsync = async (instancia) => {
    const app = instancia.withTypeProvider<ZodTypeProvider>();
    app.post('/api/prueba-nueva/:clave', { config: { permiso: { publico: true } } }, async (req) => ({ recibido: req.body }));
    app.post('/api/prueba-nueva-con-esquema', { config: { permiso: { publico: true } }, schema: { body: z.object({ a: z.object({ b: z.array(z.string()) }) }) } }, async () => ({ ok: true }));
  };
  let url: string;
  let cerrar: () => Promise<void>;
  beforeAll(async () => {
    const { buildApp } = await import('../../src/app.js');
    const app = await buildApp({ baseDatos: suite.entorno.baseDatos, logger: false, config: { redisUrl: null, publicUrl: 'http://127.0.0.1' } });
    await app.register(rutaNueva);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const direccion = app.server.address();
    url = `http://127.0.0.1:${typeof direccion === 'object' && direccion ? direccion.port : 0}`;
    cerrar = () => app.close();
  });
  afterAll(() => cerrar?.());

  const post = (ruta: string, cuerpo: string, tipo = 'application/json') =>
    fetch(`${url}${ruta}`, { method: 'POST', headers: { 'content-type': tipo }, body: cuerpo }).then(async (r) => ({ status: r.status, body: await r.json() }));

  test('a route without any schema', async () => {
    await esRechazo(await post('/api/prueba-nueva/%07', '{}'), 'clave');
    await esRechazo(await post('/api/prueba-nueva/ok', '{"lista":[{"nota":"\\u0000"}]}'), 'lista[0].nota');
    expect((await post('/api/prueba-nueva/ok', '{"nota":"línea 1\\nlínea 2"}')).status).toBe(200);
  });

  test('a form body (the identity provider\'s pages)', async () => {
    const respuesta = await post('/idp/cambiar-clave', 'usuario=a%00b&actual=x&nueva=y&repeticion=y', 'application/x-www-form-urlencoded');
    await esRechazo(respuesta, 'usuario');
  });

  test('a nested body of a route with a schema', async () => {
    await esRechazo(await post('/api/prueba-nueva-con-esquema', '{"a":{"b":["ok","\\u0000"]}}'), 'a.b[1]');
  });
});
