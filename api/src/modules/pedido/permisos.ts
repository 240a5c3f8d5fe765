import type { Permiso } from '../../auth/tipos.js';

export const PERMISO_PEDIDOS = { rol: 'Pedidos', alcance: { tipo: 'propio' }, seccion: 1 } as const satisfies Permiso;
/** An order addressed by id or guid: the service answers 404 for another pharmacy's. */
export const PERMISO_PEDIDO_RECURSO = { rol: 'Pedidos', alcance: { tipo: 'recurso' }, seccion: 1 } as const satisfies Permiso;
