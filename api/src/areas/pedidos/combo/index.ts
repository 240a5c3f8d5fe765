/**
 * Face of the `combo` module: the combos in force and their lines. Other modules import only this file (and its
 * tables, for foreign keys).
 */
export { claveLineaCombo, comboConLineas, comboDeTroqueles, descuentosDeLineasCombo } from './service.js';
