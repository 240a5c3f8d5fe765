const { configurarPaquete } = require('../build/federacion.cjs');

module.exports = configurarPaquete({
  dir: __dirname,
  puerto: 3000,
  entrada: './src/index.ts',
  // oidc-client-ts's silent renewal loads this page in a hidden frame; its script lives with the session code.
  entradasExtra: { 'silent-renew': './src/sesion/silent-renew.ts' },
  // The PDF viewer's worker, served as a file of its own: pdf.js starts it from its URL (config `visorPdfWorkerUrl`).
  archivosExtra: { 'pdf.worker.min.mjs': require.resolve('pdfjs-dist/build/pdf.worker.min.mjs') },
});
