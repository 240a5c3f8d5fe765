'use strict';
/**
 * Source maps of a production build: made for error reporting (DESIGN §7), never served (issue 27). A map holds every
 * source of the package, comments included, so it stays out of `dist/`, the folder every server of the site publishes
 * (the API's static serving, the compose nginx images, which copy `dist/` alone): webpack builds them hidden (no
 * `//# sourceMappingURL` in the served files) and this plugin writes them to `dist-mapas/` beside `dist/`, with the
 * same relative names (`dist/main.js` → `dist-mapas/main.js.map`), whence an operator uploads them (build/README.md).
 */
const fs = require('node:fs/promises');
const path = require('node:path');

const CARPETA_MAPAS = 'dist-mapas';
const ES_MAPA = /\.map$/i;
const NOMBRE = 'MapasFueraDelSitio';

/** Takes every `.map` out of the build's assets (so it is never written to `dist/`) and writes them to `carpeta`. */
class MapasFueraDelSitio {
  /** @param {string} carpeta absolute folder of the maps, emptied on each build */
  constructor(carpeta) {
    this.carpeta = carpeta;
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    /** @type {Map<string, Buffer>} */
    let mapas = new Map();
    compiler.hooks.thisCompilation.tap(NOMBRE, (compilation) => {
      mapas = new Map();
      // Last stage: the names are final (real content hashes) and no later plugin adds a map.
      compilation.hooks.processAssets.tap({ name: NOMBRE, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const nombre of Object.keys(assets).filter((n) => ES_MAPA.test(n))) {
          mapas.set(nombre, compilation.getAsset(nombre).source.buffer());
          compilation.deleteAsset(nombre);
        }
      });
    });
    // Emptied first: the maps of an earlier build name files this one no longer has.
    compiler.hooks.afterEmit.tapPromise(NOMBRE, async () => {
      await fs.rm(this.carpeta, { recursive: true, force: true });
      for (const [nombre, contenido] of mapas) {
        const destino = path.join(this.carpeta, nombre);
        await fs.mkdir(path.dirname(destino), { recursive: true });
        await fs.writeFile(destino, contenido);
      }
    });
  }
}

module.exports = { CARPETA_MAPAS, MapasFueraDelSitio };
