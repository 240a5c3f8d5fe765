/**
 * Face of the `cuenta-corriente` module: the current account: movements, payments, statements and balances. Other
 * modules import only this file (and its tables, for foreign keys).
 */
export { pagarVencidos, type PagoRegistrado } from './pagos.js';
export { actualizarResumenesDeuda } from './resumenes-deuda.js';
export { generarResumenesSemanales } from './resumenes-semanales.js';
export { reconciliarSaldos, registrarMovimiento } from './service.js';
