export * from './identidad.js';
export * from './catalogo.js';
export * from './comercial.js';
export * from './carrito.js';
export * from './pedido.js';
export * from './contenido.js';
export * from './cuenta-corriente.js';
export * from './devolucion.js';
