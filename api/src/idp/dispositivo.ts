import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A browser where a user signed in before carries a signed cookie that says so: the device id and the user names
 * that signed in on it (a counter PC is shared by several clerks). The login limits slow that browser down instead
 * of refusing it, so an attacker who only knows a user name cannot lock its owner out. The signature (HMAC with a
 * secret kept in the database, the same on every API process) makes the cookie impossible to forge or to extend to
 * another user name.
 */
export const COOKIE_DISPOSITIVO = 'portal_dispositivo';
const DURACION_SEGUNDOS = 180 * 24 * 60 * 60;
const MAX_USUARIOS = 10;

export interface Dispositivo {
  id: string;
  usuarios: string[];
}

export const normalizarUsuario = (userName: string) => userName.trim().toLowerCase();

const base64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function crearFirmaDispositivo(secretos: readonly string[]) {
  // Derived keys: the provider's cookie secrets are not used as they are for a second purpose.
  const claves = secretos.map((s) => createHmac('sha256', s).update('portal-dispositivo').digest());
  const firmar = (datos: string, clave: Buffer) => createHmac('sha256', clave).update(datos).digest();

  function leer(req: FastifyRequest): Dispositivo | null {
    const valor = new RegExp(`(?:^|;\\s*)${COOKIE_DISPOSITIVO}=([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]+)`).exec(req.headers.cookie ?? '');
    if (!valor) return null;
    const [, datos = '', firma = ''] = valor;
    const recibida = Buffer.from(firma, 'base64url');
    const valida = claves.some((clave) => {
      const esperada = firmar(datos, clave);
      return esperada.length === recibida.length && timingSafeEqual(esperada, recibida);
    });
    if (!valida) return null;
    try {
      const { d, u } = JSON.parse(Buffer.from(datos, 'base64url').toString('utf8')) as { d?: unknown; u?: unknown };
      if (typeof d !== 'string' || !Array.isArray(u) || !u.every((x) => typeof x === 'string')) return null;
      return { id: d, usuarios: u as string[] };
    } catch {
      return null;
    }
  }

  return {
    leer,
    /** The device id when this browser's cookie says `userName` signed in on it. */
    conocidoPara(req: FastifyRequest, userName: string): string | null {
      const dispositivo = leer(req);
      return dispositivo && dispositivo.usuarios.includes(normalizarUsuario(userName)) ? dispositivo.id : null;
    },
    /** The Set-Cookie value after a successful sign-in of `userName`: the same device, that user first. */
    recordar(req: FastifyRequest, userName: string, seguro: boolean): string {
      const previo = leer(req);
      const usuario = normalizarUsuario(userName);
      const datos = base64url(
        JSON.stringify({
          d: previo?.id ?? randomBytes(12).toString('base64url'),
          u: [usuario, ...(previo?.usuarios ?? []).filter((u) => u !== usuario)].slice(0, MAX_USUARIOS),
        }),
      );
      const valor = `${datos}.${base64url(firmar(datos, claves[0]!))}`;
      return `${COOKIE_DISPOSITIVO}=${valor}; Path=/idp; Max-Age=${DURACION_SEGUNDOS}; HttpOnly; SameSite=Lax${seguro ? '; Secure' : ''}`;
    },
  };
}

export type FirmaDispositivo = ReturnType<typeof crearFirmaDispositivo>;
