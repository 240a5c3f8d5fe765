import type { UsuarioLogin } from '../modules/usuario/acceso.js';
import * as reloj from '../reloj.js';

export { buscarUsuarioPorId, buscarUsuarioPorNombre, type UsuarioLogin } from '../modules/usuario/acceso.js';

export const passwordVencida = (u: Pick<UsuarioLogin, 'passwordVenceEn'>, ahora = reloj.ahora()) =>
  u.passwordVenceEn !== null && u.passwordVenceEn.getTime() <= ahora.getTime();
