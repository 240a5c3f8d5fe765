// A self-test of the dependency rules (`.dependency-cruiser.cjs`), run by `npm run deps` before the real cruise: a rule
// whose regular expression stopped matching would otherwise pass in silence. It plants the imports each rule must
// catch (the `pedido → carrito` table import of issue 9 first) and the ones it must allow in a scratch tree, cruises
// it with the real configuration and compares the violations found with the expected ones.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, raiz } from './lib.mjs';

/** [file, import it makes, rule that must fire (null: none)]. */
export const CASOS = [
  ['api/src/modules/pedido/planta.ts', '../carrito/tablas.js', 'modulo-solo-sus-tablas'],
  ['api/src/jobs/planta.ts', '../modules/carrito/tablas.js', 'modulo-solo-sus-tablas'],
  ['api/src/modules/suelta.ts', './carrito/tablas.js', 'archivo-suelto-sin-tablas'],
  ['api/src/planta.ts', './modules/carrito/tablas.js', 'archivo-suelto-sin-tablas'],
  ['api/src/modules/pedido/rota.ts', '../carrito/tablaz.js', 'sin-irresolubles'],
  ['api/src/modules/pedido/agregado.ts', '../../db/schema/index.js', 'modulos-sin-esquema-agregado'],
  ['mfe-pedidos/src/planta.ts', '../../mfe-home/src/destino.js', 'remoto-no-importa-host-ni-otro-remoto'],
  ['api/src/modules/carrito/service.ts', './tablas.js', null],
  ['api/src/modules/pedido/tablas.ts', '../carrito/tablas.js', null],
  ['api/src/seed/planta.ts', '../modules/carrito/tablas.js', null],
  ['api/src/db/schema/index.ts', '../../modules/carrito/tablas.js', null],
];

const DESTINOS = ['api/src/modules/carrito/tablas.ts', 'mfe-home/src/destino.ts'];

function plantar(dir) {
  const escribir = (archivo, texto) => {
    mkdirSync(path.dirname(path.join(dir, archivo)), { recursive: true });
    writeFileSync(path.join(dir, archivo), texto);
  };
  for (const destino of DESTINOS) escribir(destino, 'export const x = 1;\n');
  CASOS.forEach(([archivo, importa], i) => escribir(archivo, `import { x } from '${importa}';\nexport const y${i} = x;\n`));
  // The configuration names its tsconfig relative to the working directory; this one resolves like the real one.
  writeFileSync(
    path.join(dir, 'tsconfig.depcruise.json'),
    JSON.stringify({ extends: path.join(raiz, 'tsconfig.base.json'), compilerOptions: { allowJs: true }, files: [path.join(dir, CASOS[0][0])] }),
  );
}

function cruzar(dir) {
  return new Promise((resolve, reject) => {
    const bin = path.join(raiz, 'node_modules', '.bin', 'depcruise');
    const hijo = spawn(bin, ['--config', path.join(raiz, '.dependency-cruiser.cjs'), '--output-type', 'json', 'api', 'mfe-pedidos'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let salida = '';
    hijo.stdout.on('data', (d) => (salida += d));
    hijo.on('error', reject);
    hijo.on('exit', () => {
      try {
        resolve(JSON.parse(salida));
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** Answers 0 when every planted import got exactly its expected rule, 1 otherwise (printing the differences). */
export async function probarReglas() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reglas-dependencias-'));
  try {
    plantar(dir);
    const resultado = await cruzar(dir);
    const halladas = new Set(resultado.summary.violations.map((v) => `${v.from} ${v.rule.name}`));
    const esperadas = new Set(CASOS.filter(([, , regla]) => regla).map(([archivo, , regla]) => `${archivo} ${regla}`));
    const faltan = [...esperadas].filter((v) => !halladas.has(v));
    const sobran = [...halladas].filter((v) => !esperadas.has(v));
    for (const v of faltan) log(`Prueba de reglas: no se detectó ${v}`);
    for (const v of sobran) log(`Prueba de reglas: se marcó de más ${v}`);
    if (faltan.length === 0 && sobran.length === 0) log(`Prueba de reglas: ${CASOS.length} importaciones plantadas, cada una con su regla`);
    return faltan.length === 0 && sobran.length === 0 ? 0 : 1;
  } catch (e) {
    log(`Prueba de reglas: no pudo correr (${e.message})`);
    return 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await probarReglas());
