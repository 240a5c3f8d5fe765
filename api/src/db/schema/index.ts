/**
 * Every table of the portal, gathered from the module that owns it: what drizzle (client, drizzle.config, migrations)
 * and the seed see as one schema. Code under modules/ imports its own `tablas.ts`, never this file.
 */
export * from '../../modules/farmacia-grupo/tablas.js';
export * from '../../modules/farmacia/tablas.js';
export * from '../../modules/rol/tablas.js';
export * from '../../modules/usuario/tablas.js';
export * from '../../idp/tablas.js';
export * from '../../modules/laboratorio/tablas.js';
export * from '../../modules/droga/tablas.js';
export * from '../../modules/categoria/tablas.js';
export * from '../../modules/producto/tablas.js';
export * from '../../modules/oferta/tablas.js';
export * from '../../modules/combo/tablas.js';
export * from '../../modules/carrito/tablas.js';
export * from '../../modules/favoritos/tablas.js';
export * from '../../modules/recuperador/tablas.js';
export * from '../../modules/estado/tablas.js';
export * from '../../modules/pedido/tablas.js';
export * from '../../modules/remito/tablas.js';
export * from '../../modules/control-pedido/tablas.js';
export * from '../../modules/archivo/tablas.js';
export * from '../../modules/evento/tablas.js';
export * from '../../modules/banner/tablas.js';
export * from '../../modules/novedad/tablas.js';
export * from '../../modules/publicacion-media/tablas.js';
export * from '../../modules/widget/tablas.js';
export * from '../../modules/parametros/tablas.js';
export * from '../../maintenance/tablas.js';
export * from '../../modules/factura/tablas.js';
export * from '../../modules/cuenta-corriente/tablas.js';
export * from '../../modules/bono/tablas.js';
export * from '../../modules/transfer-laboratorio/tablas.js';
export * from '../../modules/devolucion/tablas.js';
export * from '../../modules/recall/tablas.js';
