import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { levantarServidor, responderJson, type Manejador } from '../../test/support/servidor.js';
import { cargarConfig, configDelSitio, definirConfigDelSitio, ErrorConfiguracion, validarConfig } from './config.js';

const ejemplo = JSON.parse(readFileSync(join(__dirname, 'config.ejemplo.json'), 'utf8')) as Record<string, unknown>;

describe('validarConfig', () => {
  it('accepts the example configuration and defaults activarDashboardEditable to false', () => {
    const { activarDashboardEditable: _, ...toggles } = ejemplo.toggles as Record<string, unknown>;
    const config = validarConfig({ ...ejemplo, toggles });
    expect(config.toggles.activarDashboardEditable).toBe(false);
    expect(config.oidc.client_id).toBe('portal-web');
    expect(config.remotos.map((r) => r.nombre)).toContain('mfe-pedidos');
  });

  it('lists every bad field in Spanish', () => {
    const oidc = { ...(ejemplo.oidc as object), authority: 5 };
    const toggles = { ...(ejemplo.toggles as object), carritoDetallePrecio: { delta: 1 } };
    const { hubUrl: _, ...sinHub } = ejemplo;
    let error: unknown;
    try {
      validarConfig({ ...sinHub, timeoutMs: 'mucho', oidc, toggles });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ErrorConfiguracion);
    const mensaje = (error as Error).message;
    expect(mensaje).toMatch(/^La configuración del cliente no es válida\. Campos con errores: /);
    for (const campo of ['timeoutMs', 'hubUrl', 'oidc.authority', 'toggles.carritoDetallePrecio.debounce']) expect(mensaje).toContain(`${campo}:`);
    expect(mensaje).toContain('se esperaba');
  });
});

describe('cargarConfig', () => {
  let manejador: Manejador;
  let servidor: Awaited<ReturnType<typeof levantarServidor>>;
  beforeAll(async () => {
    servidor = await levantarServidor((req, res, body) => manejador(req, res, body));
  });
  afterAll(() => servidor.cerrar());

  it('reads and validates the file', async () => {
    manejador = (_req, res) => responderJson(res, 200, ejemplo);
    await expect(cargarConfig(`${servidor.url}/config.json`)).resolves.toMatchObject({ hubUrl: '/CarritoUsuarioHub' });
    expect(servidor.recibidas.at(-1)?.url).toBe('/config.json');
  });

  it('explains a missing file, a broken JSON and no server', async () => {
    manejador = (_req, res) => res.writeHead(404).end();
    await expect(cargarConfig(`${servidor.url}/config.json`)).rejects.toThrow('el servidor respondió 404');
    manejador = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{');
    await expect(cargarConfig(`${servidor.url}/config.json`)).rejects.toThrow('no es un JSON válido');
    await expect(cargarConfig('http://127.0.0.1:1/config.json')).rejects.toThrow('sin respuesta del servidor');
  });

  it('rejects a file of the wrong shape', async () => {
    manejador = (_req, res) => responderJson(res, 200, { ...ejemplo, remotos: [{ nombre: 'x', manifestUrl: '/m', prefijos: ['sin-barra'] }] });
    await expect(cargarConfig(`${servidor.url}/config.json`)).rejects.toThrow('remotos.0.prefijos.0');
  });
});

describe('configDelSitio', () => {
  afterEach(() => definirConfigDelSitio(null));

  it('answers the configuration the host started with, without reading config.json again', async () => {
    const leida = validarConfig(ejemplo);
    definirConfigDelSitio(leida);
    const pedidos = jest.spyOn(globalThis, 'fetch');
    try {
      await expect(configDelSitio()).resolves.toBe(leida);
      await expect(configDelSitio()).resolves.toBe(leida);
      expect(pedidos).not.toHaveBeenCalled();
    } finally {
      pedidos.mockRestore();
    }
  });

  it('without a host, reads /config.json once, and again after a failed read', async () => {
    let respuestas = 0;
    const pedidos = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      respuestas++;
      return respuestas === 1 ? new Response('', { status: 500 }) : Response.json(ejemplo);
    });
    try {
      await expect(configDelSitio()).rejects.toThrow('el servidor respondió 500');
      await expect(configDelSitio()).resolves.toMatchObject({ hubUrl: '/CarritoUsuarioHub' });
      await expect(configDelSitio()).resolves.toMatchObject({ hubUrl: '/CarritoUsuarioHub' });
      expect(pedidos).toHaveBeenCalledTimes(2);
      expect(String(pedidos.mock.calls[0]?.[0])).toBe('/config.json');
    } finally {
      pedidos.mockRestore();
    }
  });
});
