// The API's module rules that dependency-cruiser cannot say, because its rules see files (DESIGN §6): no cycle between
// modules, no cycle between areas. Run by `npm run deps` over the same cruise as `.dependency-cruiser.cjs` (its JSON),
// and on its own to measure the tree: `node scripts/reglas-modulos.mjs [cruise.json]` prints the imports into other
// modules' internals, the cycles between modules and between areas, and db → seed imports, and fails on any cycle.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ayuda, log, raiz } from './lib.mjs';

const SRC = 'api/src/';

/**
 * The unit of the module graph a file of api/src belongs to (null outside it): a module (`areas/<area>/<modulo>`,
 * `plataforma/<modulo>`), an area's face (`areas/<area>`), each other loose file of an area (a route shape two of its
 * modules share), the platform's routes (`plataforma`) and its other loose files, every area's routes (`areas`), the schema aggregate (`db/schema`), each plugin (app.ts registers them
 * one by one), any other platform folder (`hub`, `idp`, `jobs`…) or a file directly under api/src (`app.ts`). The
 * layout before areas (`modules/<modulo>`) is understood too, so the same numbers measure it.
 */
export function unidadDe(ruta) {
  if (!ruta.startsWith(SRC)) return null;
  const r = ruta.slice(SRC.length);
  const partes = r.split('/');
  const [primera, segunda] = partes;
  if (partes.length === 1) return r;
  if (primera === 'areas') {
    if (partes.length === 2) return 'areas';
    // An area's face is the area; each of its other loose files (a route shape two modules share) is a unit of its own.
    if (partes.length === 3) return partes[2] === 'index.ts' ? `areas/${segunda}` : r;
    return `areas/${segunda}/${partes[2]}`;
  }
  if (primera === 'plataforma' || primera === 'modules') {
    if (partes.length > 2) return `${primera}/${segunda}`;
    return segunda === 'index.ts' ? primera : r;
  }
  if (primera === 'db' && segunda === 'schema') return 'db/schema';
  if (primera === 'plugins') return `plugins/${segunda}`;
  return primera;
}

/** Whether a unit is a resource module (the ones whose internals only their face shows). */
const esModulo = (unidad) => /^(areas\/[^/]+\/[^/]+|plataforma\/[^/]+|modules\/[^/]+)$/.test(unidad ?? '') && !unidad.endsWith('.ts');

/** The area of a unit (`areas/<area>` for an area's modules and loose files), or the unit itself. */
export const areaDe = (unidad) => (/^areas\/[^/]+/.exec(unidad) ?? [unidad])[0];

/** The API's import edges (file → file, inside api/src) of a cruise result, with the units of both ends. */
export function aristas(resultado) {
  const lista = [];
  for (const m of resultado.modules) {
    const desde = unidadDe(m.source);
    if (!desde) continue;
    for (const d of m.dependencies) {
      const hacia = unidadDe(d.resolved);
      if (hacia) lista.push({ origen: m.source, destino: d.resolved, desde, hacia, soloTipos: d.dependencyTypes.includes('type-only') });
    }
  }
  return lista;
}

/** The graph of units (`agrupar` maps each unit to its node), without self-loops. */
function grafo(lista, agrupar) {
  const g = new Map();
  for (const { desde, hacia } of lista) {
    const a = agrupar(desde);
    const b = agrupar(hacia);
    if (a === b) continue;
    if (!g.has(a)) g.set(a, new Set());
    g.get(a).add(b);
  }
  return g;
}

/** The graph's cycles: its strongly connected components of more than one node (Tarjan), each sorted, sorted. */
export function componentes(g) {
  let indice = 0;
  const pila = [];
  const enPila = new Set();
  const indices = new Map();
  const bajos = new Map();
  const ciclos = [];
  const nodos = new Set([...g.keys(), ...[...g.values()].flatMap((s) => [...s])]);
  const visitar = (v) => {
    indices.set(v, indice);
    bajos.set(v, indice++);
    pila.push(v);
    enPila.add(v);
    for (const w of g.get(v) ?? []) {
      if (!indices.has(w)) {
        visitar(w);
        bajos.set(v, Math.min(bajos.get(v), bajos.get(w)));
      } else if (enPila.has(w)) bajos.set(v, Math.min(bajos.get(v), indices.get(w)));
    }
    if (bajos.get(v) === indices.get(v)) {
      const c = [];
      let w;
      do {
        w = pila.pop();
        enPila.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) ciclos.push(c.sort());
    }
  };
  for (const v of [...nodos].sort()) if (!indices.has(v)) visitar(v);
  return ciclos.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Pairs of nodes in one cycle that import each other directly, `a ↔ b`. */
function paresMutuos(g) {
  const pares = [];
  for (const [a, hacia] of g) for (const b of hacia) if (a < b && g.get(b)?.has(a)) pares.push(`${a} ↔ ${b}`);
  return pares.sort();
}

/**
 * Whether an edge reaches into another module's internals: a file of another unit importing a module's file that is
 * neither its face (index.ts) nor its tables (tablas.ts, which foreign keys may name). The face of an area (or the
 * platform's, or the old modules/index.ts) registering its own modules' routes is the one exception.
 */
function entraEnInternos({ origen, destino, desde, hacia }) {
  if (!esModulo(hacia) || desde === hacia) return false;
  if (/\/(index|tablas)\.ts$/.test(destino)) return false;
  const composicion = origen.replace(SRC, '').replace(/\/index\.ts$/, '');
  return !(origen.endsWith('/index.ts') && hacia.startsWith(`${composicion}/`));
}

/** A table definition naming another module's table for a foreign key. */
const esClaveForanea = (a) => a.origen.endsWith('/tablas.ts') && a.destino.endsWith('/tablas.ts');

/**
 * The numbers of the issue and the cycles, of a cruise result. Between modules every import counts, foreign keys too.
 * Between areas, code counts and foreign keys do not (DESIGN §6: tables may be referenced for foreign keys): the data
 * model has one link against the areas' order, a laboratory transfer (pedidos) naming the invoice that billed it
 * (cuenta-corriente), which no module's code follows.
 */
export function medir(resultado) {
  const lista = aristas(resultado);
  const modulos = grafo(lista, (u) => u);
  const areas = grafo(lista.filter((a) => !esClaveForanea(a)), areaDe);
  return {
    internos: lista.filter(entraEnInternos),
    ciclosModulos: componentes(modulos),
    paresModulos: paresMutuos(modulos),
    ciclosAreas: componentes(areas),
    dbSeed: lista.filter((a) => a.origen.startsWith(`${SRC}db/`) && a.desde !== 'db/schema' && a.hacia === 'seed'),
  };
}

/** Prints the cycles of a cruise result (with the imports that close them); answers 0 when there are none, 1 otherwise. */
export function verificarCiclos(resultado, { silencioso = false } = {}) {
  const { ciclosModulos, ciclosAreas } = medir(resultado);
  const lista = aristas(resultado);
  const contar = (ciclos, agrupar, nivel, cuenta = () => true) => {
    for (const ciclo of ciclos) {
      const dentro = new Set(ciclo);
      const causas = lista.filter((a) => cuenta(a) && dentro.has(agrupar(a.desde)) && dentro.has(agrupar(a.hacia)) && agrupar(a.desde) !== agrupar(a.hacia));
      if (silencioso) continue;
      console.error(`Ciclo entre ${nivel}: ${ciclo.join(', ')}`);
      for (const a of causas) console.error(`  ${a.origen.replace(SRC, '')} → ${a.destino.replace(SRC, '')}`);
    }
  };
  contar(ciclosModulos, (u) => u, 'módulos');
  contar(ciclosAreas, areaDe, 'áreas', (a) => !esClaveForanea(a));
  return ciclosModulos.length + ciclosAreas.length === 0 ? 0 : 1;
}

/** Cruises api/src with the real configuration and answers its JSON result. */
export function cruzarApi(cwd = raiz, carpetas = ['api/src']) {
  return new Promise((resolve, reject) => {
    const bin = path.join(raiz, 'node_modules', '.bin', 'depcruise');
    const hijo = spawn(bin, ['--config', path.join(raiz, '.dependency-cruiser.cjs'), '--output-type', 'json', ...carpetas], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ayuda(`
Uso: node scripts/reglas-modulos.mjs [resultado.json]
Mide la API (api/src, o el JSON de un depcruise --output-type json): importaciones a archivos internos de otro módulo,
pares de módulos que se importan entre sí, ciclos entre módulos y entre áreas, importaciones de db/ a seed/. Falla si
hay ciclos (npm run deps lo corre en cada npm test).
`);
  const archivo = process.argv[2];
  const resultado = archivo ? JSON.parse(readFileSync(archivo, 'utf8')) : await cruzarApi();
  const { internos, ciclosModulos, paresModulos, ciclosAreas, dbSeed } = medir(resultado);
  const porOrigen = (a) => (esModulo(a.desde) ? 'desde otro módulo' : `desde ${a.desde}`);
  const cuenta = {};
  for (const a of internos) cuenta[porOrigen(a)] = (cuenta[porOrigen(a)] ?? 0) + 1;
  log(`Importaciones a archivos internos de otro módulo: ${internos.length} ${JSON.stringify(cuenta)}`);
  log(`Pares de módulos que se importan entre sí: ${paresModulos.length}${paresModulos.length ? ` (${paresModulos.join('; ')})` : ''}`);
  log(`Ciclos entre módulos: ${ciclosModulos.length}${ciclosModulos.map((c) => `\n  [${c.join(', ')}]`).join('')}`);
  log(`Ciclos entre áreas: ${ciclosAreas.length}${ciclosAreas.map((c) => `\n  [${c.join(', ')}]`).join('')}`);
  log(`db → seed: ${dbSeed.length}${dbSeed.map((a) => `\n  ${a.origen} → ${a.destino}`).join('')}`);
  process.exit(verificarCiclos(resultado, { silencioso: true }));
}
