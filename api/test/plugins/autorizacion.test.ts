import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorApiSchema } from '@portal/shared/contracts';
import { buildApp } from '../../src/app.js';
import { farmaciasAlcanzables } from '../../src/plataforma/farmacia/alcance.js';
import { rutasProtegidas } from '../../src/plugins/autorizacion.js';
import { usuarioActual } from '../../src/rutas/comun.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { tokenCache } from '../support/sesion.js';

const claveLimite = randomUUID();

/** Routes with each kind of rule, on a second instance of the real app over the same database. */
const rutasDePrueba: FastifyPluginAsync = async (instancia) => {
  const app = instancia.withTypeProvider<ZodTypeProvider>();
  const alcanzables = async (req: Parameters<typeof usuarioActual>[0]) => ({ farmacias: (await farmaciasAlcanzables(app, usuarioActual(req))).sort() });
  app.get('/publica', { config: { permiso: { publico: true } } }, async () => ({ ok: true }));
  app.get('/propia', { config: { permiso: { rol: ['Pedidos', 'CuentaCorriente'], alcance: { tipo: 'propio' } } } }, async () => ({ ok: true }));
  app.get('/pedidos/:farmaciaId', { config: { permiso: { rol: 'Pedidos', alcance: { tipo: 'farmacia', param: 'farmaciaId' } } } }, alcanzables);
  app.get('/farmacia/:farmaciaId', { config: { permiso: { rol: null, alcance: { tipo: 'farmacia', param: 'farmaciaId' } } } }, alcanzables);
  app.get('/grupo/:grupoId', { config: { permiso: { rol: null, alcance: { tipo: 'grupo', param: 'grupoId' } } } }, async () => ({ ok: true }));
  app.post(
    '/pedidos/:farmaciaId',
    {
      config: { permiso: { rol: 'Pedidos', alcance: { tipo: 'farmacia', param: 'farmaciaId' } } },
      schema: { body: z.object({ troquel: z.number() }) },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/limitada',
    { config: { permiso: { publico: true }, rateLimit: { max: 2, timeWindow: '1 minute', keyGenerator: () => claveLimite } } },
    async () => ({ ok: true }),
  );
};

let entorno: Entorno;
let prueba: FastifyInstance;
let url: string;
let token: (userName: string) => Promise<string>;

const config = { redisUrl: process.env.REDIS_URL || null, publicUrl: 'http://127.0.0.1' };

beforeAll(async () => {
  entorno = await crearEntorno();
  prueba = await buildApp({ baseDatos: entorno.baseDatos, logger: false, config });
  await prueba.register(rutasDePrueba, { prefix: '/api/prueba' });
  url = await prueba.listen({ port: 0, host: '127.0.0.1' });
  token = tokenCache(entorno.url);
});
afterAll(async () => {
  await prueba?.close();
  await entorno?.cerrar();
});

async function pedir(ruta: string, userName?: string, init: RequestInit = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (userName) headers.authorization = `Bearer ${await token(userName)}`;
  return fetch(`${url}/api/prueba${ruta}`, { ...init, headers });
}

async function cuerpoError(respuesta: Response) {
  return errorApiSchema.parse(await respuesta.json());
}

describe('the rule of each route', () => {
  test('a public route needs no session', async () => {
    expect((await pedir('/publica')).status).toBe(200);
  });

  test('without a session the answer is 401, before the body is even read', async () => {
    const respuesta = await pedir('/pedidos/1001', undefined, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{roto' });
    expect(respuesta.status).toBe(401);
    expect(await cuerpoError(respuesta)).toEqual({ title: 'No autenticado', status: 401, mensaje: 'Debe iniciar sesión para continuar.', errors: {} });
  });

  test('without the role the answer is 403', async () => {
    const respuesta = await pedir('/pedidos/1001', 'cuenta.demo');
    expect(respuesta.status).toBe(403);
    expect((await cuerpoError(respuesta)).mensaje).toBe('No tiene permisos para realizar esta operación.');
  });

  test('any one of several roles is enough', async () => {
    expect((await pedir('/propia', 'pedidos.demo')).status).toBe(200);
    expect((await pedir('/propia', 'cuenta.demo')).status).toBe(200);
  });

  test("a pharmacy user reaches its own pharmacy, and another pharmacy's route answers 404", async () => {
    const propia = await pedir('/pedidos/1001', 'pedidos.demo');
    expect(propia.status).toBe(200);
    expect(await propia.json()).toEqual({ farmacias: [1001] });
    for (const ajena of ['1002', '1003', '999999']) {
      const respuesta = await pedir(`/pedidos/${ajena}`, 'pedidos.demo');
      expect(respuesta.status).toBe(404);
      expect((await cuerpoError(respuesta)).mensaje).toBe('No se encontró el recurso solicitado.');
    }
  });

  test('a pharmacy id that is not a number answers 400', async () => {
    const respuesta = await pedir('/pedidos/abc%3Cscript%3E', 'pedidos.demo');
    expect(respuesta.status).toBe(400);
    const cuerpo = await cuerpoError(respuesta);
    expect(cuerpo.errors).toEqual({ farmaciaId: ['Debe ser un número entero positivo.'] });
    // What the caller sent is not echoed back.
    expect(cuerpo.mensaje).toBe('El identificador farmaciaId de la ruta no es válido.');
  });

  test("a group user reaches every pharmacy of its group and no other", async () => {
    const respuesta = await pedir('/farmacia/1003', 'grupo.demo');
    expect(respuesta.status).toBe(200);
    expect(await respuesta.json()).toEqual({ farmacias: [1001, 1003] });
    expect((await pedir('/farmacia/1001', 'grupo.demo')).status).toBe(200);
    expect((await pedir('/farmacia/1002', 'grupo.demo')).status).toBe(404);
  });

  test("a group route is only for the caller's own group", async () => {
    expect((await pedir('/grupo/1', 'grupo.demo')).status).toBe(200);
    expect((await pedir('/grupo/2', 'grupo.demo')).status).toBe(404);
    expect((await pedir('/grupo/1', 'pedidos.demo')).status).toBe(404);
  });

  test('a route may opt in to a request limit, answered in Spanish', async () => {
    expect((await pedir('/limitada')).status).toBe(200);
    expect((await pedir('/limitada')).status).toBe(200);
    const respuesta = await pedir('/limitada');
    expect(respuesta.status).toBe(429);
    expect(await cuerpoError(respuesta)).toMatchObject({ title: 'Demasiadas solicitudes', mensaje: 'Demasiados intentos. Espere un momento y vuelva a intentar.' });
  });
});

describe('start-up checks', () => {
  async function arrancarCon(registrar: FastifyPluginAsync): Promise<unknown> {
    const app = await buildApp({ baseDatos: entorno.baseDatos, logger: false, config });
    try {
      await app.register(registrar, { prefix: '/api' });
      await app.ready();
      return null;
    } catch (err) {
      return err;
    } finally {
      await app.close();
    }
  }

  test('an /api route without permiso stops the app', async () => {
    const error = await arrancarCon(async (app) => {
      app.get('/olvidada', async () => ({ ok: true }));
    });
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('La ruta GET /api/olvidada no declara config.permiso');
  });

  test('a scope on a parameter the URL does not have stops the app', async () => {
    const error = await arrancarCon(async (app) => {
      app.get('/farmacia/:id', { config: { permiso: { rol: null, alcance: { tipo: 'farmacia', param: 'farmaciaId' } } } }, async () => ({}));
    });
    expect((error as Error).message).toContain('sobre el parámetro "farmaciaId", que no está en su URL');
  });

  test('routes outside /api need no permiso', async () => {
    expect(await arrancarCon(async () => {})).toBeNull();
  });

  test('the registry lists each /api route once per method, without HEAD twins', () => {
    const rutas = rutasProtegidas(prueba).filter((r) => r.url.startsWith('/api/prueba'));
    expect(rutas.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/prueba/farmacia/:farmaciaId',
      'GET /api/prueba/grupo/:grupoId',
      'GET /api/prueba/limitada',
      'GET /api/prueba/pedidos/:farmaciaId',
      'GET /api/prueba/propia',
      'GET /api/prueba/publica',
      'POST /api/prueba/pedidos/:farmaciaId',
    ]);
  });
});

describe('OpenAPI', () => {
  test('/api/docs/json describes the /api routes with their rule, and nothing else', async () => {
    const respuesta = await fetch(`${url}/api/docs/json`);
    expect(respuesta.status).toBe(200);
    const documento = (await respuesta.json()) as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(documento.openapi).toMatch(/^3\./);
    const rutas = Object.keys(documento.paths);
    expect(rutas.every((r) => r.startsWith('/api/'))).toBe(true);
    expect(rutas).toEqual(expect.arrayContaining(['/api/prueba/pedidos/{farmaciaId}', '/api/prueba/publica']));
    expect(rutas.some((r) => r.startsWith('/api/docs'))).toBe(false);
    const pedidos = documento.paths['/api/prueba/pedidos/{farmaciaId}']!.post!;
    expect(pedidos['x-permiso']).toEqual({ rol: 'Pedidos', alcance: 'farmacia', param: 'farmaciaId' });
    expect(pedidos.security).toEqual([{ bearer: [] }]);
    expect(pedidos.requestBody).toBeDefined();
    expect(documento.paths['/api/prueba/publica']!.get!['x-permiso']).toEqual({ publico: true });
  });

  test('the documentation page is public', async () => {
    const respuesta = await fetch(`${url}/api/docs`, { redirect: 'follow' });
    expect(respuesta.status).toBe(200);
    expect(await respuesta.text()).toContain('swagger');
  });
});
