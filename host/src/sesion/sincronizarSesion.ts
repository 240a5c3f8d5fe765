import type { User, UserManager } from 'oidc-client-ts';
import { useCarritoStore, useSessionStore } from '@portal/shared/client';
import { perfilASesion } from '@portal/shared/domain';
import { useBloqueoFarmaciaStore } from '../bloqueo/bloqueoFarmacia.js';
import { notificarUsuarioErrores } from './usuarioReporteErrores.js';

/** Puts the oidc user into the shared session store (token, pharmacy, roles) or clears it, with the pharmacy's cart. */
export function aplicarUsuario(usuario: User | null): void {
  const store = useSessionStore.getState();
  if (usuario && !usuario.expired) {
    const sesion = perfilASesion(usuario.profile as Record<string, unknown>, (usuario.expires_at ?? 0) * 1000);
    store.setSesion(sesion, usuario.access_token);
    notificarUsuarioErrores(sesion);
  } else {
    store.limpiar();
    useCarritoStore.getState().limpiar();
    useBloqueoFarmaciaStore.getState().setBloqueo(null);
    notificarUsuarioErrores(null);
  }
}

/** Keeps the session store in step with every user change of the UserManager; answers the unsubscribe function. */
export function sincronizarSesion(userManager: UserManager): () => void {
  const quitar = [
    userManager.events.addUserLoaded((usuario) => aplicarUsuario(usuario)),
    userManager.events.addUserUnloaded(() => aplicarUsuario(null)),
    userManager.events.addUserSignedOut(() => aplicarUsuario(null)),
  ];
  return () => quitar.forEach((q) => q());
}
