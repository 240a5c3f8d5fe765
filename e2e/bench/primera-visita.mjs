// A new visitor's cold way in (DESIGN §11: ≤ 250 KB of JavaScript on the wire in ≤ 60 requests): a clean browser
// opens `/`, the host starts, the identity provider's login page shows, admin.demo signs in, and the first page
// loads until the network is idle. Served as `npm start` serves it (the API process with the built site, files
// precompressed), in Debian's Chromium. Printed: JavaScript bytes on the wire, all bytes, requests, LCP of the login
// page and of the first page, and the total time, beside a bare page of the same server (the host's version.json)
// in the same run, with the ratio; and each remote's entry as it travels (brotli). Needs the built site
// (`npm run build`); VUELTAS rounds (default 5), medians; DESGLOSE=1 lists every script of the last visit.
// Ends with code 1 when a figure is over its budget.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BANDERAS, iniciarServidor, mediana, raiz } from './sitio.mjs';

const requerir = createRequire(import.meta.url);
const { chromium } = requerir('@playwright/test');

const VUELTAS = Number(process.env.VUELTAS ?? 5);
const PRESUPUESTO = { kbJs: 250, solicitudes: 60, kbEntrada: 25 };
const REMOTOS = ['pedidos', 'cuenta-corriente', 'devoluciones', 'home', 'admin'];

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;


/** Bytes each finished request took on the wire (headers and encoded body), by resource type. */
function contarRed(page) {
  const cuenta = { solicitudes: 0, bytes: 0, bytesJs: 0, archivosJs: 0, scripts: [], otras: [] };
  page.on('requestfinished', async (solicitud) => {
    cuenta.solicitudes++;
    const tamanos = await solicitud.sizes().catch(() => null);
    if (!tamanos) return;
    const bytes = tamanos.responseBodySize + tamanos.responseHeadersSize;
    cuenta.bytes += bytes;
    if (solicitud.resourceType() === 'script') {
      cuenta.bytesJs += bytes;
      cuenta.archivosJs++;
      cuenta.scripts.push([bytes, new URL(solicitud.url()).pathname]);
    } else {
      cuenta.otras.push([bytes, `${solicitud.resourceType()} ${new URL(solicitud.url()).pathname}`]);
    }
  });
  page.on('requestfailed', () => cuenta.solicitudes++);
  return cuenta;
}

/** The page's largest contentful paint so far, in ms from its navigation start. */
const lcp = (page) =>
  page.evaluate(
    () =>
      new Promise((listo) => {
        new PerformanceObserver((lista) => {
          const entradas = lista.getEntries();
          listo(entradas.length ? entradas[entradas.length - 1].startTime : 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => listo(0), 2_000);
      }),
  );

async function primeraVisita(navegador, origen) {
  const contexto = await navegador.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', viewport: { width: 1366, height: 768 } });
  const page = await contexto.newPage();
  const cuenta = contarRed(page);
  const inicio = performance.now();
  await page.goto(`${origen}/`);
  const ingresar = page.getByRole('button', { name: 'Ingresar' });
  await ingresar.waitFor({ state: 'visible', timeout: 60_000 });
  const lcpLogin = await lcp(page);
  await page.getByLabel('Usuario').fill('admin.demo');
  await page.getByLabel('Contraseña').fill('Portal2026!');
  await ingresar.click();
  await page.getByRole('button', { name: /Cerrar sesión/ }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const total = performance.now() - inicio;
  const lcpPrimera = await lcp(page);
  await contexto.close();
  return { ...cuenta, lcpLogin, lcpPrimera, total };
}

async function paginaDesnuda(navegador, origen) {
  const contexto = await navegador.newContext();
  const page = await contexto.newPage();
  const cuenta = contarRed(page);
  const inicio = performance.now();
  await page.goto(`${origen}/version.json`);
  await page.waitForLoadState('networkidle');
  const total = performance.now() - inicio;
  await contexto.close();
  return { ...cuenta, total };
}

// The API with the built site and a fresh embedded database.
const servidor = await iniciarServidor('primera-visita');
const navegador = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BANDERAS });
try {
  // One visit first, not counted: the API's first requests compile and warm caches that a deployed server has warm.
  await primeraVisita(navegador, servidor.origen);
  const visitas = [];
  const desnudas = [];
  for (let i = 0; i < VUELTAS; i++) {
    visitas.push(await primeraVisita(navegador, servidor.origen));
    desnudas.push(await paginaDesnuda(navegador, servidor.origen));
  }
  const m = (lista, clave) => mediana(lista.map((v) => v[clave]));
  const v = { bytesJs: m(visitas, 'bytesJs'), archivosJs: m(visitas, 'archivosJs'), bytes: m(visitas, 'bytes'), solicitudes: m(visitas, 'solicitudes') };
  const [total, totalDesnuda] = [m(visitas, 'total'), m(desnudas, 'total')];
  const fuera = [];
  const dentro = (valor, tope, nombre) => {
    if (valor <= tope) return 'dentro';
    fuera.push(nombre);
    return 'FUERA';
  };
  console.log(`Primera visita de admin.demo (mediana de ${VUELTAS}, Chromium, ${servidor.origen}):`);
  console.log(`  JavaScript en la red: ${kb(v.bytesJs)} en ${v.archivosJs} archivos (presupuesto ${PRESUPUESTO.kbJs} KB: ${dentro(v.bytesJs / 1024, PRESUPUESTO.kbJs, 'JavaScript')})`);
  console.log(`  Solicitudes: ${v.solicitudes} (presupuesto ${PRESUPUESTO.solicitudes}: ${dentro(v.solicitudes, PRESUPUESTO.solicitudes, 'solicitudes')}); todo en la red: ${kb(v.bytes)}`);
  console.log(`  LCP del ingreso: ${m(visitas, 'lcpLogin').toFixed(0)} ms; LCP de la primera página: ${m(visitas, 'lcpPrimera').toFixed(0)} ms`);
  console.log(`  Total hasta la red quieta: ${total.toFixed(0)} ms; página desnuda del mismo servidor: ${totalDesnuda.toFixed(0)} ms (${m(desnudas, 'solicitudes')} solicitud, ${kb(m(desnudas, 'bytes'))}); razón ${(total / totalDesnuda).toFixed(1)}×`);
  // Each remote's entry as it travels (its brotli copy, what the site sends to a browser that takes brotli).
  const entradas = REMOTOS.map((r) => {
    const archivo = path.join(raiz, `mfe-${r}`, 'dist', 'remoteEntry.js.br');
    const bytes = existsSync(archivo) ? statSync(archivo).size : NaN;
    return `mfe-${r} ${kb(bytes)} (${dentro(bytes / 1024, PRESUPUESTO.kbEntrada, `entrada de mfe-${r}`)})`;
  });
  console.log(`  Entrada de cada remoto (presupuesto ${PRESUPUESTO.kbEntrada} KB): ${entradas.join(', ')}`);
  if (process.env.DESGLOSE) {
    const ultima = visitas.at(-1);
    for (const [bytes, ruta] of ultima.scripts.sort((a, b) => b[0] - a[0])) console.log(`    ${kb(bytes).padStart(7)}  ${ruta}`);
    console.log(`  Otras solicitudes (${ultima.otras.length}):`);
    for (const [bytes, ruta] of ultima.otras) console.log(`    ${kb(bytes).padStart(7)}  ${ruta}`);
  }
  if (fuera.length) {
    console.log(`  Fuera de presupuesto: ${fuera.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await navegador.close();
  await servidor.cerrar();
}
