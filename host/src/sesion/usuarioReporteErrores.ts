import type { UsuarioSesion } from '@portal/shared/domain';

export type ReceptorUsuarioErrores = (usuario: UsuarioSesion | null) => void;

let receptor: ReceptorUsuarioErrores | null = null;

/** Error reporting (issue 5) registers here to learn who the current user is; until then nobody listens. */
export function definirReceptorUsuarioErrores(nuevo: ReceptorUsuarioErrores | null): void {
  receptor = nuevo;
}

export function notificarUsuarioErrores(usuario: UsuarioSesion | null): void {
  receptor?.(usuario);
}
