import { crearEntorno, type Entorno } from '../support/entorno.js';

let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
});
afterAll(() => entorno.cerrar());

test('healthz answers ok and readyz proves the database is reachable', async () => {
  const salud = await fetch(`${entorno.url}/healthz`);
  expect(salud.status).toBe(200);
  const listo = await fetch(`${entorno.url}/readyz`);
  expect(listo.status).toBe(200);
  expect(await listo.json()).toEqual({ estado: 'ok' });
});
