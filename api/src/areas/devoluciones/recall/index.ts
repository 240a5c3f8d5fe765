/**
 * Face of the `recall` module: the recalls the laboratories publish. Other modules import only this file (and its
 * tables, for foreign keys).
 */
export { esVigente, lineasDeRecallsVigentes, lotesDeRecallVigente, nombresRecalls, obtenerRecall, sigueActivo } from './service.js';
