/**
 * Face of the `combo-validar` module: the validation of a combo's quantities against the cart and the day's orders.
 * Other modules import only this file (and its tables, for foreign keys).
 */
export { validarCombo } from './service.js';
