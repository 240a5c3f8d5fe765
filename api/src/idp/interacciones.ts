import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { errorClaveNueva, guardarClaveNueva } from './clave-nueva.js';
import { registrarContexto } from './contexto-sesion.js';
import { bloqueado, claveIp, claveUsuario, olvidarFallos, registrarFallo } from './intentos.js';
import { paginaCambioClave, paginaLogin, paginaMensaje } from './paginas.js';
import { MOTIVO_CLAVE_VENCIDA, MOTIVO_CONTEXTO } from './politica.js';
import { COOKIE_MOTIVO, type MotivoSalida } from './proveedor.js';
import { buscarUsuarioPorId, buscarUsuarioPorNombre, passwordVencida, type UsuarioLogin } from './usuarios.js';

export const CREDENCIALES_INCORRECTAS = 'Usuario o contraseña incorrectos.';
export const DEMASIADOS_INTENTOS = 'Demasiados intentos. Espere unos minutos e intente nuevamente.';
export const AVISOS_MOTIVO: Record<MotivoSalida, string> = {
  PasswordExpired: 'Su contraseña venció. Ingrese y elija una nueva.',
  ContextChanged: 'Sus permisos cambiaron. Ingrese nuevamente.',
};
const AVISO_CLAVE_VENCIDA = 'Su contraseña venció. Elija una nueva para continuar.';

interface FormLogin {
  usuario?: string;
  clave?: string;
}
interface FormClave {
  usuario?: string;
  actual?: string;
  nueva?: string;
  repeticion?: string;
}

export interface OpcionesInteracciones {
  provider: Provider;
  duracionSesion: number;
  urlPortal: string;
}

const html = (reply: FastifyReply, status: number, cuerpo: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(cuerpo);

/** A form as typed: missing fields read as empty, so the rules (not a 500) answer. */
const solicitudCambio = (f: FormClave = {}) => ({
  userName: String(f.usuario ?? ''),
  actual: String(f.actual ?? ''),
  nueva: String(f.nueva ?? ''),
  repeticion: String(f.repeticion ?? ''),
});

const motivoDe = (req: FastifyRequest): MotivoSalida | undefined => {
  const valor = /(?:^|;\s*)portal_motivo=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  return valor === 'PasswordExpired' || valor === 'ContextChanged' ? valor : undefined;
};

/**
 * The login and change-password pages of the provider's interactions (`/idp/interaccion/:uid`), and the
 * change-password page reachable on its own (`/idp/cambiar-clave`).
 */
export async function rutasInteraccion(app: FastifyInstance, { provider, duracionSesion, urlPortal }: OpcionesInteracciones) {
  await app.register(formbody);
  const db = app.db;
  // Unknown users are checked against a real hash too, so the answer takes as long as for a wrong password.
  const hashFicticio = hashPassword('sin-usuario-0');

  /** Verifies credentials under the failed-login limits; a disabled user reads exactly as a wrong password. */
  async function autenticar(req: FastifyRequest, userName: string, clave: string): Promise<UsuarioLogin | 'bloqueado' | 'incorrecto'> {
    const claves = [claveIp(req.ip), claveUsuario(userName)];
    if (await bloqueado(db, claves)) return 'bloqueado';
    const u = userName.trim() ? await buscarUsuarioPorNombre(db, userName) : null;
    const correcta = await verifyPassword(u?.passwordHash ?? (await hashFicticio), clave);
    if (!u || !u.habilitado || !correcta) {
      await registrarFallo(db, claves);
      return 'incorrecto';
    }
    await olvidarFallos(db, claveUsuario(userName));
    return u;
  }

  async function finalizarLogin(req: FastifyRequest, reply: FastifyReply, u: UsuarioLogin) {
    const ts = Math.floor(Date.now() / 1000);
    await registrarContexto(db, u.id, ts, u.versionContexto, duracionSesion);
    const destino = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: u.id, ts, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
    reply.header('set-cookie', `${COOKIE_MOTIVO}=; Path=/idp; Max-Age=0; HttpOnly; SameSite=Lax`);
    return reply.redirect(destino, 303);
  }

  const formCambioEnInteraccion = (uid: string, u: { userName: string }, extra: { error?: string; aviso?: string }) =>
    paginaCambioClave({ accion: `/idp/interaccion/${uid}/clave`, pedirUsuario: false, usuario: u.userName, ...extra });

  /** The interaction of the browser's cookie; without one (expired, or a bookmarked page) the user is sent back to the portal. */
  async function interaccion(req: FastifyRequest, reply: FastifyReply) {
    try {
      return await provider.interactionDetails(req.raw, reply.raw);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return null;
      throw error;
    }
  }
  const sinInteraccion = (reply: FastifyReply) =>
    html(
      reply,
      400,
      paginaMensaje('No se pudo completar el ingreso', 'La sesión de ingreso venció. Vuelva al portal e intente nuevamente.', {
        href: `${urlPortal}/`,
        texto: 'Volver al portal',
      }),
    );

  app.get<{ Params: { uid: string } }>('/idp/interaccion/:uid', { schema: { hide: true } }, async (req, reply) => {
    const detalles = await interaccion(req, reply);
    if (!detalles || detalles.uid !== req.params.uid) return sinInteraccion(reply);
    const razones = detalles.prompt.reasons;
    const cuenta = detalles.session?.accountId;
    if (razones.includes(MOTIVO_CLAVE_VENCIDA) && cuenta) {
      const u = await buscarUsuarioPorId(db, cuenta);
      if (u) return html(reply, 200, formCambioEnInteraccion(detalles.uid, u, { aviso: AVISO_CLAVE_VENCIDA }));
    }
    const motivo = motivoDe(req) ?? (razones.includes(MOTIVO_CONTEXTO) ? 'ContextChanged' : undefined);
    return html(reply, 200, paginaLogin({ accion: `/idp/interaccion/${detalles.uid}`, aviso: motivo && AVISOS_MOTIVO[motivo] }));
  });

  app.post<{ Params: { uid: string }; Body: FormLogin }>('/idp/interaccion/:uid', { schema: { hide: true } }, async (req, reply) => {
    const detalles = await interaccion(req, reply);
    if (!detalles || detalles.uid !== req.params.uid) return sinInteraccion(reply);
    const accion = `/idp/interaccion/${detalles.uid}`;
    const userName = String(req.body?.usuario ?? '');
    const resultado = await autenticar(req, userName, String(req.body?.clave ?? ''));
    if (resultado === 'bloqueado') return html(reply, 429, paginaLogin({ accion, usuario: userName, error: DEMASIADOS_INTENTOS }));
    if (resultado === 'incorrecto') return html(reply, 401, paginaLogin({ accion, usuario: userName, error: CREDENCIALES_INCORRECTAS }));
    if (passwordVencida(resultado)) return html(reply, 200, formCambioEnInteraccion(detalles.uid, resultado, { aviso: AVISO_CLAVE_VENCIDA }));
    return finalizarLogin(req, reply, resultado);
  });

  app.post<{ Params: { uid: string }; Body: FormClave }>('/idp/interaccion/:uid/clave', { schema: { hide: true } }, async (req, reply) => {
    const detalles = await interaccion(req, reply);
    if (!detalles || detalles.uid !== req.params.uid) return sinInteraccion(reply);
    const cambio = solicitudCambio(req.body);
    const pagina = (status: number, error: string) => html(reply, status, formCambioEnInteraccion(detalles.uid, cambio, { error }));
    const resultado = await autenticar(req, cambio.userName, cambio.actual);
    if (resultado === 'bloqueado') return pagina(429, DEMASIADOS_INTENTOS);
    if (resultado === 'incorrecto') return pagina(401, CREDENCIALES_INCORRECTAS);
    const error = errorClaveNueva(cambio);
    if (error) return pagina(400, error);
    await guardarClaveNueva(db, resultado.id, cambio.nueva);
    return finalizarLogin(req, reply, resultado);
  });

  app.get<{ Querystring: { motivo?: string } }>('/idp/cambiar-clave', { schema: { hide: true } }, async (req, reply) => {
    const aviso = req.query.motivo === 'PasswordExpired' ? AVISOS_MOTIVO.PasswordExpired : undefined;
    return html(reply, 200, paginaCambioClave({ accion: '/idp/cambiar-clave', pedirUsuario: true, aviso }));
  });

  app.post<{ Body: FormClave }>('/idp/cambiar-clave', { schema: { hide: true } }, async (req, reply) => {
    const cambio = solicitudCambio(req.body);
    const pagina = (status: number, error: string) =>
      html(reply, status, paginaCambioClave({ accion: '/idp/cambiar-clave', pedirUsuario: true, usuario: cambio.userName, error }));
    const resultado = await autenticar(req, cambio.userName, cambio.actual);
    if (resultado === 'bloqueado') return pagina(429, DEMASIADOS_INTENTOS);
    if (resultado === 'incorrecto') return pagina(401, CREDENCIALES_INCORRECTAS);
    const error = errorClaveNueva(cambio);
    if (error) return pagina(400, error);
    await guardarClaveNueva(db, resultado.id, cambio.nueva);
    return html(
      reply,
      200,
      paginaMensaje('Contraseña actualizada', 'Su contraseña se cambió correctamente. Ya puede ingresar al portal.', { href: `${urlPortal}/`, texto: 'Ir al portal' }),
    );
  });
}
