import type { UsuarioSesion } from './sesion.js';

/**
 * A blocked pharmacy (its users carry the role FarmaciaBloqueada) cannot order or change its cart; it still reads its
 * history and its controls. The pages that order send it to its page; the others say why an action is off.
 */
export const farmaciaBloqueada = (usuario: Pick<UsuarioSesion, 'roles'> | null): boolean => usuario?.roles.includes('FarmaciaBloqueada') === true;

/** Why ordering is off, where an ordering action shows (the dashboard, "Volver a pedir"). */
export const AVISO_FARMACIA_BLOQUEADA = 'La farmacia está bloqueada: puede consultar su histórico y sus controles, pero no hacer pedidos ni modificar el carrito.';
