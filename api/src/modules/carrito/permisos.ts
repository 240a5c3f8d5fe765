import type { Permiso } from '../../auth/tipos.js';

/**
 * Reading the cart, and the calls that answer a cart update result: the searcher (ConsultorStock) may call them, and a
 * user without Pedidos gets code 120 in the result rather than a 403, so the searcher can show why.
 */
export const PERMISO_LECTURA_CARRITO = { rol: ['Pedidos', 'ConsultorStock'], alcance: { tipo: 'propio' }, seccion: 1 } as const satisfies Permiso;

/** Calls that change the cart without a result code: Pedidos only. */
export const PERMISO_CAMBIO_CARRITO = { rol: 'Pedidos', alcance: { tipo: 'propio' }, seccion: 1 } as const satisfies Permiso;
