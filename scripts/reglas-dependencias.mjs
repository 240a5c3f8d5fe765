// A self-test of the dependency rules (`.dependency-cruiser.cjs`, and the module and area cycles of
// scripts/reglas-modulos.mjs), run by `npm run deps` before the real cruise: a rule whose regular expression stopped
// matching would otherwise pass in silence. It plants the imports each rule must catch (the `pedido → carrito` table
// import of issue 9 first, then an import into another module's internals and a cycle between two modules, issue 28)
// and the ones it must allow in a scratch tree, cruises it with the real configuration and compares the violations
// and cycles found with the expected ones.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { log, raiz } from './lib.mjs';
import { cruzarApi, medir } from './reglas-modulos.mjs';

const A = 'api/src/areas';
const P = 'api/src/plataforma';

/** [file, import it makes, rule(s) that must fire (null: none)]. */
export const CASOS = [
  [`${A}/pedidos/pedido/planta.ts`, '../carrito/tablas.js', 'modulo-solo-sus-tablas'],
  ['api/src/jobs/planta.ts', '../areas/pedidos/carrito/tablas.js', 'modulo-solo-sus-tablas'],
  [`${A}/pedidos/suelta.ts`, './carrito/tablas.js', 'archivo-suelto-sin-tablas'],
  ['api/src/planta.ts', './areas/pedidos/carrito/tablas.js', ['archivo-suelto-sin-tablas', 'plataforma-bajo-areas']],
  [`${A}/pedidos/pedido/rota.ts`, '../carrito/tablaz.js', 'sin-irresolubles'],
  [`${A}/inicio/banner/agregado.ts`, '../../../db/schema/index.js', ['modulos-sin-esquema-agregado', 'areas-bajo-la-cima']],
  ['mfe-pedidos/src/planta.ts', '../../mfe-home/src/destino.js', 'remoto-no-importa-host-ni-otro-remoto'],
  // Faces (issue 28): another module's internals, an area's loose file, from outside the areas.
  [`${A}/pedidos/pedido/interna.ts`, '../carrito/service.js', 'solo-fachadas-entre-modulos'],
  [`${P}/farmacia/interna.ts`, '../parametros/service.js', 'solo-fachadas-entre-modulos'],
  [`${A}/inicio/widget/interna.ts`, '../../pedidos/carrito/service.js', 'solo-fachadas-entre-modulos'],
  [`${A}/inicio/widget/suelta.ts`, '../../pedidos/con-troqueles.js', 'solo-fachadas-entre-areas'],
  ['api/src/jobs/interna.ts', '../areas/pedidos/carrito/service.js', 'solo-fachadas-desde-fuera'],
  ['api/src/idp/interna.ts', '../plataforma/parametros/service.js', 'solo-fachadas-desde-fuera'],
  [`${A}/pedidos/rutas-agregables.ts`, './carrito/service.js', 'fachada-de-area-sola'],
  // Layers: the platform below the areas, the areas below what composes them, db never loads the seed.
  ['api/src/jobs/periodico.ts', '../areas/pedidos/index.js', 'plataforma-bajo-areas'],
  ['api/src/hub/cima.ts', '../app.js', 'plataforma-bajo-areas'],
  [`${A}/inicio/widget/cima.ts`, '../../../seed/index.js', 'areas-bajo-la-cima'],
  ['api/src/db/arranque.ts', '../seed/index.js', ['db-no-importa-seed', 'plataforma-bajo-areas']],
  // Test helpers stay out of the product (issue 28): a page may not load one; its test beside it may.
  ['mfe-pedidos/src/pagina.tsx', '../../shared/test/usuario-prueba.js', 'producto-sin-ayudas-de-prueba'],
  ['mfe-pedidos/src/pagina.test.tsx', '../../shared/test/usuario-prueba.js', null],
  // Allowed: a module's own tables and files, faces, foreign keys, what composes the areas.
  [`${A}/pedidos/carrito/repositorio.ts`, './tablas.js', null],
  [`${A}/pedidos/pedido/tablas.ts`, '../carrito/tablas.js', null],
  [`${A}/cuenta-corriente/factura/tablas.ts`, '../../pedidos/carrito/tablas.js', null],
  [`${A}/pedidos/pedido/fachada.ts`, '../carrito/index.js', null],
  [`${A}/inicio/widget/fachada.ts`, '../../pedidos/carrito/index.js', null],
  [`${A}/inicio/widget/area.ts`, '../../pedidos/index.js', null],
  ['api/src/jobs/fachada.ts', '../areas/pedidos/index.js', null],
  ['api/src/rutas/fachada.ts', '../plataforma/parametros/index.js', null],
  [`${A}/pedidos/index.ts`, './carrito/routes.js', null],
  [`${P}/index.ts`, './farmacia/routes.js', null],
  ['api/src/app.ts', './areas/index.js', null],
  ['api/src/seed/planta.ts', '../areas/pedidos/carrito/tablas.js', null],
  ['api/src/db/schema/index.ts', '../../areas/pedidos/carrito/tablas.js', null],
  // A cycle between two modules (without a cycle between files), and one between two areas (without one between modules).
  [`${A}/ciclo/a/index.ts`, '../b/index.js', null],
  [`${A}/ciclo/b/service.ts`, '../a/index.js', null],
  [`${A}/uno/m/service.ts`, '../../dos/index.js', null],
  [`${A}/dos/index.ts`, '../uno/index.js', null],
];

/** The cycles scripts/reglas-modulos.mjs must find in the planted tree, by level. */
export const CICLOS = { modulos: [['areas/ciclo/a', 'areas/ciclo/b']], areas: [['areas/dos', 'areas/uno']] };

const DESTINOS = [
  `${A}/pedidos/carrito/tablas.ts`,
  `${A}/pedidos/carrito/service.ts`,
  `${A}/pedidos/carrito/index.ts`,
  `${A}/pedidos/carrito/routes.ts`,
  `${A}/pedidos/con-troqueles.ts`,
  `${A}/pedidos/index.ts`,
  `${A}/index.ts`,
  `${A}/uno/index.ts`,
  `${A}/ciclo/b/index.ts`,
  `${P}/parametros/service.ts`,
  `${P}/parametros/index.ts`,
  `${P}/farmacia/routes.ts`,
  'api/src/app.ts',
  'api/src/seed/index.ts',
  'mfe-home/src/destino.ts',
  'shared/test/usuario-prueba.ts',
];

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

/** Answers 0 when every planted import got exactly its expected rule, 1 otherwise (printing the differences). */
export async function probarReglas() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reglas-dependencias-'));
  try {
    plantar(dir);
    const resultado = await cruzarApi(dir, ['api', 'mfe-pedidos']);
    const halladas = new Set(resultado.summary.violations.map((v) => `${v.from} ${v.rule.name}`));
    const esperadas = new Set(CASOS.flatMap(([archivo, , reglas]) => [reglas ?? []].flat().map((regla) => `${archivo} ${regla}`)));
    // The cycles, by level, as the real check finds them.
    const { ciclosModulos, ciclosAreas } = medir(resultado);
    const texto = (nivel, ciclos) => ciclos.map((c) => `ciclo entre ${nivel}: ${c.join(' ↔ ')}`);
    for (const c of [...texto('módulos', ciclosModulos), ...texto('áreas', ciclosAreas)]) halladas.add(c);
    for (const c of [...texto('módulos', CICLOS.modulos), ...texto('áreas', CICLOS.areas)]) esperadas.add(c);
    const faltan = [...esperadas].filter((v) => !halladas.has(v));
    const sobran = [...halladas].filter((v) => !esperadas.has(v));
    for (const v of faltan) log(`Prueba de reglas: no se detectó ${v}`);
    for (const v of sobran) log(`Prueba de reglas: se marcó de más ${v}`);
    if (faltan.length === 0 && sobran.length === 0) {
      log(`Prueba de reglas: ${CASOS.length} importaciones plantadas, cada una con su regla, y sus ${CICLOS.modulos.length + CICLOS.areas.length} ciclos`);
    }
    return faltan.length === 0 && sobran.length === 0 ? 0 : 1;
  } catch (e) {
    log(`Prueba de reglas: no pudo correr (${e.message})`);
    return 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(await probarReglas());
