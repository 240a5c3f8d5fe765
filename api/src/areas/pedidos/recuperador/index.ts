/**
 * Face of the `recuperador` module: the recoverer: what the pharmacy waits for until there is stock. Other modules
 * import only this file (and its tables, for foreign keys).
 */
export { agregarFaltantes, demandaDelRecuperador, diasDelRecuperador, itemsDeProductos, vencerRecuperador } from './service.js';
