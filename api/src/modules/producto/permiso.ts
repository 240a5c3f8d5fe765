import type { Permiso } from '../../auth/tipos.js';

/**
 * Every catalogue read: ordering needs Pedidos and the searcher (/pedidos/nuevo) ConsultorStock (SPEC §6), so either
 * role reads the catalogue; prices always come from the caller's own pharmacy; section 1 (eShop) maintenance closes it.
 */
export const PERMISO_CATALOGO = { rol: ['Pedidos', 'ConsultorStock'], alcance: { tipo: 'propio' }, seccion: 1 } as const satisfies Permiso;
