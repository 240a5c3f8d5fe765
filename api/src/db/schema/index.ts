/**
 * Every table of the portal, gathered from the module that owns it: what drizzle-kit (drizzle.config, migrations), the
 * seed and the tests see as one schema. A module imports its own `tablas.ts`, never this file, and the database client
 * does not either (the dependency rules keep it so: db/ is below the areas, this aggregate above them).
 */
export * from '../../plataforma/farmacia/tablas.js';
export * from '../../areas/usuarios/rol/tablas.js';
export * from '../../areas/usuarios/usuario/tablas.js';
export * from '../../idp/tablas.js';
export * from '../../areas/pedidos/laboratorio/tablas.js';
export * from '../../areas/pedidos/droga/tablas.js';
export * from '../../areas/pedidos/categoria/tablas.js';
export * from '../../areas/pedidos/producto/tablas.js';
export * from '../../areas/pedidos/oferta/tablas.js';
export * from '../../areas/pedidos/combo/tablas.js';
export * from '../../areas/pedidos/carrito/tablas.js';
export * from '../../areas/pedidos/favoritos/tablas.js';
export * from '../../areas/pedidos/recuperador/tablas.js';
export * from '../../areas/pedidos/estado/tablas.js';
export * from '../../areas/pedidos/pedido/tablas.js';
export * from '../../areas/pedidos/control-pedido/tablas.js';
export * from '../../plataforma/archivo/tablas.js';
export * from '../../areas/inicio/evento/tablas.js';
export * from '../../areas/inicio/banner/tablas.js';
export * from '../../areas/inicio/novedad/tablas.js';
export * from '../../areas/inicio/publicacion-media/tablas.js';
export * from '../../areas/inicio/widget/tablas.js';
export * from '../../plataforma/parametros/tablas.js';
export * from '../../maintenance/tablas.js';
export * from '../../areas/cuenta-corriente/factura/tablas.js';
export * from '../../areas/cuenta-corriente/cuenta-corriente/tablas.js';
export * from '../../areas/pedidos/bono/tablas.js';
export * from '../../areas/pedidos/transfer-laboratorio/tablas.js';
export * from '../../areas/devoluciones/devolucion/tablas.js';
export * from '../../areas/devoluciones/recall/tablas.js';
