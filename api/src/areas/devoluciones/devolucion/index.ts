/**
 * Face of the `devolucion` module: returns: the state job and the record of what was shipped (lots and serials). Other
 * modules import only this file (and its tables, for foreign keys).
 */
export { FLAG_TRAZABLE, lotesDeLinea, registrarDespacho, serieDeUnidad } from './despacho.js';
export { avanzarDevoluciones } from './estados-job.js';
