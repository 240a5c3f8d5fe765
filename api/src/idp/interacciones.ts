import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { errorClaveNueva, guardarClaveNueva } from './clave-nueva.js';
import { registrarContexto } from './contexto-sesion.js';
import { cargarClaves } from './claves.js';
import { crearFirmaDispositivo } from './dispositivo.js';
import { evaluarIntento, registrarExito, registrarFallo, type Intento, type MotivoEspera, type Veredicto } from './intentos.js';
import { paginaCambioClave, paginaLogin, paginaMensaje } from './paginas.js';
import { MOTIVO_CLAVE_VENCIDA, MOTIVO_CONTEXTO } from './politica.js';
import { COOKIE_MOTIVO, type MotivoSalida } from './proveedor.js';
import { passwordVencida, type CuentasUsuarios, type UsuarioLogin } from './usuarios.js';

export const CREDENCIALES_INCORRECTAS = 'Usuario o contraseña incorrectos.';
/**
 * Told only after the right password (issue 29, item 12): whoever knows it is the user or was given it, so naming the
 * reason reveals nothing, and the user knows whom to ask. With a wrong password a disabled user reads as any other.
 */
export const USUARIO_DESHABILITADO = 'Su usuario está deshabilitado. Consulte con el administrador de su farmacia.';
/** Refused only where the user never signed in (this browser and this address): it can still sign in where it did. */
export const DEMASIADOS_INTENTOS =
  'Demasiados intentos. Espere unos minutos e intente nuevamente. Su usuario no se bloquea: desde un equipo o una red en los que ya ingresó antes puede seguir intentando.';
/**
 * The real user is slowed down rather than refused (a browser or an address it signed in from before, or its user
 * name guessed from many addresses): it is told why, and that its user is not locked.
 */
const MOTIVOS_ESPERA: Record<MotivoEspera, string> = {
  dispositivo: 'Hubo intentos fallidos recientes de ingresar con este usuario. Como ya ingresó antes desde este equipo, su usuario no se bloquea',
  direccion: 'Hubo intentos fallidos recientes de ingresar con este usuario. Como ya ingresó antes desde esta red, su usuario no se bloquea',
  usuario: 'Hubo muchos intentos fallidos recientes de ingresar con este usuario desde distintas direcciones. Su usuario no se bloquea',
};
export const avisoEspera = (segundos: number, motivo: MotivoEspera) =>
  `${MOTIVOS_ESPERA[motivo]}, pero por seguridad debe esperar ${segundos} ${segundos === 1 ? 'segundo' : 'segundos'} antes de volver a intentar.`;
export const AVISOS_MOTIVO: Record<MotivoSalida, string> = {
  PasswordExpired: 'Su contraseña venció. Ingrese y elija una nueva.',
  ContextChanged: 'Sus permisos cambiaron. Ingrese nuevamente.',
};
const AVISO_CLAVE_VENCIDA = 'Su contraseña venció. Elija una nueva para continuar.';

/** An attempt refused or slowed down by the failed-login limits, with what its page says. */
class Frenado {
  constructor(readonly error: string) {}
}

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
  cuentas: CuentasUsuarios;
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
export async function rutasInteraccion(app: FastifyInstance, { provider, cuentas, duracionSesion, urlPortal }: OpcionesInteracciones) {
  await app.register(formbody);
  const db = app.db;
  // Unknown users are checked against a real hash too, so the answer takes as long as for a wrong password.
  const hashFicticio = hashPassword('sin-usuario-0');
  const dispositivos = crearFirmaDispositivo((await cargarClaves(db)).cookies);
  const cookieSegura = urlPortal.startsWith('https:');

  /**
   * Verifies credentials under the failed-login limits (intentos.ts). A disabled user is told so only after its right
   * password; with a wrong one it reads (answer, time and counters) exactly as any wrong password. Its right password
   * signs nothing in, so it counts as a failure too and never marks the browser or the address as known. A success
   * marks this browser as one the user signed in from (the device cookie).
   */
  async function autenticar(
    req: FastifyRequest,
    reply: FastifyReply,
    userName: string,
    clave: string,
  ): Promise<UsuarioLogin | Frenado | 'incorrecto' | 'deshabilitado'> {
    const intento: Intento = { userName, ip: req.ip, dispositivo: dispositivos.conocidoPara(req, userName) };
    const veredicto = await evaluarIntento(db, intento);
    if (veredicto.tipo !== 'libre') return frenado(reply, veredicto);
    const u = userName.trim() ? await cuentas.buscarPorNombre(db, userName) : null;
    const correcta = await verifyPassword(u?.passwordHash ?? (await hashFicticio), clave);
    if (!u || !correcta || !u.habilitado) {
      await registrarFallo(db, intento);
      return u && correcta ? 'deshabilitado' : 'incorrecto';
    }
    await registrarExito(db, intento);
    reply.header('set-cookie', dispositivos.recordar(req, userName, cookieSegura));
    return u;
  }

  /** What a refused or slowed attempt is told (429, and when it may come back). */
  function frenado(reply: FastifyReply, veredicto: Exclude<Veredicto, { tipo: 'libre' }>): Frenado {
    if (veredicto.tipo === 'esperar') {
      reply.header('retry-after', String(veredicto.segundos));
      return new Frenado(avisoEspera(veredicto.segundos, veredicto.motivo));
    }
    return new Frenado(DEMASIADOS_INTENTOS);
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
      const u = await cuentas.buscarPorId(db, cuenta);
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
    const resultado = await autenticar(req, reply, userName, String(req.body?.clave ?? ''));
    if (resultado instanceof Frenado) return html(reply, 429, paginaLogin({ accion, usuario: userName, error: resultado.error }));
    if (resultado === 'incorrecto') return html(reply, 401, paginaLogin({ accion, usuario: userName, error: CREDENCIALES_INCORRECTAS }));
    if (resultado === 'deshabilitado') return html(reply, 403, paginaLogin({ accion, usuario: userName, error: USUARIO_DESHABILITADO }));
    if (passwordVencida(resultado)) return html(reply, 200, formCambioEnInteraccion(detalles.uid, resultado, { aviso: AVISO_CLAVE_VENCIDA }));
    return finalizarLogin(req, reply, resultado);
  });

  app.post<{ Params: { uid: string }; Body: FormClave }>('/idp/interaccion/:uid/clave', { schema: { hide: true } }, async (req, reply) => {
    const detalles = await interaccion(req, reply);
    if (!detalles || detalles.uid !== req.params.uid) return sinInteraccion(reply);
    const cambio = solicitudCambio(req.body);
    const pagina = (status: number, error: string) => html(reply, status, formCambioEnInteraccion(detalles.uid, cambio, { error }));
    const resultado = await autenticar(req, reply, cambio.userName, cambio.actual);
    if (resultado instanceof Frenado) return pagina(429, resultado.error);
    if (resultado === 'incorrecto') return pagina(401, CREDENCIALES_INCORRECTAS);
    if (resultado === 'deshabilitado') return pagina(403, USUARIO_DESHABILITADO);
    const error = errorClaveNueva(cambio);
    if (error) return pagina(400, error);
    const versionContexto = await guardarClaveNueva(db, cuentas, app.vigencia, resultado.id, cambio.nueva);
    return finalizarLogin(req, reply, { ...resultado, versionContexto });
  });

  app.get<{ Querystring: { motivo?: string } }>('/idp/cambiar-clave', { schema: { hide: true } }, async (req, reply) => {
    const aviso = req.query.motivo === 'PasswordExpired' ? AVISOS_MOTIVO.PasswordExpired : undefined;
    return html(reply, 200, paginaCambioClave({ accion: '/idp/cambiar-clave', pedirUsuario: true, aviso }));
  });

  app.post<{ Body: FormClave }>('/idp/cambiar-clave', { schema: { hide: true } }, async (req, reply) => {
    const cambio = solicitudCambio(req.body);
    const pagina = (status: number, error: string) =>
      html(reply, status, paginaCambioClave({ accion: '/idp/cambiar-clave', pedirUsuario: true, usuario: cambio.userName, error }));
    const resultado = await autenticar(req, reply, cambio.userName, cambio.actual);
    if (resultado instanceof Frenado) return pagina(429, resultado.error);
    if (resultado === 'incorrecto') return pagina(401, CREDENCIALES_INCORRECTAS);
    if (resultado === 'deshabilitado') return pagina(403, USUARIO_DESHABILITADO);
    const error = errorClaveNueva(cambio);
    if (error) return pagina(400, error);
    await guardarClaveNueva(db, cuentas, app.vigencia, resultado.id, cambio.nueva);
    return html(
      reply,
      200,
      paginaMensaje('Contraseña actualizada', 'Su contraseña se cambió correctamente. Ya puede ingresar al portal.', { href: `${urlPortal}/`, texto: 'Ir al portal' }),
    );
  });
}
