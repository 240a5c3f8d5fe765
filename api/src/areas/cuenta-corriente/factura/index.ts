/**
 * Face of the `factura` module: invoices and credit notes: their emission, lines and what returns read of them. Other
 * modules import only this file (and its tables, for foreign keys).
 */
export { RESPUESTA_AFIP_APROBADA, emitirNotaCredito, facturarPedido } from './emision.js';
export { facturaDeFarmacia, facturasParaDevolver, lineasDespachadas, lineasFacturadas, lineasFacturadasDeProducto, numerosDeFacturas, unidadesFacturadas, type FacturaDevolvible } from './para-devoluciones.js';
