import type { UsuarioLogin } from '../auth/claims.js';
import * as reloj from '../reloj.js';

export type { CuentasUsuarios, UsuarioLogin } from '../auth/claims.js';

export const passwordVencida = (u: Pick<UsuarioLogin, 'passwordVenceEn'>, ahora = reloj.ahora()) =>
  u.passwordVenceEn !== null && u.passwordVenceEn.getTime() <= ahora.getTime();
