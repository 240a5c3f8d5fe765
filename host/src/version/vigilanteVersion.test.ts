import { waitFor } from '@testing-library/react';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { crearVigilanteVersion, type VigilanteVersion } from './vigilanteVersion.js';

let servidor: ServidorHttp;
let respuesta: { estado: number; cuerpo: unknown };
let navegaciones: string[];
let reportes: unknown[];
let vigilante: VigilanteVersion;

beforeAll(async () => {
  servidor = await iniciarServidorHttp((solicitud, res) => {
    if (solicitud.path === '/ui/version.json') responderJson(res, respuesta.estado, respuesta.cuerpo);
    else responderJson(res, 404, {});
  });
});
afterAll(() => servidor.cerrar());

beforeEach(() => {
  respuesta = { estado: 200, cuerpo: { sha: 'abc123', commit: 'e228284' } };
  navegaciones = [];
  reportes = [];
  vigilante = crearVigilanteVersion({
    url: `${servidor.url}/ui/version.json`,
    navegar: (path) => navegaciones.push(path),
    reportar: (error) => reportes.push(error),
  });
});
afterEach(() => vigilante.detener());

test('con la misma versión no pasa nada', async () => {
  await vigilante.iniciar();
  await vigilante.comprobar();

  expect(vigilante.shaInicial).toBe('abc123');
  expect(navegaciones).toEqual([]);
});

test('una versión nueva lleva al sitio en mantenimiento', async () => {
  await vigilante.iniciar();
  respuesta = { estado: 200, cuerpo: { sha: 'def456' } };

  await vigilante.comprobar();

  expect(navegaciones).toEqual(['/sitio-en-mantenimiento']);
});

test('si la comprobación vino de una señal de mantenimiento, pide esperar (wait=true)', async () => {
  await vigilante.iniciar();
  respuesta = { estado: 200, cuerpo: { sha: 'def456' } };

  await vigilante.comprobar(true);

  expect(navegaciones).toEqual(['/sitio-en-mantenimiento?wait=true']);
});

test('las fallas se reportan recién a la tercera seguida, y un acierto reinicia la cuenta', async () => {
  await vigilante.iniciar();
  respuesta = { estado: 500, cuerpo: {} };
  await vigilante.comprobar();
  await vigilante.comprobar();
  respuesta = { estado: 200, cuerpo: { sha: 'abc123' } };
  await vigilante.comprobar();
  respuesta = { estado: 500, cuerpo: {} };
  await vigilante.comprobar();
  await vigilante.comprobar();
  expect(reportes).toEqual([]);

  await vigilante.comprobar();

  expect(reportes).toHaveLength(1);
  expect(String(reportes[0])).toContain('el servidor respondió 500');
  expect(navegaciones).toEqual([]);
});

test('una respuesta sin la forma de la versión cuenta como falla', async () => {
  await vigilante.iniciar();
  respuesta = { estado: 200, cuerpo: { version: 'def456' } };

  for (let i = 0; i < 3; i++) await vigilante.comprobar();

  expect(reportes).toHaveLength(1);
  expect(String(reportes[0])).toContain('no tiene el formato esperado');
  expect(navegaciones).toEqual([]);
});

test('si al inicio no se pudo leer, la primera versión leída pasa a ser la de referencia', async () => {
  respuesta = { estado: 503, cuerpo: {} };
  await vigilante.iniciar();
  respuesta = { estado: 200, cuerpo: { sha: 'def456' } };

  await vigilante.comprobar();

  expect(vigilante.shaInicial).toBe('def456');
  expect(navegaciones).toEqual([]);
});

test('vuelve a leer la versión en cada intervalo', async () => {
  vigilante = crearVigilanteVersion({
    url: `${servidor.url}/ui/version.json`,
    navegar: (path) => navegaciones.push(path),
    reportar: (error) => reportes.push(error),
    intervaloMs: 20,
  });
  await vigilante.iniciar();
  respuesta = { estado: 200, cuerpo: { sha: 'def456' } };

  await waitFor(() => expect(navegaciones).toContain('/sitio-en-mantenimiento'));
});
