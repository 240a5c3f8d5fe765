import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { errorApiSchema } from '@portal/shared/contracts';
import { buildApp } from '../../src/app.js';
import type { ConfigApi } from '../../src/config.js';
import { guardarToken, leerToken } from '../../src/maintenance/token.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { clienteHub, HttpTransportType, registrar } from '../support/hub-cliente.js';
import { tokenCache } from '../support/sesion.js';

const TOKEN_OPERADOR = 'operador-de-prueba-0123456789';
process.env.OPERATOR_TOKEN = TOKEN_OPERADOR;
const ejecutar = promisify(execFile);
const raizApi = path.resolve(import.meta.dirname, '..', '..');

/** Routes of two sections, on a second API process over the same database. */
const rutasDeSecciones: FastifyPluginAsync = async (app) => {
  app.get('/cuentas', { config: { permiso: { publico: true } } }, async () => ({ ok: true }));
  app.get('/cuentas-corrientes', { config: { permiso: { rol: null, alcance: { tipo: 'propio' }, seccion: 2 } } }, async () => ({ ok: true }));
  app.get('/eshop', { config: { permiso: { rol: null, alcance: { tipo: 'propio' }, seccion: 1 } } }, async () => ({ ok: true }));
};

let entorno: Entorno;
let otra: FastifyInstance;
let urlOtra: string;
let token: (userName: string) => Promise<string>;
const config: Partial<ConfigApi> = { redisUrl: process.env.REDIS_URL || null, publicUrl: 'http://127.0.0.1' };

beforeAll(async () => {
  entorno = await crearEntorno();
  otra = await buildApp({ baseDatos: entorno.baseDatos, logger: false, config });
  await otra.register(rutasDeSecciones, { prefix: '/api/prueba' });
  urlOtra = await otra.listen({ port: 0, host: '127.0.0.1' });
  token = tokenCache(entorno.url);
});
afterAll(async () => {
  await otra?.close();
  await entorno?.cerrar();
});

function operador(base: string, cuerpo?: { activo: boolean; seccion?: number }, clave = TOKEN_OPERADOR) {
  return fetch(`${base}/operador/mantenimiento`, {
    method: cuerpo ? 'POST' : 'GET',
    headers: { 'x-operador-token': clave, ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
    body: cuerpo ? JSON.stringify(cuerpo) : undefined,
  });
}

async function cambiar(base: string, activo: boolean, seccion?: number) {
  const respuesta = await operador(base, { activo, seccion });
  expect(respuesta.status).toBe(200);
  return (await respuesta.json()) as { mensaje: string; estado: { sitio: boolean; secciones: number[] } };
}

/** The other process learns of a change through Redis, or by re-reading the table every few seconds without it. */
async function esperarRespuesta(base: string, ruta: string, userName: string, estado: number) {
  let visto = 0;
  for (let intento = 0; intento < 100 && visto !== estado; intento++) {
    if (intento > 0) await new Promise((r) => setTimeout(r, 100));
    visto = (await pedir(base, ruta, userName)).status;
  }
  expect(visto).toBe(estado);
}

async function pedir(base: string, ruta: string, userName?: string) {
  return fetch(`${base}${ruta}`, { headers: userName ? { authorization: `Bearer ${await token(userName)}` } : {} });
}

describe('the operator endpoint', () => {
  test('refuses a missing or wrong token', async () => {
    const sinToken = await fetch(`${entorno.url}/operador/mantenimiento`);
    expect(sinToken.status).toBe(401);
    const equivocado = await operador(entorno.url, { activo: true }, 'otro-token');
    expect(equivocado.status).toBe(401);
    expect(errorApiSchema.parse(await equivocado.json()).mensaje).toBe('Token de operador inválido.');
    expect(await (await operador(entorno.url)).json()).toEqual({ sitio: false, secciones: [] });
  });

  test('refuses a section that does not exist', async () => {
    const respuesta = await operador(entorno.url, { activo: true, seccion: 3 });
    expect(respuesta.status).toBe(400);
    expect(errorApiSchema.parse(await respuesta.json()).mensaje).toMatch(/^La sección 3 no existe\. Secciones: 0 \(todo el sitio\), 1 \(eShop\), 2 \(Cuentas corrientes\)/);
  });
});

describe('site maintenance', () => {
  test('answers 503 on every /api route, on every process, and tells open pages through the hub', async () => {
    const conexion = clienteHub(entorno.url, { transporte: HttpTransportType.WebSockets, token: await token('pedidos.demo') });
    const avisos = registrar(conexion, 'SetMantenimiento');
    await conexion.start();
    try {
      const activado = await cambiar(entorno.url, true);
      expect(activado).toEqual({ mensaje: 'Mantenimiento del sitio activado.', estado: { sitio: true, secciones: [] } });
      expect(await avisos.hasta(1)).toEqual([[true]]);
      await esperarRespuesta(urlOtra, '/api/prueba/cuentas', 'pedidos.demo', 503);

      for (const [base, ruta] of [
        [entorno.url, '/api/estado'],
        [entorno.url, '/api/no-existe'],
        [urlOtra, '/api/prueba/cuentas'],
      ] as const) {
        const respuesta = await pedir(base, ruta, 'pedidos.demo');
        expect(respuesta.status).toBe(503);
        expect(await respuesta.json()).toEqual({
          title: 'Sitio en mantenimiento',
          status: 503,
          mensaje: 'El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.',
          errors: {},
        });
      }
      expect((await pedir(entorno.url, '/healthz')).status).toBe(200);
      expect((await pedir(entorno.url, '/readyz')).status).toBe(200);
      expect((await pedir(entorno.url, '/idp/.well-known/openid-configuration')).status).toBe(200);

      expect(await cambiar(entorno.url, false)).toEqual({ mensaje: 'Mantenimiento del sitio desactivado.', estado: { sitio: false, secciones: [] } });
      expect(await avisos.hasta(2)).toEqual([[true], [false]]);
      expect((await pedir(entorno.url, '/api/estado', 'pedidos.demo')).status).toBe(200);
      await esperarRespuesta(urlOtra, '/api/prueba/cuentas', 'pedidos.demo', 200);
    } finally {
      await conexion.stop();
    }
  });
});

describe('section maintenance', () => {
  test("answers 520 only on the section's routes", async () => {
    expect((await cambiar(entorno.url, true, 2)).mensaje).toBe('Sección 2 (Cuentas corrientes) en mantenimiento.');
    await esperarRespuesta(urlOtra, '/api/prueba/cuentas-corrientes', 'cuenta.demo', 520);

    const enMantenimiento = await pedir(urlOtra, '/api/prueba/cuentas-corrientes', 'cuenta.demo');
    expect(enMantenimiento.status).toBe(520);
    expect(await enMantenimiento.json()).toEqual({
      title: 'Sección en mantenimiento',
      status: 520,
      mensaje: 'La sección Cuentas corrientes se encuentra en mantenimiento. En unos minutos se va a re-establecer.',
      errors: {},
    });
    expect((await pedir(urlOtra, '/api/prueba/eshop', 'cuenta.demo')).status).toBe(200);

    expect((await cambiar(entorno.url, false, 2)).mensaje).toBe('Sección 2 (Cuentas corrientes) fuera de mantenimiento.');
    await esperarRespuesta(urlOtra, '/api/prueba/cuentas-corrientes', 'cuenta.demo', 200);
  });
});

describe('the operator command', () => {
  const comando = (...args: string[]) =>
    ejecutar(process.execPath, ['--import', 'tsx', 'src/maintenance/cli.ts', ...args], {
      cwd: raizApi,
      env: { ...process.env, MAINTENANCE_URL: entorno.url, OPERATOR_TOKEN: TOKEN_OPERADOR },
    }).then(
      ({ stdout, stderr }) => ({ codigo: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => ({ codigo: err.code, stdout: err.stdout, stderr: err.stderr }),
    );

  test('switches a section through the running API and prints the state in Spanish', async () => {
    expect(await comando('on', '2')).toEqual({ codigo: 0, stdout: 'Sección 2 (Cuentas corrientes) en mantenimiento.\n', stderr: '' });
    expect((await comando('estado')).stdout).toBe('Sitio en servicio.\nSecciones en mantenimiento: Sección 2 (Cuentas corrientes).\n');
    await esperarRespuesta(urlOtra, '/api/prueba/cuentas-corrientes', 'cuenta.demo', 520);
    expect((await comando('off', '2')).stdout).toBe('Sección 2 (Cuentas corrientes) fuera de mantenimiento.\n');
  });

  test('explains its usage when the arguments are wrong', async () => {
    const { codigo, stderr } = await comando('on', '3');
    expect(codigo).toBe(2);
    expect(stderr).toMatch(/^"3" no es una sección del sistema\.\nUso: npm run maintenance -- on\|off \[seccion\]/);
  });
});

describe('the operator token file', () => {
  test('is written readable by its owner only, by the API that listens on the configured port', async () => {
    const raiz = await mkdtemp(path.join(tmpdir(), 'operador-'));
    const libre = createServer();
    await new Promise<void>((listo) => libre.listen(0, '127.0.0.1', listo));
    const puerto = (libre.address() as { port: number }).port;
    await new Promise((cerrado) => libre.close(cerrado));

    delete process.env.OPERATOR_TOKEN;
    const app = await buildApp({ baseDatos: entorno.baseDatos, logger: false, config: { ...config, port: puerto, apiRoot: raiz } });
    process.env.OPERATOR_TOKEN = TOKEN_OPERADOR;
    try {
      const base = await app.listen({ port: puerto, host: '127.0.0.1' });
      const archivo = path.join(raiz, '.data', 'operador.token');
      expect((await stat(archivo)).mode & 0o777).toBe(0o600);
      const escrito = (await readFile(archivo, 'utf8')).trim();
      expect(escrito).toMatch(/^[\w-]{40,}$/);
      expect((await operador(base, undefined, escrito)).status).toBe(200);
      expect((await operador(base, undefined, TOKEN_OPERADOR)).status).toBe(401);
    } finally {
      await app.close();
      await rm(raiz, { recursive: true, force: true });
    }
  });

  test('keeps its permissions when it replaces an older file', async () => {
    const raiz = await mkdtemp(path.join(tmpdir(), 'operador-'));
    const archivo = path.join(raiz, 'operador.token');
    guardarToken(archivo, 'primero');
    guardarToken(archivo, 'segundo');
    expect(await leerToken(archivo)).toBe('segundo');
    expect((await stat(archivo)).mode & 0o777).toBe(0o600);
    await rm(raiz, { recursive: true, force: true });
  });
});
