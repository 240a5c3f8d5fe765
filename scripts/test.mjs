// `npm test`: install what is missing, then every suite — unit (shared, host, remotes), API integration
// (embedded PGlite, and PostgreSQL + Redis when DATABASE_URL / REDIS_URL are set), and the browser journeys
// over the production build in Debian's Chromium, after the static checks (types, lint, dependency rules).
// The last line sums them all: `N passed, N failed`.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { construirFront } from './build.mjs';
import { verificar } from './check.mjs';
import { asegurarNginx } from './proxy-nginx.mjs';
import { PAQUETES_FRONT, ayuda, correr, correrPnpm, duracion, instalarDependencias, log, raiz } from './lib.mjs';

ayuda(`
Uso: npm test [-- --sin-navegador]
Instala lo que falte y corre todo: verificaciones (tipos, lint, dependencias, comandos), pruebas de shared, host y
remotos, API sobre PGlite (y sobre PostgreSQL + Redis si DATABASE_URL / REDIS_URL están definidas) y, salvo con
--sin-navegador, los recorridos de Playwright en Chromium. La última línea suma todo: "N passed, N failed".
`);

const CHROMIUM = '/usr/bin/chromium';
const soloUnidad = process.argv.includes('--sin-navegador');
const salida = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const resultados = [];
/** The failed tests, named with the start of their message, printed just before the summary (CI shows a run's tail). */
const fallas = [];
/** Journeys that failed once and passed when run again (CI retries once): passed, but named so they get fixed. */
const inestables = [];

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

/** Counts one jest report's files into `{ passed, failed }`, naming each failure (a file that crashed counts as one). */
function contarArchivos(nombre, archivos) {
  const cuenta = { passed: 0, failed: 0 };
  for (const archivo of archivos) {
    const donde = path.relative(process.cwd(), archivo.name ?? '');
    const pruebas = archivo.assertionResults ?? [];
    cuenta.passed += pruebas.filter((t) => t.status === 'passed').length;
    const fallidas = pruebas.filter((t) => t.status === 'failed');
    cuenta.failed += fallidas.length;
    for (const t of fallidas) fallas.push(`${nombre} › ${donde} › ${t.fullName}: ${(t.failureMessages ?? []).join(' ')}`);
    if (archivo.failureMessage && fallidas.length === 0) {
      cuenta.failed += 1;
      fallas.push(`${nombre} › ${donde}: ${archivo.failureMessage}`);
    }
  }
  return cuenta;
}

const JEST = ['--ci', '--forceExit'];

/** Runs one jest suite with a JSON report and records its counts (a crash without a report counts as a failure). */
async function jest(nombre, paquete, env = {}, argumentos = []) {
  const archivo = nombre.replace(/[^\w-]+/g, '-');
  const reporte = path.join(salida, `${archivo}.json`);
  // The API suites' apps write their error-level entries here (api/test/support/entorno.ts): read after the run.
  const errores = path.join(salida, `${archivo}-errores`);
  mkdirSync(errores, { recursive: true });
  const desde = Date.now();
  log(`Pruebas: ${nombre}`);
  // --forceExit: a suite that leaves a handle open (a worker, a socket) must not stall the whole run once its
  // results are written; jest still names it ("did not exit one second after…").
  const codigo = await correrPnpm(['--filter', paquete, 'test', ...JEST, ...argumentos, '--json', `--outputFile=${reporte}`], { env: { PORTAL_PRUEBAS_ERRORES: errores, ...env } });
  log(`Pruebas: ${nombre} en ${duracion(desde)}`);
  anotar(nombre, codigo, reporte, (r) => contarArchivos(nombre, r.testResults ?? []));
  revisarRegistro(nombre, errores);
}

/**
 * Issue 27: no error may hide behind an answer. Every error-level entry an API suite's app logged fails the run, named
 * with its suite and message (a database error behind a 200, an unexpected exception turned into a 503…).
 */
function revisarRegistro(nombre, carpeta) {
  const entradas = readdirSync(carpeta).flatMap((f) =>
    readFileSync(path.join(carpeta, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((linea) => {
        try {
          return JSON.parse(linea);
        } catch {
          return { level: 50, msg: linea };
        }
      }),
  );
  const errores = entradas.filter((e) => (e.level ?? 0) >= 50);
  for (const e of errores) fallas.push(`${nombre} › registro del servidor › ${e.suite ?? '?'}: ${e.msg ?? ''} ${e.err?.message ?? ''}`.trim());
  resultados.push({ nombre: `${nombre}: registro sin errores`, passed: errores.length === 0 ? 1 : 0, failed: errores.length });
}

/**
 * The front end's suites (shared, host and every remote) in one jest run over their projects: one pool of two
 * workers stays busy across packages (each package alone left a core idle: jest keeps one worker on two cores),
 * and each package's count is read back from its files' paths.
 */
async function jestFront() {
  const paquetes = ['shared', ...PAQUETES_FRONT];
  const reporte = path.join(salida, 'front.json');
  const desde = Date.now();
  log(`Pruebas: ${paquetes.join(', ')}`);
  const proyectos = paquetes.map((p) => path.join(raiz, p));
  const codigo = await correrPnpm(['--filter', '@portal/shared', 'exec', 'jest', ...JEST, '--maxWorkers=2', '--json', `--outputFile=${reporte}`, '--projects', ...proyectos]);
  log(`Pruebas: front en ${duracion(desde)}`);
  let r = null;
  try {
    r = JSON.parse(readFileSync(reporte, 'utf8'));
  } catch {
    /* no report: every package counts as failed below */
  }
  for (const paquete of paquetes) {
    const propios = (r?.testResults ?? []).filter((a) => path.relative(raiz, a.name ?? '').split(path.sep)[0] === paquete);
    const cuenta = propios.length > 0 ? contarArchivos(paquete, propios) : { passed: 0, failed: 1 };
    resultados.push({ nombre: paquete, ...cuenta });
  }
  if (codigo !== 0 && resultados.slice(-paquetes.length).every((c) => c.failed === 0)) resultados.push({ nombre: 'front (jest)', passed: 0, failed: 1 });
}

/**
 * Issue 26: the API's date-sensitive suites (api/jest.instantes.config.js) at each instant of shared/test/instantes.json,
 * business time moved there (PORTAL_AHORA), each failure named with its instant. Two instants at once, one jest worker
 * each: one run's seed (a single core) overlaps the other's suites.
 */
async function apiEnInstantes() {
  const instantes = JSON.parse(readFileSync(path.join(raiz, 'shared', 'test', 'instantes.json'), 'utf8'));
  const desde = Date.now();
  const cola = [...instantes];
  const uno = async () => {
    for (let i = cola.shift(); i; i = cola.shift()) {
      const env = { DATABASE_URL: '', REDIS_URL: '', PORTAL_AHORA: i.instante, PORTAL_AHORA_DESDE: String(Date.now()) };
      await jest(`api @ ${i.nombre}`, '@portal/api', env, ['--config', 'jest.instantes.config.js', '--maxWorkers=1', '--reporters=summary']);
    }
  };
  await Promise.all([uno(), uno()]);
  log(`Pruebas: api en ${instantes.length} instantes en ${duracion(desde)}`);
}

async function playwright() {
  const reporte = path.join(salida, 'e2e.json');
  const desde = Date.now();
  log('Pruebas: navegador (Playwright + Chromium)');
  const codigo = await correrPnpm(['--filter', 'e2e', 'test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reporte } });
  log(`Pruebas: navegador en ${duracion(desde)}`);
  anotar('e2e', codigo, reporte, (r) => {
    const recorrer = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'flaky') inestables.push(`e2e › ${spec.file}:${spec.line} › ${spec.title}`);
          if (t.status !== 'unexpected') continue;
          const errores = (t.results ?? []).flatMap((res) => (res.errors ?? []).map((e) => e.message ?? ''));
          fallas.push(`e2e › ${spec.file}:${spec.line} › ${spec.title}: ${errores.join(' ')}`);
        }
      }
      for (const hija of suite.suites ?? []) recorrer(hija);
    };
    for (const suite of r.suites ?? []) recorrer(suite);
    return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  });
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
  // The API suite's scale-out tests run Debian's nginx on deploy/nginx-proxy.conf (api/test/escalado).
  await asegurarNginx();

  // Static checks first: a type error or a broken dependency rule fails the run, whatever the suites say.
  resultados.push(...(await verificar()));

  await jestFront();

  // The embedded default first, with neither server; then the real servers when CI provides them. The scale-out files
  // (api/test/escalado) start their own PostgreSQL databases, Redis and nginx whatever the run: with the real servers
  // they run once, in that run; without them (no DATABASE_URL / REDIS_URL), here.
  const conServidores = Boolean(process.env.DATABASE_URL || process.env.REDIS_URL);
  await jest('api (PGlite)', '@portal/api', { DATABASE_URL: '', REDIS_URL: '' }, conServidores ? ['--testPathIgnorePatterns', '/node_modules/', '/test/escalado/'] : []);
  await apiEnInstantes();
  if (conServidores) {
    await jest('api (PostgreSQL + Redis)', '@portal/api', {});
  }

  if (!soloUnidad) {
    const desde = Date.now();
    await construirFront();
    log(`Compilación en ${duracion(desde)}`);
    await playwright();
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  resultados.push({ nombre: 'preparación', passed: 0, failed: 1 });
} finally {
  rmSync(salida, { recursive: true, force: true });
}

// eslint-disable-next-line no-control-regex
const sinColores = (texto) => texto.replace(/\u001b\[[0-9;]*m/g, '');
if (fallas.length > 0) {
  console.log('\nFallas:');
  for (const f of fallas.slice(0, 20)) console.log(`  - ${sinColores(f).replace(/\s+/g, ' ').slice(0, 700)}`);
}
if (inestables.length > 0) {
  console.log('\nInestables (fallaron una vez y pasaron al reintentar):');
  for (const i of inestables) console.log(`  - ${i}`);
}
console.log('\nResumen:');
for (const r of resultados) console.log(`  ${r.nombre}: ${r.passed} passed, ${r.failed} failed`);
const total = resultados.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed }), { passed: 0, failed: 0 });
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
