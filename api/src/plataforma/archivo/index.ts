/**
 * Face of the `archivo` module: the file store: every downloadable or served file, and the download kinds. Other
 * modules import only this file (and its tables, for foreign keys).
 */
export { usarAlmacen } from './almacen.js';
export { archivoCompartido, archivoPrivado, archivosDelTipo } from './descargas.js';
export { enviarArchivo } from './envio.js';
export { buscarArchivo, crearArchivo, filasEnAlmacen, guardarArchivo, listarArchivos, trasladarContenidoAnterior, ubicarArchivo, type ArchivoAlmacenado, type NuevoArchivo, type ResumenArchivo } from './service.js';
