'use strict';
/**
 * Shared modules that travel as a facade: the part of a library the portal uses, not the whole package.
 * Module Federation cannot tree-shake a shared module (any build may ask for any of its exports), so a library
 * shared by name ships whole on the first visit: react-router with its server rendering, RSC, sessions and cookies
 * (180 KB minified); zod with every locale. Shared through a file of ours that re-exports what the front end uses,
 * webpack keeps only that, and host and remotes still use one instance (one router context, one zod).
 * The price is a list to keep: `comprobarFachadas` fails the build when the front end imports something a facade
 * lacks, or reaches the library past it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const DIR = path.join(__dirname, 'fachadas');

/** `export { a, b as c } from '…'` blocks of a facade file → the names it exports. */
function exportadas(archivo) {
  const nombres = new Set();
  for (const [, lista] of fs.readFileSync(path.join(DIR, archivo), 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const parte of lista.split(',')) {
      const nombre = parte.split(/\s+as\s+/).pop().trim();
      if (nombre) nombres.add(nombre);
    }
  }
  return nombres;
}

/** Members of `z` that are only types (`z.infer<…>`): swc drops them, no facade needs them. */
const TIPOS_ZOD = new Set(['infer', 'input', 'output']);

/** Values named in `import { … } from '<paquete>'` of one source text (type-only names left out). */
function importados(texto, paquete) {
  const nombres = [];
  const patron = new RegExp(`import\\s*(type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${paquete.replace(/[/.-]/g, '\\$&')}['"]`, 'g');
  for (const [, soloTipos, lista] of texto.matchAll(patron)) {
    if (soloTipos) continue;
    for (const parte of lista.split(',')) {
      if (/^\s*type\s/.test(parte)) continue;
      const nombre = parte.split(/\s+as\s+/)[0].trim();
      if (nombre) nombres.push(nombre);
    }
  }
  return nombres;
}

/**
 * What the front end's sources (`[{ ruta, texto }]`) ask of each facade, against what the facade exports: a list of
 * Spanish messages, empty when every use is covered.
 */
function faltasEnFachadas(fuentes) {
  const router = exportadas('react-router-dom.mjs');
  const zod = exportadas('zod-usado.mjs');
  const faltas = [];
  for (const { ruta, texto } of fuentes) {
    for (const nombre of importados(texto, 'react-router-dom')) {
      if (!router.has(nombre)) faltas.push(`${ruta}: "${nombre}" de react-router-dom no está en build/fachadas/react-router-dom.mjs`);
    }
    if (/from\s*['"]react-router(\/[^'"]*)?['"]/.test(texto)) {
      faltas.push(`${ruta}: importa react-router directamente; se usa a través de 'react-router-dom' (una sola instancia del enrutador)`);
    }
    for (const nombre of importados(texto, 'zod')) {
      if (nombre !== 'z') faltas.push(`${ruta}: "${nombre}" de zod; se usa como z.${nombre} (build/fachadas/zod-usado.mjs)`);
    }
    for (const [, miembro] of texto.matchAll(/(?<![\w.$])z\.(\w+)/g)) {
      if (!TIPOS_ZOD.has(miembro) && !zod.has(miembro)) faltas.push(`${ruta}: z.${miembro} no está en build/fachadas/zod-usado.mjs`);
    }
  }
  return [...new Set(faltas)];
}

/** Throws, listing every gap, when the front end uses something its facades lack (run by every build's configuration). */
function comprobarFachadas(fuentes) {
  const faltas = faltasEnFachadas(fuentes);
  if (faltas.length) throw new Error(`Fachadas de módulos compartidos incompletas:\n${faltas.join('\n')}`);
}

/**
 * The `shared` entries of the facades, for the package whose `require` is `requerir`: each provided from its facade
 * file under the library's own name and installed version.
 */
function compartidosFachadas(requerir, rango) {
  const version = (paquete) => JSON.parse(fs.readFileSync(requerir.resolve(`${paquete}/package.json`), 'utf8')).version;
  const entrada = (paquete, archivo) => ({
    import: path.join(DIR, archivo),
    singleton: true,
    strictVersion: true,
    version: version(paquete),
    requiredVersion: rango(paquete),
  });
  return { 'react-router-dom': entrada('react-router-dom', 'react-router-dom.mjs'), zod: entrada('zod', 'zod.mjs') };
}

/**
 * Where the facade files find their libraries: they live outside every package, so the package being built lends
 * its own `node_modules`, and react-router (a dependency of react-router-dom, not of our packages) is found beside
 * react-router-dom in pnpm's store.
 */
function modulosParaFachadas(dirPaquete) {
  const requerir = createRequire(path.join(dirPaquete, 'package.json'));
  const dirRouterDom = path.dirname(requerir.resolve('react-router-dom/package.json'));
  return ['node_modules', path.join(dirPaquete, 'node_modules'), path.dirname(dirRouterDom)];
}

module.exports = { comprobarFachadas, compartidosFachadas, faltasEnFachadas, modulosParaFachadas };
