'use strict';
/**
 * A remote's route metadata in its mf-manifest.json (DESIGN §4): the remote's `src/metadatos-rutas.ts` (data only, the
 * same module its `./routes` imports) is compiled on its own and its default export written as `metaData.rutasPortal`
 * of the manifest. The host reads every remote's manifest at start-up and builds its router, guards, menu, sitemap and
 * titles from them, without fetching any remote's code; the federation runtime then reuses that same manifest when a
 * page of the remote is opened. So a section adds or changes a page by deploying only itself.
 */
const fs = require('node:fs');
const vm = require('node:vm');

/** Where the table goes in mf-manifest.json: `metaData` is the part the manifest plugin copies as it is. */
const CLAVE_MANIFIESTO = 'rutasPortal';

/**
 * The default export of a metadata module, evaluated alone: it may import types only (erased by swc), so that what the
 * manifest says is what the module says, and the module stays small and apart from every page's code.
 * @param {string} archivo absolute path of the `.ts` module
 * @param {{ transformSync: Function }} swc `@swc/core`, from the package being built
 */
function leerTablaRutas(archivo, swc) {
  const { code } = swc.transformSync(fs.readFileSync(archivo, 'utf8'), {
    filename: archivo,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const modulo = { exports: {} };
  const requerir = (pedido) => {
    throw new Error(`${archivo}: los metadatos de rutas no importan nada en tiempo de ejecución (importa "${pedido}"); solo tipos`);
  };
  vm.runInNewContext(code, { module: modulo, exports: modulo.exports, require: requerir }, { filename: archivo });
  const tabla = modulo.exports.default;
  if (!tabla || typeof tabla.remoto !== 'string' || typeof tabla.rutas !== 'object' || tabla.rutas === null) {
    throw new Error(`${archivo}: su export default debe ser la tabla de rutas del remoto ({ remoto, rutas, redirecciones? })`);
  }
  // Plain JSON: what the manifest will carry.
  return JSON.parse(JSON.stringify(tabla));
}

/**
 * The manifest option of a remote's ModuleFederationPlugin: the table of `archivo` added to its manifest, checked to
 * belong to the remote being built. The file is a dependency of the build (a dev server rebuilds when it changes).
 */
function manifiestoConRutas(archivo, remoto, swc) {
  return {
    additionalData: ({ stats, compilation }) => {
      compilation.fileDependencies.add(archivo);
      const tabla = leerTablaRutas(archivo, swc);
      if (tabla.remoto !== remoto) throw new Error(`${archivo}: la tabla dice ser de ${tabla.remoto}, pero se construye ${remoto}`);
      stats.metaData[CLAVE_MANIFIESTO] = tabla;
      return stats;
    },
  };
}

module.exports = { leerTablaRutas, manifiestoConRutas, CLAVE_MANIFIESTO };
