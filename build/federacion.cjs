'use strict';
/**
 * The one webpack + Module Federation configuration of the front end (host and the five remotes).
 * Each package's webpack.config.cjs calls `configurarPaquete` with what is its own (name, port, exposes);
 * everything that must agree between builds (the shared singletons above all) lives here.
 * Plain CommonJS outside the workspace: webpack and its plugins are resolved from the calling package.
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { createRequire } = require('node:module');
const { rutasDeAntd } = require('./antd-por-componente.cjs');
const { comprobarFachadas, compartidosFachadas, modulosParaFachadas } = require('./fachadas.cjs');
const { CARPETA_MAPAS, MapasFueraDelSitio } = require('./mapas-fuente.cjs');
const { manifiestoConRutas } = require('./rutas-manifiesto.cjs');
const zlib = require('node:zlib');
// A root devDependency: resolved from here, not from the calling package.
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const RAIZ = path.resolve(__dirname, '..');
/** Origin of the composed site, as written in host/public/config.json; a dev server answers with its own. */
const ORIGEN_SITIO = 'http://localhost:8080';
const API_DEV = 'http://localhost:5080';
const RUTAS_API = ['/api', '/idp', '/CarritoUsuarioHub'];

/** Remotes of the composed site: folder, name under /mfe/, dev port. */
const REMOTOS = [
  { paquete: 'mfe-pedidos', carpeta: 'pedidos', puerto: 3001 },
  { paquete: 'mfe-cuenta-corriente', carpeta: 'cuenta-corriente', puerto: 3002 },
  { paquete: 'mfe-devoluciones', carpeta: 'devoluciones', puerto: 3003 },
  { paquete: 'mfe-home', carpeta: 'home', puerto: 3004 },
  { paquete: 'mfe-admin', carpeta: 'admin', puerto: 3005 },
];

/**
 * Libraries that keep state in the page (React's dispatcher, router context, stores, query cache, antd's theme),
 * and zod (one copy on a page instead of one per build). antd is not shared as one package but per component (see
 * `compartidosAntd`); react-router-dom and zod through a facade of what the portal uses (build/fachadas.cjs).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'antd', 'zustand', 'dayjs', '@tanstack/react-query', 'zod'];
const POR_FACHADA = ['react-router-dom', 'zod'];
const PAQUETES_ENTEROS = SINGLETONS.filter((nombre) => nombre !== 'antd' && !POR_FACHADA.includes(nombre));
/** Entry points of those same packages that our code imports directly, tied to their package's version. */
const SUBRUTAS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};
const PORTAL_SHARED = '@portal/shared';
const SUBRUTAS_PORTAL = ['', '/contracts', '/domain', '/client'];

/** Container name of a package: a JavaScript identifier (webpack declares it as a global). */
const nombreFederacion = (paquete) => paquete.replace(/-/g, '_');

function leerJson(archivo) {
  return JSON.parse(fs.readFileSync(archivo, 'utf8'));
}

/**
 * The `shared` block: every singleton with its version range from the package's own package.json, not eager
 * (the host starts through an asynchronous bootstrap), `strictVersion` so that a remote built against an
 * incompatible version is refused instead of running on the wrong one. `@portal/shared` is a workspace
 * package: its range is the caret of its own version, and each of its subpaths is shared too.
 * `FEDERACION_VERSION_SHARED` (e.g. `2.0.0`) declares another version of `@portal/shared` for one build: how the
 * browser test of independent deployment produces a remote the portal must refuse.
 */
function compartidos(dir) {
  const pkg = leerJson(path.join(dir, 'package.json'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const requerir = createRequire(path.join(dir, 'package.json'));
  const rango = (nombre) => {
    if (!deps[nombre]) throw new Error(`${pkg.name}: falta "${nombre}" en package.json (es un singleton compartido)`);
    return deps[nombre];
  };
  const shared = {};
  for (const nombre of PAQUETES_ENTEROS) {
    shared[nombre] = { singleton: true, strictVersion: true, requiredVersion: rango(nombre) };
  }
  Object.assign(shared, compartidosAntd(requerir, rango('antd')));
  for (const [subruta, paquete] of Object.entries(SUBRUTAS)) {
    shared[subruta] = { singleton: true, strictVersion: true, requiredVersion: rango(paquete), packageName: paquete };
  }
  Object.assign(shared, compartidosFachadas(requerir, rango));
  rango(PORTAL_SHARED);
  const versionPortal = process.env.FEDERACION_VERSION_SHARED || leerJson(path.join(RAIZ, 'shared', 'package.json')).version;
  for (const subruta of SUBRUTAS_PORTAL) {
    shared[PORTAL_SHARED + subruta] = {
      singleton: true,
      strictVersion: true,
      version: versionPortal,
      requiredVersion: `^${versionPortal}`,
    };
  }
  return shared;
}

/**
 * antd, one shared module per component the front end imports (`antd/es/button`…; our imports from 'antd' are
 * rewritten to those paths by build/antd-por-componente.cjs). Shared as one package it shipped whole, or trimmed
 * to every component of every section, in the host's first load; per component, a page fetches what it renders.
 * The host provides every one of them (`moduloProveerAntd`), and it registers them first, with the 'loaded-first'
 * strategy, which the runtime never replaces with a remote's registration of the same version: so every component
 * a page renders comes from the host's build, whose components share one copy of antd's internals — one
 * ConfigProvider context (theme, es_ES locale) and one App context across host and remotes. A remote still builds
 * its own copies, used only where no host provides one: a remote deployed alone with a component the running host
 * lacks works (without the portal's theme and locale in that component) instead of failing.
 */
function compartidosAntd(requerir, requiredVersion) {
  const shared = {};
  for (const ruta of rutasAntdUsadas(requerir)) {
    shared[ruta] = { singleton: true, strictVersion: true, requiredVersion, packageName: 'antd' };
  }
  return shared;
}

/** `antd/es/…` of every antd export the front end imports (a name that is only a type has none: swc drops it). */
function rutasAntdUsadas(requerir) {
  const rutas = rutasDeAntd(path.dirname(requerir.resolve('antd/package.json')));
  return [...new Set(exportacionesAntd().map((nombre) => rutas.get(nombre)).filter(Boolean))].sort();
}

/**
 * webpack provides a shared module only when the build itself imports it, and the host imports few antd
 * components. This module, added to the host's entry, names every one the front end uses in an `import()` that
 * never runs: the host then provides them all (registering costs nothing; each loads only when a page asks).
 */
function moduloProveerAntd(requerir) {
  const codigo = `export const componentesAntd = [${rutasAntdUsadas(requerir).map((r) => `() => import(${JSON.stringify(r)})`).join(', ')}];`;
  return `data:text/javascript,${encodeURIComponent(codigo)}`;
}

const CARPETAS_FUENTE = ['host', 'shared', ...REMOTOS.map((r) => r.paquete)].map((p) => path.join(RAIZ, p, 'src'));

let fuentes = null;
/** Every TypeScript source of the front end, `{ ruta, texto }`, read once per process. */
function fuentesFrontEnd() {
  if (fuentes) return fuentes;
  fuentes = [];
  const recorrer = (dir) => {
    for (const entrada of fs.readdirSync(dir, { withFileTypes: true })) {
      const ruta = path.join(dir, entrada.name);
      if (entrada.isDirectory()) recorrer(ruta);
      else if (/\.tsx?$/.test(entrada.name)) fuentes.push({ ruta: path.relative(RAIZ, ruta), texto: fs.readFileSync(ruta, 'utf8') });
    }
  };
  for (const dir of CARPETAS_FUENTE) if (fs.existsSync(dir)) recorrer(dir);
  return fuentes;
}

/** Every antd export imported anywhere in the front end: the components the host provides to every section. */
function exportacionesAntd() {
  const nombres = new Set();
  for (const { texto } of fuentesFrontEnd()) {
    for (const [, lista] of texto.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]antd['"]/g)) {
      for (const parte of lista.split(',')) {
        const nombre = parte.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0].trim();
        if (nombre) nombres.add(nombre);
      }
    }
  }
  return [...nombres].sort();
}

function shaGit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: RAIZ, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/**
 * Copies `public/` (except the HTML template) into the build and writes `version.json`, whose `sha` changes
 * whenever the built output changes: the host compares it with the one it started with (SPEC §4).
 */
class PublicarArchivos {
  constructor({ dirPublico, plantilla, version, archivosExtra }) {
    this.dirPublico = dirPublico;
    this.plantilla = plantilla;
    this.version = version;
    this.archivosExtra = archivosExtra;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicarArchivos', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicarArchivos', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (fs.existsSync(this.dirPublico)) {
            compilation.contextDependencies.add(this.dirPublico);
            for (const nombre of fs.readdirSync(this.dirPublico)) {
              const archivo = path.join(this.dirPublico, nombre);
              if (archivo === this.plantilla || !fs.statSync(archivo).isFile()) continue;
              compilation.emitAsset(nombre, new sources.RawSource(fs.readFileSync(archivo)));
            }
          }
          for (const [nombre, origen] of Object.entries(this.archivosExtra)) {
            compilation.fileDependencies.add(origen);
            compilation.emitAsset(nombre, new sources.RawSource(fs.readFileSync(origen)));
          }
          if (this.version) {
            const commit = shaGit();
            const sha = compilation.hash.slice(0, 12);
            compilation.emitAsset('version.json', new sources.RawSource(JSON.stringify({ sha, commit }) + '\n'));
          }
        },
      );
    });
  }
}

/** The composed site's config.json as a dev server on `puerto` serves it: same values, the dev server's origin. */
function configDev(puerto) {
  const texto = fs.readFileSync(path.join(RAIZ, 'host', 'public', 'config.json'), 'utf8');
  return texto.split(ORIGEN_SITIO).join(`http://localhost:${puerto}`);
}

function servidorDev({ puerto, esHost }) {
  const proxy = [{ context: RUTAS_API, target: API_DEV, ws: true, changeOrigin: false }];
  if (esHost) {
    // The host's config.json names the remotes at /mfe/<carpeta>/, as on the composed site: the dev server
    // forwards there to each remote's own dev server.
    for (const r of REMOTOS) {
      proxy.push({
        context: [`/mfe/${r.carpeta}`],
        target: `http://localhost:${r.puerto}`,
        pathRewrite: { [`^/mfe/${r.carpeta}`]: '' },
      });
    }
  }
  return {
    port: puerto,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy,
    setupMiddlewares: (middlewares) => {
      middlewares.unshift(
        {
          name: 'config-dev',
          path: '/config.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(configDev(puerto));
          },
        },
        {
          name: 'version-dev',
          path: '/version.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify({ sha: 'dev', commit: null }));
          },
        },
      );
      return middlewares;
    },
  };
}

/**
 * The host learns its remotes at run time, so the dts plugin is told where their types are: each remote's dev
 * server publishes `@mf-types.zip`, which lands in the host's `@mf-types/` (gitignored). A production build of
 * the host does not wait for remotes that may not be running.
 */
function tiposDeRemotos(servir) {
  if (!servir) return false;
  const remoteTypeUrls = Object.fromEntries(
    REMOTOS.map((r) => {
      const nombre = nombreFederacion(r.paquete);
      const origen = `http://localhost:${r.puerto}`;
      return [nombre, { alias: nombre, api: `${origen}/@mf-types.d.ts`, zip: `${origen}/@mf-types.zip` }];
    }),
  );
  return { generateTypes: false, consumeTypes: { remoteTypeUrls, abortOnError: false, maxRetries: 1 } };
}

function reglaSwc(desarrollo, requerir) {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: desarrollo } },
        target: 'es2020',
      },
    },
  };
  // Loaders run last to first: swc compiles (dropping type-only imports), then antd's imports are split.
  const antd = { loader: require.resolve('./antd-por-componente.cjs'), options: { directorioAntd: path.dirname(requerir.resolve('antd/package.json')) } };
  return { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: [antd, swc] };
}

/**
 * webpack configuration of one front-end package.
 * @param {object} opciones
 * @param {string} opciones.dir the package folder (`__dirname` of its webpack.config.cjs)
 * @param {number} opciones.puerto dev server port
 * @param {Record<string,string>} [opciones.exposes] remotes: `{ './routes': './src/routes.ts' }`
 * @param {string} [opciones.rutas] remotes: their route metadata (`./src/metadatos-rutas.ts`), copied into the manifest
 * @param {string} [opciones.entrada] the host's entry (`./src/index.ts`)
 * @param {string} [opciones.entradaDev] a remote's stand-alone shell, built only by its dev server
 * @param {Record<string,string>} [opciones.entradasExtra] more pages of the host (e.g. the silent-renew page)
 */
function configurarPaquete(opciones) {
  // archivosExtra: files copied as they are beside the build's output ({ name in dist: absolute source path }).
  const { dir, puerto, exposes, rutas, entrada, entradaDev, entradasExtra = {}, archivosExtra = {} } = opciones;
  const requerir = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = requerir('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = requerir('html-webpack-plugin');
  const pkg = leerJson(path.join(dir, 'package.json'));
  const esHost = !exposes;
  if (exposes && !rutas) throw new Error(`${pkg.name}: un remoto declara sus rutas (opción "rutas": sus metadatos, que van en el manifiesto)`);
  comprobarFachadas(fuentesFrontEnd());

  return (_env, argv) => {
    const desarrollo = argv.mode === 'development';
    const servir = Boolean(process.env.WEBPACK_SERVE);
    const entry = {};
    if (entrada) entry.main = esHost ? [entrada, moduloProveerAntd(requerir)] : entrada;
    if (servir && entradaDev) entry.main = entradaDev;
    for (const [nombre, archivo] of Object.entries(entradasExtra)) {
      if (fs.existsSync(path.join(dir, archivo))) entry[nombre] = archivo;
    }
    const conHtml = Boolean(entry.main);
    const plantilla = path.join(dir, 'public', 'index.html');
    const plugins = [
      new ModuleFederationPlugin({
        name: nombreFederacion(pkg.name),
        filename: exposes ? 'remoteEntry.js' : undefined,
        exposes,
        shared: compartidos(dir),
        shareStrategy: 'loaded-first',
        // A remote's manifest also carries its route table (DESIGN §4): the host builds its router from it at start-up.
        manifest: rutas ? manifiestoConRutas(path.join(dir, rutas), pkg.name, requerir('@swc/core')) : true,
        // A remote's types are for the host's dev server (tiposDeRemotos): a production build skips generating them.
        dts: exposes
          ? desarrollo && { generateTypes: { abortOnError: false }, consumeTypes: false, tsConfigPath: path.join(dir, 'tsconfig.json') }
          : tiposDeRemotos(servir),
        dev: desarrollo ? { disableDynamicRemoteTypeHints: true } : false,
        // A remote loads no remotes of its own and is always reached through the host's manifest handling:
        // leaving those parts of the runtime out keeps its entry small (DESIGN §11: ≤ 25 KB gzipped).
        experiments: {
          optimization: exposes ? { disableSnapshot: true, disableRemote: true, target: 'web' } : { target: 'web' },
        },
      }),
      new PublicarArchivos({ dirPublico: path.join(dir, 'public'), plantilla, version: esHost, archivosExtra }),
    ];
    if (!desarrollo) plugins.push(...precomprimidos(), new MapasFueraDelSitio(path.join(dir, CARPETA_MAPAS)));
    if (conHtml) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: fs.existsSync(plantilla) ? plantilla : path.join(RAIZ, 'host', 'public', 'index.html'),
          chunks: ['main'],
          filename: 'index.html',
          // The page answers every client-side route (/pedidos/nuevo…): its scripts must not be relative to it.
          publicPath: '/',
        }),
      );
      for (const nombre of Object.keys(entry).filter((n) => n !== 'main')) {
        plugins.push(new HtmlWebpackPlugin({ chunks: [nombre], filename: `${nombre}.html`, title: pkg.name, publicPath: '/' }));
      }
    }

    return {
      context: dir,
      mode: desarrollo ? 'development' : 'production',
      // Production maps are hidden (no sourceMappingURL in what is served) and kept out of dist/ (mapas-fuente.cjs).
      devtool: desarrollo ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      entry,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // Entry files keep a fixed name (served with no-cache): webpack 5.111 cannot render [contenthash] into the
        // federation runtime of an entry chunk (module-federation/core#5077). Every other chunk is hashed.
        filename: '[name].js',
        // A Web Worker's chunk carries a runtime of its own (federation included): the same limit as entries applies.
        chunkFilename: desarrollo ? '[name].js' : (datos) => (datos.chunk?.hasRuntime?.() ? '[name].js' : '[name].[contenthash:12].js'),
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        uniqueName: nombreFederacion(pkg.name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        // Our ESM sources import siblings as `./x.js`; the file on disk is `x.ts` or `x.tsx`.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        modules: modulosParaFachadas(dir),
      },
      module: {
        rules: [
          reglaSwc(desarrollo, requerir),
          // antd's parts (@rc-component/*) declare no `sideEffects`: an import of one name from a package's index kept the
          // whole package (antd's TextArea, under every Typography, brought all of @rc-component/form and its validator
          // to every page). Their modules define components, hooks and contexts, nothing that runs for its own sake.
          { test: enModulos('@rc-component'), sideEffects: false },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins,
      // Only the host's antd runs in the portal (see compartidosAntd); a remote's copies are fallbacks, left as they are.
      optimization: {
        // swc's minifier instead of webpack's default terser (two passes): the same sizes within a few percent, in a
        // fraction of the time (a build is on every `npm test` and in the redeploy journeys).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
        ...(esHost ? { splitChunks: { cacheGroups: GRUPOS_HOST } } : {}),
      },
      performance: { hints: false },
      devServer: servidorDev({ puerto, esHost }),
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
    };
  };
}

/** Files of a build that travel compressed: every text format the site serves (source maps are not served: mapas-fuente.cjs). */
const COMPRIMIBLES = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|wasm)$/;

/** A path under node_modules (pnpm's own layout included) of one of these packages, package folders or files (without `.js`). */
const enModulos = (patron) => new RegExp(`[\\\\/]node_modules[\\\\/](${patron})([\\\\/]|\\.m?js$)`);

/**
 * How the host's chunks are grouped. Every shared module (each singleton, each antd component) is a chunk of its own,
 * so that a page fetches only what it renders; but what every portal page stands on would then arrive as some fifty
 * small files, and DESIGN §11 counts requests (≤ 60 for the whole first visit). Grouped, each in one file fetched
 * once: antd's internals; the components of the shell (layout, menu, header) and of any page's frame; React; and
 * the libraries and shared code of every signed-in page. A section's own components stay one chunk each.
 */
const GRUPOS_HOST = {
  // What every antd component stands on (config-provider, cssinjs, theme, icons…): without this it would be copied
  // into many chunks of the page. The small pieces several components import (antd's version, the default en_US
  // texts of each component, a colour helper) would otherwise become a dozen files of 1–3 KB on the first visit.
  antdBase: {
    test: enModulos(
      'antd[\\\\/]es[\\\\/](_util|config-provider|theme|style|locale|version|[\\w-]+[\\\\/]locale|form[\\\\/]validateMessagesContext|' +
        'color-picker[\\\\/](util|color|components[\\\\/]ColorPresets)|table[\\\\/]TableMeasureRowContext)|' +
        '@ant-design[\\\\/](cssinjs|cssinjs-utils|icons|icons-svg|fast-color|colors)|@rc-component[\\\\/](util|motion|resize-observer|portal)|' +
        '@rc-component[\\\\/](pagination|picker)[\\\\/]es[\\\\/]locale|@rc-component[\\\\/]color-picker[\\\\/]es[\\\\/](color|util)|' +
        'is-mobile|clsx|@babel[\\\\/]runtime|stylis|@emotion[\\\\/](hash|unitless)|react-is',
    ),
    chunks: 'async',
    name: 'antd-base',
    priority: 20,
    enforce: true,
  },
  // Only what the shell and a page's frame render: a component matched here moves whole into this one file, so a
  // component most pages do not show (a form, a table) stays out.
  antdPortal: {
    test: enModulos(
      'antd[\\\\/]es[\\\\/](layout|menu|modal|space|spin|tag|tooltip|typography|badge|button|app|notification|message|skeleton|card|alert|empty)|' +
        '@rc-component[\\\\/](menu|trigger|tooltip|overflow|dialog|notification|dropdown)|throttle-debounce',
    ),
    chunks: 'async',
    name: 'antd-portal',
    priority: 15,
    enforce: true,
  },
  react: { test: enModulos('react|react-dom|scheduler'), chunks: 'async', name: 'react', priority: 15, enforce: true },
  portal: {
    test: /[\\/](node_modules[\\/](zod|dayjs|zustand|@tanstack|react-router|react-router-dom)|build[\\/]fachadas|shared[\\/]src[\\/](client|contracts))[\\/]/,
    chunks: 'async',
    name: 'portal-comun',
    priority: 10,
    enforce: true,
  },
};

/**
 * Every text file of a production build also as `.br` and `.gz` beside it, made once at build time at the highest
 * levels: the API's static serving (`preCompressed`) and the compose static servers (`brotli_static`, `gzip_static`)
 * send them as they are, so no request pays for compressing. Every one, however small (no threshold, no minimum
 * ratio): each response of the site then comes compressed, with its `Vary: Accept-Encoding`.
 */
function precomprimidos() {
  const comun = { test: COMPRIMIBLES, threshold: 0, minRatio: Number.POSITIVE_INFINITY, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({ ...comun, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...comun,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

module.exports = { configurarPaquete, compartidos, nombreFederacion, REMOTOS, SINGLETONS, ORIGEN_SITIO };
