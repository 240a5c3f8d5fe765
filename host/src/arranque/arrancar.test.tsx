import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { configDelSitio, useTiempoRealStore } from '@portal/shared/client';
import { arrancar } from './arrancar.js';
import { iniciarServidorOidc } from '../../test/support/servidorOidc.js';
import { configOidc } from '../../test/support/configOidc.js';

// The error pages come from the portal's chunk (antd, router): its first import, with jest's transform cache cold,
// took longer than jest's 5 s (the first run on a new machine failed, every later one passed).
jest.setTimeout(60_000);

const CONFIG_DEL_SITIO = JSON.parse(readFileSync(path.join(__dirname, '../../public/config.json'), 'utf8')) as Record<string, unknown>;

let servidor: ServidorHttp;
let config: { estado: number; cuerpo: unknown };
let sha: string;
let conWorkerPdf = true;
let raiz: Root;
/** Remotes' manifests the test server answers, by path. */
let manifiestos: Record<string, unknown> = {};

beforeAll(async () => {
  servidor = await iniciarServidorHttp((solicitud, res) => {
    if (solicitud.path === '/config.json') responderJson(res, config.estado, config.cuerpo);
    else if (solicitud.path === '/sitio/version.json') responderJson(res, 200, { sha });
    else if (solicitud.path === '/pdf.worker.min.mjs' && conWorkerPdf) responderJson(res, 200, {});
    else if (manifiestos[solicitud.path]) responderJson(res, 200, manifiestos[solicitud.path]);
    else responderJson(res, 404, {});
  });
});
afterAll(() => servidor.cerrar());

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const contenedor = document.createElement('div');
  document.body.appendChild(contenedor);
  raiz = createRoot(contenedor);
});
afterEach(() => {
  act(() => useTiempoRealStore.getState().setMantenimiento(false));
  act(() => raiz.unmount());
  document.body.innerHTML = '';
  conWorkerPdf = true;
  manifiestos = {};
  jest.restoreAllMocks();
});

const iniciar = () => act(() => arrancar(raiz, `${servidor.url}/config.json`));
/** The site's config.json pointing at the test server, as the composed site's would at its own origin. */
const configDePrueba = (extra: Record<string, unknown> = {}) => ({
  ...CONFIG_DEL_SITIO,
  apiBaseUrl: servidor.url,
  visorPdfWorkerUrl: `${servidor.url}/pdf.worker.min.mjs`,
  remotos: [],
  ...extra,
});

test('una configuración inválida muestra el error de arranque con los campos que fallan', async () => {
  config = { estado: 200, cuerpo: { ...CONFIG_DEL_SITIO, timeoutMs: 'treinta', hubUrl: undefined } };

  await iniciar();

  expect(screen.getByText('No se pudo iniciar el portal')).toBeInTheDocument();
  expect(screen.getByText(/La configuración del cliente no es válida/)).toHaveTextContent(/timeoutMs.*hubUrl/);
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('sin config.json muestra el error de arranque, nunca una pantalla en blanco', async () => {
  config = { estado: 404, cuerpo: {} };

  await iniciar();

  expect(screen.getByText('No se pudo iniciar el portal')).toBeInTheDocument();
  expect(screen.getByText(/el servidor respondió 404/)).toBeInTheDocument();
});

test('sin el worker del visor de PDF el portal no arranca y lo dice', async () => {
  conWorkerPdf = false;
  config = { estado: 200, cuerpo: configDePrueba() };

  await iniciar();

  expect(await screen.findByText('No se pudo iniciar el portal')).toBeInTheDocument();
  expect(screen.getByText(/No se pudo preparar el visor de PDF/)).toBeInTheDocument();
});

test('con una configuración válida arranca el portal y sus rutas', async () => {
  window.history.replaceState(null, '', '/ruta-que-no-existe');
  config = { estado: 200, cuerpo: configDePrueba() };

  await iniciar();

  expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/error404');
  expect(document.title).toBe('Página no encontrada');
  // The sections read the configuration the start-up read, not config.json again.
  const lecturas = servidor.solicitudes.filter((s) => s.path === '/config.json').length;
  await expect(configDelSitio()).resolves.toMatchObject({ apiBaseUrl: servidor.url });
  expect(servidor.solicitudes.filter((s) => s.path === '/config.json')).toHaveLength(lecturas);
});

test('sin sesión, una página protegida lleva al ingreso con solo los manifiestos de los remotos, sin su código ni montar el portal', async () => {
  const idp = await iniciarServidorOidc({});
  try {
    window.history.replaceState(null, '', '/cc/detalle-pagos?desde=2026-11-01');
    window.localStorage.clear();
    const remoto = { nombre: 'mfe-cuenta-corriente', manifestUrl: `${servidor.url}/mfe/cuenta-corriente/mf-manifest.json`, prefijos: ['/cc'] };
    manifiestos['/mfe/cuenta-corriente/mf-manifest.json'] = {
      metaData: { rutasPortal: { remoto: 'mfe-cuenta-corriente', rutas: { 'cc-detalle-pagos': { path: '/cc/detalle-pagos', titulo: 'Detalle de pagos', seccion: 2 } } } },
    };
    config = { estado: 200, cuerpo: configDePrueba({ oidc: configOidc(idp.authority), remotos: [remoto] }) };

    // The redirect never resolves in jsdom (it cannot leave the page): the start-up is not awaited.
    act(() => void arrancar(raiz, `${servidor.url}/config.json`));

    // The login request is stored (oidc-client-ts keeps its state before leaving) with the page to come back to.
    await waitFor(() => expect(Object.keys(window.localStorage).some((k) => k.startsWith('oidc.'))).toBe(true));
    const estado = Object.entries(window.localStorage).find(([k]) => k.startsWith('oidc.'))?.[1] ?? '';
    expect(JSON.parse(estado)).toMatchObject({ data: '/cc/detalle-pagos?desde=2026-11-01' });
    expect(idp.solicitudes.map((s) => s.path)).toContain('/idp/.well-known/openid-configuration');
    // Of the remotes, only their route tables (manifests) were asked for; the portal (shell, router, antd) never mounted.
    expect(servidor.solicitudes.filter((s) => s.path.startsWith('/mfe/')).map((s) => s.path)).toEqual(['/mfe/cuenta-corriente/mf-manifest.json']);
    expect(screen.getByText('Iniciando el portal…')).toBeInTheDocument();
  } finally {
    window.localStorage.clear();
    await idp.cerrar();
  }
});

test('la señal de mantenimiento muestra el aviso y, con una versión nueva publicada, lleva al sitio en mantenimiento con espera', async () => {
  window.history.replaceState(null, '', '/error404');
  sha = 'version-inicial';
  config = { estado: 200, cuerpo: configDePrueba({ siteBaseUrl: `${servidor.url}/sitio/` }) };
  await iniciar();
  await screen.findByText('Página no encontrada');
  await waitFor(() => expect(servidor.solicitudes.some((s) => s.path === '/sitio/version.json')).toBe(true));

  sha = 'version-nueva';
  act(() => useTiempoRealStore.getState().setMantenimiento(true));

  expect(await screen.findByText('Sistema en Mantenimiento')).toBeInTheDocument();
  await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/sitio-en-mantenimiento?wait=true'));
  expect(await screen.findByText('Sitio en mantenimiento')).toBeInTheDocument();
});
