/**
 * Face of the `producto` module: the catalogue: products, their prices, stock, barcodes and lot checks. Other modules
 * import only this file (and its tables, for foreign keys).
 */
export { troquelesBloqueados } from './bloqueados.js';
export { CONSULTA_PRODUCTO_CON_PRECIO, leerProductosConPrecio, productoBloqueadoSql, productoDeFila, type FilaProductoConPrecio, type ProductoConPrecio } from './con-precio.js';
export { productoPorCodigo } from './por-codigo.js';
export { existeProducto, preciosDeLista, productosEspeciales, productosSinFiltro, sinRepetir, troquelesDeLaboratorios } from './service.js';
export { liberarStock, reponerStock, reservarStock, unidadesEnStock } from './stock.js';
export { productosConValidacion } from './validacion-lotes.js';
