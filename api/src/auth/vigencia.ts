import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** The Redis channel of user changes; shared by every deployment on a Redis, which is harmless (see `cambio`). */
export const CANAL_USUARIOS = 'portal:usuarios';

/**
 * How long a user's version is trusted without being read again while this process hears the notices of `cambio`
 * (its Redis subscription is up): they make a change take effect at once; this bounds what a change made outside the
 * API can leave behind.
 */
export const VIGENCIA_MS = 30_000;
/**
 * The same while no notice can arrive (no Redis, or this process's subscription down): another process's change then
 * takes effect here within this, as issue 10 asks of every instance (5 s), at one read per active user per 5 s.
 */
export const VIGENCIA_SIN_AVISOS_MS = 5_000;

/** The user's current context version, or null when it may not use the API (deleted or disabled). */
export type LeerVersion = (sub: string) => Promise<number | null>;

/** Told on every API process after a user's change, with what the user's tokens must now say. */
export type AlCambiar = (sub: string, version: number | null) => void;

/**
 * Whether a user's access tokens still hold. A token says the `versionContexto` the user had when it was issued; an
 * administrator's change of roles, state, password or pharmacy bumps the version (a deletion leaves none), so older
 * tokens stop working before they expire. The versions are kept in memory per process: a request reads the database
 * only for a user not seen for `VIGENCIA_MS`.
 */
export interface VigenciaUsuarios {
  /** The version the user's tokens must carry; `vista` (a token's) newer than the one kept means it is stale: read again. */
  version(sub: string, vista?: number): Promise<number | null>;
  /** After a change is committed: every API process forgets the user, reads it again and tells its listeners. */
  cambio(sub: string): Promise<void>;
  alCambiar(oyente: AlCambiar): void;
  /** How long a version read now is trusted: VIGENCIA_MS while notices arrive, VIGENCIA_SIN_AVISOS_MS otherwise. */
  vigencia(): number;
  cerrar(): Promise<void>;
}

interface Entrada {
  version: Promise<number | null>;
  leidaEn: number;
}

const MAXIMO_USUARIOS = 50_000;

export async function crearVigencia(opciones: { leer: LeerVersion; redisUrl: string | null; log: FastifyBaseLogger }): Promise<VigenciaUsuarios> {
  const { leer, redisUrl, log } = opciones;
  const porUsuario = new Map<string, Entrada>();
  const oyentes: AlCambiar[] = [];
  /** Whether notices from other processes reach this one now (subscribed, connection up). */
  let oyendo = false;
  const vigenciaActual = () => (oyendo ? VIGENCIA_MS : VIGENCIA_SIN_AVISOS_MS);

  /**
   * Reads the user again. `anterior`: the version kept until now, still answered if the read fails (a database blip
   * must not sign everyone out); after a notice there is none to fall back on, the user did change.
   */
  function leerAhora(sub: string, anterior?: Entrada): Promise<number | null> {
    const leida = leer(sub);
    const entrada: Entrada = { version: anterior ? leida.catch(() => anterior.version) : leida, leidaEn: Date.now() };
    if (porUsuario.size >= MAXIMO_USUARIOS) porUsuario.delete(porUsuario.keys().next().value!);
    porUsuario.set(sub, entrada);
    // A failed read is not kept (the next request tries again); a newer read that replaced this one is left alone.
    leida.catch(() => {
      if (porUsuario.get(sub) !== entrada) return;
      if (anterior) porUsuario.set(sub, anterior);
      else porUsuario.delete(sub);
    });
    return entrada.version;
  }

  async function version(sub: string, vista?: number): Promise<number | null> {
    const entrada = porUsuario.get(sub);
    if (!entrada) return leerAhora(sub);
    if (Date.now() - entrada.leidaEn > vigenciaActual()) return leerAhora(sub, entrada);
    const conocida = await entrada.version;
    // A token issued after a change this process has not heard of yet (its notice is on the way, or was lost).
    if (vista !== undefined && conocida !== null && vista > conocida && porUsuario.get(sub) === entrada) return leerAhora(sub);
    return conocida;
  }

  /** A notice (from here or another process): read again now, so the listeners (the hub) act on the new state. */
  async function olvidar(sub: string): Promise<void> {
    try {
      const actual = await leerAhora(sub);
      for (const oyente of oyentes) oyente(sub, actual);
    } catch (err) {
      // Kept nothing: the next request reads it again.
      log.warn({ err, sub }, 'no se pudo leer el usuario cambiado');
    }
  }

  const origen = randomBytes(8).toString('hex');
  const opcionesRedis = { lazyConnect: true, maxRetriesPerRequest: 1 } as const;
  const publicador = redisUrl ? new Redis(redisUrl, opcionesRedis) : null;
  const suscriptor = redisUrl ? new Redis(redisUrl, opcionesRedis) : null;
  /** Users changed here whose notice has not gone out yet (Redis unreachable when they changed). */
  const sinPublicar = new Set<string>();
  async function publicar(sub: string): Promise<void> {
    if (!publicador) return;
    try {
      await publicador.publish(CANAL_USUARIOS, JSON.stringify({ origen, sub }));
      sinPublicar.delete(sub);
    } catch (err) {
      sinPublicar.add(sub);
      log.warn({ err, sub }, 'no se pudo avisar el cambio del usuario por Redis; se avisará al reconectar');
    }
  }

  if (publicador && suscriptor) {
    suscriptor.on('message', (_canal: string, crudo: string) => {
      let aviso: { origen?: unknown; sub?: unknown };
      try {
        aviso = JSON.parse(crudo) as typeof aviso;
      } catch {
        return;
      }
      // The database is the truth: a notice only says "read this user again", so one from another deployment sharing
      // this Redis costs a read and changes nothing.
      if (aviso.origen !== origen && typeof aviso.sub === 'string') void olvidar(aviso.sub);
    });
    /** Set once the first attempt to reach Redis at start is over, whatever its outcome. */
    let arrancado = false;
    let suscripto = false;
    suscriptor.on('ready', () => {
      if (!arrancado) return;
      // Notices published while this process was cut off from Redis were missed: everything is read again.
      porUsuario.clear();
      // ioredis subscribes again by itself, but only to a channel it once subscribed to: not if Redis was down at start.
      if (suscripto) oyendo = true;
      else {
        suscriptor.subscribe(CANAL_USUARIOS).then(
          () => (suscripto = oyendo = true),
          (err: unknown) => log.warn({ err }, 'no se pudo suscribir a los cambios de usuarios'),
        );
      }
    });
    // Cut off: versions are trusted for VIGENCIA_SIN_AVISOS_MS only, until the subscription is back.
    suscriptor.on('close', () => (oyendo = false));
    // A notice this process could not publish goes out once its connection is back; the others read the user again then.
    publicador.on('ready', () => {
      for (const sub of [...sinPublicar]) void publicar(sub);
    });
    for (const cliente of [publicador, suscriptor]) cliente.on('error', (err: Error) => log.warn({ err: err.message }, 'Redis (usuarios)'));
    try {
      await Promise.all([publicador.connect(), suscriptor.connect()]);
      await suscriptor.subscribe(CANAL_USUARIOS);
      suscripto = oyendo = true;
    } catch (err) {
      log.warn({ err }, `sin Redis: los cambios de usuarios llegan a los otros procesos en ${VIGENCIA_SIN_AVISOS_MS / 1000} s`);
    }
    arrancado = true;
  }

  return {
    version,
    async cambio(sub) {
      await olvidar(sub);
      await publicar(sub);
    },
    vigencia: vigenciaActual,
    alCambiar(oyente) {
      oyentes.push(oyente);
    },
    async cerrar() {
      suscriptor?.disconnect();
      publicador?.disconnect();
    },
  };
}
