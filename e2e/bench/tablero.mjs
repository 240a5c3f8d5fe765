// The dashboard (/) of admin.demo with every widget (the ten of the catalogue), measured in Debian's Chromium over the
// built site as `npm start` serves it: from navigation until every widget shows its data (or its empty state), cold
// (browser cache cleared) and warm (cached), and as the first page of a new browser context (nothing compiled in memory
// either), beside the same page with no widgets in the same run, with the ratio;
// then each widget's data calls (those it makes, in parallel as it makes them) from Node, p95. Targets of issue 14:
// ≤ 800 ms cold, ≤ 50 ms p95 per widget. Needs the built site (`npm run build`); VUELTAS rounds (default 5), medians;
// LATENCIA_MS adds that round-trip latency to each of the page's requests (a pharmacy far from the server).
/* global document -- the functions given to page.evaluate and waitForFunction run in the page */
import { createRequire } from 'node:module';
import { BANDERAS, iniciarServidor, mediana } from './sitio.mjs';

const requerir = createRequire(import.meta.url);
const { chromium } = requerir('@playwright/test');

const VUELTAS = Number(process.env.VUELTAS ?? 5);
const LLAMADAS = Number(process.env.LLAMADAS ?? 40);
const OBJETIVO = { frioMs: 800, p95Ms: 50 };
/** Round-trip latency to add to every request (Chromium's network emulation), as a pharmacy far from the server has it. */
const LATENCIA_MS = Number(process.env.LATENCIA_MS ?? 0);

/**
 * Every widget of the catalogue (shared/src/contracts/widget.ts) and the calls it makes for its data: steps one after
 * the other, the calls of a step in parallel (as mfe-home's widgets-api.ts makes them).
 */
const WIDGETS = {
  carrito: [['GET /api/carritopersistente/GetItemsCarrito', 'GET /api/importe-carrito', 'GET /api/widget/carrito-ultimo-cambio']],
  'proximo-cierre': [['GET /api/farmacia/InfoHoras']],
  'saldo-cuenta-corriente': [['GET /api/CuentaCorriente/composicion/1001']],
  'ultimos-pedidos': [['GET /api/pedidoHistorico/BuscarPedido?sorts=-fechaAlta&page=1&pageSize=5', 'GET /api/estado']],
  recuperador: [['GET /api/recuperador/GetItemsRecuperador']],
  bonos: [['GET /api/farmacia/1001/cantBonos']],
  recalls: [['GET /api/recall/PublicadosYVigentes'], ['POST /api/recall/ItemsRecalls']],
  evento: [['GET /api/evento/evento-activo']],
  novedades: [['GET /api/novedad/1001']],
  banners: [['GET /api/banner']],
};

const p95 = (valores) => [...valores].sort((a, b) => a - b)[Math.min(valores.length - 1, Math.ceil(valores.length * 0.95) - 1)];
const ms = (n) => `${n.toFixed(0)} ms`;


const OPCIONES_CONTEXTO = { locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', viewport: { width: 1366, height: 900 } };

/** A browser context whose site config allows the ten widgets. */
async function contextoConDiezWidgets(navegador) {
  const contexto = await navegador.newContext(OPCIONES_CONTEXTO);
  await contexto.route('**/config.json', async (route) => {
    const respuesta = await route.fetch();
    const config = await respuesta.json();
    await route.fulfill({ response: respuesta, json: { ...config, toggles: { ...config.toggles, maxWidgetsDashboard: 10 } } });
  });
  return contexto;
}

/** A signed-in admin.demo; answers the page, its bearer token and its browser storage (the session kept there). */
async function sesion(navegador, origen) {
  const contexto = await contextoConDiezWidgets(navegador);
  const page = await contexto.newPage();
  await page.goto(`${origen}/sitemap`);
  await page.getByRole('button', { name: 'Ingresar' }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.getByLabel('Usuario').fill('admin.demo');
  await page.getByLabel('Contraseña').fill('Portal2026!');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: 'Sitemap' }).waitFor({ state: 'visible', timeout: 60_000 });
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:')))).access_token);
  const almacen = await page.evaluate(() => ({ sesion: { ...sessionStorage }, local: { ...localStorage } }));
  return { contexto, page, token, almacen };
}

/**
 * The dashboard as the first page of a new browser context: its own renderer process, so besides an empty cache it
 * has none of the code V8 compiled for earlier loads (the cold rounds above reload in the same tab, which keeps it).
 * The session is the one kept in the browser's storage, put back before the page's scripts run.
 */
async function medirEnNavegadorNuevo(navegador, origen, almacen, n) {
  const contexto = await contextoConDiezWidgets(navegador);
  await contexto.addInitScript(({ sesion, local }) => {
    for (const [clave, valor] of Object.entries(sesion)) sessionStorage.setItem(clave, valor);
    for (const [clave, valor] of Object.entries(local)) localStorage.setItem(clave, valor);
  }, almacen);
  try {
    return await medirInicio(await contexto.newPage(), origen, n);
  } finally {
    await contexto.close();
  }
}

/** The recalls in force, whose items the recalls widget asks for. */
let idsRecalls = [];

async function llamar(origen, token, llamada) {
  const [metodo, ruta] = llamada.split(' ');
  const cuerpo = metodo === 'POST' ? JSON.stringify({ recallIds: idsRecalls }) : undefined;
  const r = await fetch(`${origen}${ruta}`, { method: metodo, body: cuerpo, headers: { authorization: `Bearer ${token}`, ...(cuerpo ? { 'content-type': 'application/json' } : {}) } });
  await r.arrayBuffer();
  if (!r.ok && r.status !== 204) throw new Error(`${llamada}: ${r.status}`);
}

async function guardarLayout(origen, token, widgets) {
  const r = await fetch(`${origen}/api/widget/layout`, { method: 'PUT', body: JSON.stringify(widgets), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
  if (!r.ok) throw new Error(`PUT /api/widget/layout: ${r.status} ${await r.text()}`);
}

/**
 * Navigates to / and answers the ms from navigation start until the dashboard is complete: `n` widgets each past its
 * skeleton (its data or its empty state shown), or the empty dashboard's notice when n is 0.
 */
async function medirInicio(page, origen, n) {
  await page.goto(`${origen}/`, { waitUntil: 'commit' });
  const listo = await page.waitForFunction(
    (cuantos) => {
      const widgets = [...document.querySelectorAll('[data-widget]')];
      const completo = cuantos === 0 ? document.body.innerText.includes('Su tablero no tiene widgets.') : widgets.length === cuantos && widgets.every((w) => !w.querySelector('.ant-skeleton') && w.querySelector('.ant-card-body')?.textContent?.trim());
      return completo ? performance.now() : null;
    },
    n,
    { timeout: 60_000, polling: 'raf' },
  );
  return listo.jsonValue();
}

// The API with the built site and a fresh embedded database.
const servidor = await iniciarServidor('tablero', { MAX_WIDGETS_DASHBOARD: '10' });
const navegador = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BANDERAS });
try {
  const { contexto, page, token, almacen } = await sesion(navegador, servidor.origen);
  // The news modal would cover the page: read once, so it stays closed.
  const novedad = await (await fetch(`${servidor.origen}/api/novedad/1001`, { headers: { authorization: `Bearer ${token}` } })).json();
  await fetch(`${servidor.origen}/api/novedad/lectura/${novedad.id}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
  const cdp = await contexto.newCDPSession(page);
  if (LATENCIA_MS > 0) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCIA_MS, downloadThroughput: -1, uploadThroughput: -1 });
  const completo = Object.keys(WIDGETS);
  const resultados = { completo: { frio: [], tibio: [], nuevo: [] }, vacio: { frio: [], tibio: [], nuevo: [] } };
  // One full round first, not counted: the API's first requests compile and warm caches that a running server has warm.
  await guardarLayout(servidor.origen, token, completo);
  await medirInicio(page, servidor.origen, completo.length);
  for (let i = 0; i < VUELTAS; i++) {
    for (const [caso, widgets] of [['completo', completo], ['vacio', []]]) {
      await guardarLayout(servidor.origen, token, widgets);
      await cdp.send('Network.clearBrowserCache');
      resultados[caso].frio.push(await medirInicio(page, servidor.origen, widgets.length));
      resultados[caso].tibio.push(await medirInicio(page, servidor.origen, widgets.length));
      resultados[caso].nuevo.push(await medirEnNavegadorNuevo(navegador, servidor.origen, almacen, widgets.length));
    }
  }
  await contexto.close();

  idsRecalls = (await (await fetch(`${servidor.origen}/api/recall/PublicadosYVigentes`, { headers: { authorization: `Bearer ${token}` } })).json()).map((r) => r.id);
  const porWidget = [];
  for (const [nombre, pasos] of Object.entries(WIDGETS)) {
    const tiempos = [];
    for (let i = 0; i < LLAMADAS; i++) {
      const inicio = performance.now();
      for (const paso of pasos) await Promise.all(paso.map((l) => llamar(servidor.origen, token, l)));
      tiempos.push(performance.now() - inicio);
    }
    porWidget.push([nombre, p95(tiempos), mediana(tiempos)]);
  }

  const m = (caso, modo) => mediana(resultados[caso][modo]);
  const latencia = LATENCIA_MS > 0 ? `, ${LATENCIA_MS} ms de latencia por pedido` : '';
  console.log(`Tablero de admin.demo con ${completo.length} widgets (mediana de ${VUELTAS}, Chromium, ${servidor.origen}${latencia}), hasta que cada widget muestra sus datos:`);
  const ETIQUETAS = { frio: 'En frío (caché vacía)           ', tibio: 'En tibio (con caché)            ', nuevo: 'Navegador nuevo (nada compilado)' };
  for (const modo of ['frio', 'tibio', 'nuevo']) {
    const [lleno, vacio] = [m('completo', modo), m('vacio', modo)];
    const objetivo = modo === 'frio' ? ` (objetivo ${OBJETIVO.frioMs} ms: ${lleno <= OBJETIVO.frioMs ? 'dentro' : 'FUERA'})` : '';
    console.log(`  ${ETIQUETAS[modo]}: ${ms(lleno)}${objetivo}; la misma página sin widgets: ${ms(vacio)}; razón ${(lleno / vacio).toFixed(2)}×`);
  }
  console.log(`Datos de cada widget (sus llamadas en paralelo, ${LLAMADAS} veces desde Node): p95 (mediana), objetivo ${OBJETIVO.p95Ms} ms`);
  for (const [nombre, p, med] of porWidget) console.log(`  ${nombre.padEnd(24)} ${ms(p).padStart(7)} (${ms(med)})${p <= OBJETIVO.p95Ms ? '' : '  FUERA'}`);
} finally {
  await navegador.close();
  await servidor.cerrar();
}
