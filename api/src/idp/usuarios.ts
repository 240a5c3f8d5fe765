import type { UsuarioLogin } from '../modules/usuario/acceso.js';

export { buscarUsuarioPorId, buscarUsuarioPorNombre, type UsuarioLogin } from '../modules/usuario/acceso.js';

export const passwordVencida = (u: Pick<UsuarioLogin, 'passwordVenceEn'>, ahora = new Date()) =>
  u.passwordVenceEn !== null && u.passwordVenceEn.getTime() <= ahora.getTime();
