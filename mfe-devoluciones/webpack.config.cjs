const { configurarPaquete } = require('../build/federacion.cjs');

module.exports = configurarPaquete({
  dir: __dirname,
  puerto: 3003,
  exposes: { './routes': './src/routes.ts' },
  // Its route metadata: what the host reads from the manifest at start-up (build/rutas-manifiesto.cjs).
  rutas: './src/metadatos-rutas.ts',
  entradaDev: './src/dev/index.ts',
});
