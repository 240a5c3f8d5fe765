const { configurarPaquete } = require('../build/federacion.cjs');

module.exports = configurarPaquete({
  dir: __dirname,
  puerto: 3005,
  exposes: { './routes': './src/routes.ts' },
  entradaDev: './src/dev/index.ts',
});
