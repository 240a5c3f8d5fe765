'use strict';
/**
 * antd's styles as one stylesheet file instead of CSS-in-JS computed in the browser (antd 6's `zeroRuntime`, set by
 * the host's ConfigProvider, whose theme every remote's page shares). The CSS-in-JS was about a tenth of a cold
 * dashboard's main-thread time (serialising, hashing and inserting styles for each component on first render);
 * the stylesheet is antd's own build of every component (antd/dist/antd.css, of the installed version), so any
 * component a remote renders has its styles, as the shared antd singleton has its code.
 * The host's build writes it under a content hash (cached for a year) and names it in its page's <head>.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');

class HojaDeEstilosAntd {
  /** @param {NodeJS.Require} requerir resolves antd from the host package */
  constructor(requerir) {
    this.origen = requerir.resolve('antd/dist/antd.css');
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [compiler.context] }));
    compiler.hooks.thisCompilation.tap('HojaDeEstilosAntd', (compilation) => {
      const contenido = fs.readFileSync(this.origen);
      const nombre = `antd.${createHash('sha256').update(contenido).digest('hex').slice(0, 12)}.css`;
      compilation.hooks.processAssets.tap({ name: 'HojaDeEstilosAntd', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.origen);
        compilation.emitAsset(nombre, new sources.RawSource(contenido));
      });
      // Only the portal's page (index.html): the silent-renew page shows nothing.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HojaDeEstilosAntd', (datos) => {
        if (datos.outputName === 'index.html') {
          datos.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${datos.publicPath}${nombre}` }));
        }
        return datos;
      });
    });
  }
}

module.exports = { HojaDeEstilosAntd };
