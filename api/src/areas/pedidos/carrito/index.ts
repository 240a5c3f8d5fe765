/**
 * Face of the `carrito` module: the pharmacy's shared cart: its lines under the cart's lock, its amounts and taxes.
 * Other modules import only this file (and its tables, for foreign keys).
 */
export { TASA_IIBB_POR_SUCURSAL, TASA_PERCEPCION_IVA, TipoContribuyente } from './importes.js';
export { bloquearFila, carritoActual, cerrarYAbrirCarrito, leerFilas, type FilaItem } from './repositorio.js';
export { agregarCombo, connectionIdDe, ultimoCambioCarrito } from './service.js';
