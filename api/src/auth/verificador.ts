import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { ErrorHttp } from '../errores.js';
import { usuarioDeClaims } from './claims.js';
import type { UsuarioToken } from './tipos.js';
import type { VigenciaUsuarios } from './vigencia.js';

export const SESION_INVALIDA = 'Sesión inválida o vencida.';
/** The same words as the login page after a ContextChanged renewal. */
export const CONTEXTO_CAMBIADO = 'Sus permisos cambiaron. Ingrese nuevamente.';
const PROVEEDOR_NO_DISPONIBLE = 'El proveedor de identidad no está disponible. Intente nuevamente en unos minutos.';
/** Between API processes and the provider's clock. */
const TOLERANCIA_RELOJ_SEGUNDOS = 5;

export type VerificarToken = (token: string) => Promise<UsuarioToken>;

interface FuenteClaves {
  issuer: string;
  claves: JWTVerifyGetKey;
}

/** Verified tokens kept per process: a pharmacy counter sends the same token with every call until it is renewed. */
const MAXIMO_TOKENS_RECORDADOS = 5_000;

/**
 * What verified tokens said, until each expires: checking a signature is the dearest step of a cart update, and a
 * token is immutable, so its answer cannot change while it lives. Oldest out first (a Map iterates in insertion order).
 */
class TokensVerificados {
  private readonly porToken = new Map<string, { usuario: UsuarioToken; venceMs: number }>();

  leer(token: string): UsuarioToken | null {
    const recordado = this.porToken.get(token);
    if (!recordado) return null;
    if (recordado.venceMs > Date.now()) return recordado.usuario;
    this.porToken.delete(token);
    return null;
  }

  recordar(token: string, usuario: UsuarioToken, exp: number | undefined): void {
    // A token without an expiry is checked every time: nothing says for how long its answer holds.
    if (exp === undefined) return;
    if (this.porToken.size >= MAXIMO_TOKENS_RECORDADOS) this.porToken.delete(this.porToken.keys().next().value!);
    this.porToken.set(token, { usuario, venceMs: exp * 1000 });
  }
}

function verificadorCon(obtenerFuente: () => Promise<FuenteClaves>, audiencia: string, vigencia?: VigenciaUsuarios): VerificarToken {
  const verificados = new TokensVerificados();
  const firmado = async (token: string): Promise<UsuarioToken> => {
    const recordado = verificados.leer(token);
    if (recordado) return recordado;
    const { issuer, claves } = await obtenerFuente();
    try {
      const { payload } = await jwtVerify(token, claves, { issuer, audience: audiencia, clockTolerance: TOLERANCIA_RELOJ_SEGUNDOS });
      const usuario = usuarioDeClaims(payload);
      if (usuario) {
        verificados.recordar(token, usuario, payload.exp);
        return usuario;
      }
    } catch (error) {
      // The other provider's JWKS did not answer: the token may be fine, the caller should retry.
      if (error instanceof joseErrors.JWKSTimeout) throw new ErrorHttp(503, PROVEEDOR_NO_DISPONIBLE);
    }
    // Whatever else fails while reading an untrusted token is the token's fault.
    throw new ErrorHttp(401, SESION_INVALIDA);
  };
  if (!vigencia) return firmado;
  return async (token) => {
    const usuario = await firmado(token);
    // Checked on every call, remembered token or not: a signature stays valid, the user's rights may not. Another
    // provider's tokens carry no version: that provider answers for them.
    if (usuario.versionContexto !== null && (await vigencia.version(usuario.sub, usuario.versionContexto)) !== usuario.versionContexto) {
      throw new ErrorHttp(401, CONTEXTO_CAMBIADO);
    }
    return usuario;
  };
}

/**
 * Tokens of the embedded provider, verified with its public keys as they are (no HTTP call to ourselves); with
 * `vigencia`, a token issued before a change of its user is refused.
 */
export function verificadorLocal(issuer: string, audiencia: string, clavesPublicas: JWK[], vigencia?: VigenciaUsuarios): VerificarToken {
  const fuente = { issuer, claves: createLocalJWKSet({ keys: clavesPublicas }) };
  return verificadorCon(async () => fuente, audiencia, vigencia);
}

/**
 * Tokens of another OpenID Connect provider: its discovery document names the JWKS, which jose fetches and refreshes
 * when an unknown key id appears (key rotation). A failed discovery is retried on the next request.
 */
export function verificadorRemoto(issuer: string, audiencia: string): VerificarToken {
  const emisor = issuer.replace(/\/$/, '');
  let fuente: Promise<FuenteClaves> | null = null;
  const descubrir = async (): Promise<FuenteClaves> => {
    const respuesta = await fetch(`${emisor}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
    if (!respuesta.ok) throw new Error(`discovery ${respuesta.status}`);
    const documento = (await respuesta.json()) as { issuer?: string; jwks_uri?: string };
    if (documento.issuer?.replace(/\/$/, '') !== emisor || !documento.jwks_uri) throw new Error('discovery sin issuer o jwks_uri coincidentes');
    return { issuer: documento.issuer, claves: createRemoteJWKSet(new URL(documento.jwks_uri)) };
  };
  return verificadorCon(async () => {
    fuente ??= descubrir();
    try {
      return await fuente;
    } catch {
      fuente = null;
      throw new ErrorHttp(503, PROVEEDOR_NO_DISPONIBLE);
    }
  }, audiencia);
}
