// `npm test`: install what is missing, then every suite — unit (shared, host, remotes), API integration
// (embedded PGlite, and PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set), and the browser journeys
// over the production build in Debian's Chromium. The last line sums them all: `N passed, N failed`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { construirFront } from './build.mjs';
import { PAQUETES_FRONT, correr, correrPnpm, instalarDependencias, log } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const soloUnidad = process.argv.includes('--sin-navegador');
const salida = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const resultados = [];

async function asegurarChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    log('Instalando Chromium de Debian para las pruebas de navegador…');
    if ((await correr('apt-get', ['update', '-qq'])) === 0 && (await correr('apt-get', ['install', '-y', '-qq', 'chromium'])) === 0) return;
  }
  throw new Error(
    `Falta Chromium en ${CHROMIUM}. Instálelo con "sudo apt-get install -y chromium" (Debian/Ubuntu) y vuelva a ejecutar npm test.`,
  );
}

/** Runs one jest suite with a JSON report and records its counts (a crash without a report counts as a failure). */
async function jest(nombre, paquete, env = {}) {
  const reporte = path.join(salida, `${nombre}.json`);
  log(`Pruebas: ${nombre}`);
  // --forceExit: a suite that leaves a handle open (a worker, a socket) must not stall the whole run once its
  // results are written; jest still names it ("did not exit one second after…").
  const codigo = await correrPnpm(['--filter', paquete, 'test', '--ci', '--forceExit', '--json', `--outputFile=${reporte}`], { env });
  anotar(nombre, codigo, reporte, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites }));
}

async function playwright() {
  const reporte = path.join(salida, 'e2e.json');
  log('Pruebas: navegador (Playwright + Chromium)');
  const codigo = await correrPnpm(['--filter', 'e2e', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reporte } });
  anotar('e2e', codigo, reporte, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }));
}

function anotar(nombre, codigo, reporte, contar) {
  let cuenta = { passed: 0, failed: 1 };
  if (existsSync(reporte)) {
    try {
      cuenta = contar(JSON.parse(readFileSync(reporte, 'utf8')));
    } catch {
      /* an unreadable report counts as one failure */
    }
  }
  if (codigo !== 0 && cuenta.failed === 0) cuenta.failed = 1;
  resultados.push({ nombre, ...cuenta });
}

try {
  await instalarDependencias();
  if (!soloUnidad) await asegurarChromium();

  await jest('shared', '@portal/shared');
  for (const p of PAQUETES_FRONT) await jest(p, p);

  // The embedded default first, with neither server; then the real servers when CI provides them.
  await jest('api (PGlite)', '@portal/api', { DATABASE_URL: '', REDIS_URL: '' });
  if (process.env.DATABASE_URL || process.env.REDIS_URL) {
    await jest('api (PostgreSQL + Redis)', '@portal/api', {});
  }

  if (!soloUnidad) {
    await construirFront();
    await playwright();
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  resultados.push({ nombre: 'preparación', passed: 0, failed: 1 });
} finally {
  rmSync(salida, { recursive: true, force: true });
}

console.log('\nResumen:');
for (const r of resultados) console.log(`  ${r.nombre}: ${r.passed} passed, ${r.failed} failed`);
const total = resultados.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed }), { passed: 0, failed: 0 });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
