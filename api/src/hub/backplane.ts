import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** A message for the connections of one pharmacy (`farmaciaId`) or of everyone (`null`), already encoded. */
export interface Difusion {
  farmaciaId: number | null;
  texto: string;
  exceptoConnectionId: string | null;
}

/**
 * Carries the messages of one turn (see `SalidaPorTurno`), in order, to the connections of every API process;
 * `entregar` delivers them to this process's own, at once: they were batched where they were sent.
 */
export interface Backplane {
  publicar(difusiones: readonly Difusion[]): Promise<void>;
  cerrar(): Promise<void>;
}

type Entregar = (difusiones: readonly Difusion[]) => void;

export function backplaneLocal(entregar: Entregar): Backplane {
  return {
    async publicar(difusiones) {
      entregar(difusiones);
    },
    async cerrar() {},
  };
}

/**
 * Told when this process's connections of some pharmacies (null: all) may have missed messages of other processes:
 * the hub asks them to reconnect, and a client reads its cart again after a reconnect.
 */
export type AlPerderMensajes = (farmacias: readonly number[] | null) => void;

/** What the operator's metrics count of the Redis messages (plugins/metricas.ts). */
export type EventoBackplane = 'publicado' | 'recibido' | 'no publicado';

interface MensajeRedis {
  origen: string;
  difusiones?: Difusion[];
  /** A process that could not publish tells, once it can again, whose messages were lost and until when. */
  perdidas?: { farmacias: (number | null)[]; hasta: number };
}

/**
 * One Redis channel for every group, one Redis message per turn of the sending process: each message names its
 * pharmacy, and each process delivers to its own connections. A process delivers its own messages at once and ignores
 * their echo from Redis.
 *
 * Redis restarting, or out of reach for a while, loses messages: pub/sub keeps nothing. A process whose subscription
 * was cut subscribes again and has every one of its connections catch up (`alPerder`); a process whose publications
 * failed says so once it can publish again, and the others have that pharmacy's connections catch up, unless they
 * already did since.
 */
export async function backplaneRedis(
  url: string,
  canal: string,
  entregar: Entregar,
  log: FastifyBaseLogger,
  alPerder: AlPerderMensajes,
  contar: (evento: EventoBackplane) => void = () => undefined,
): Promise<Backplane> {
  const origen = randomBytes(8).toString('hex');
  const opciones = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publicador = new Redis(url, opciones);
  // Subscribed again by hand after a reconnect, so what was missed is made up only once the subscription is back.
  const suscriptor = new Redis(url, { ...opciones, autoResubscribe: false });
  for (const cliente of [publicador, suscriptor]) {
    cliente.on('error', (err: Error) => log.warn({ err: err.message }, 'hub: error de Redis'));
  }
  /** Set once the first attempt to reach Redis at start is over, whatever its outcome. */
  let arrancado = false;
  /** When this process last had all its connections catch up. */
  let recuperadoEn = 0;
  suscriptor.on('message', (_canal: string, crudo: string) => {
    let mensaje: MensajeRedis;
    try {
      mensaje = JSON.parse(crudo) as MensajeRedis;
    } catch {
      log.warn('hub: mensaje ilegible en el canal de Redis');
      return;
    }
    if (mensaje.origen === origen) return;
    contar('recibido');
    if (Array.isArray(mensaje.difusiones)) entregar(mensaje.difusiones);
    const perdidas = mensaje.perdidas;
    if (perdidas && Array.isArray(perdidas.farmacias) && perdidas.hasta >= recuperadoEn) {
      alPerder(perdidas.farmacias.includes(null) ? null : (perdidas.farmacias as number[]));
    }
  });
  // A subscription made after start (Redis back, or reached for the first time) follows a time without one.
  suscriptor.on('ready', () => {
    if (!arrancado) return;
    suscriptor.subscribe(canal).then(
      () => {
        recuperadoEn = Date.now();
        log.warn('hub: suscripción a Redis recuperada; las conexiones se reconectan para ponerse al día');
        alPerder(null);
      },
      (err: unknown) => log.warn({ err: (err as Error).message }, 'hub: no se pudo volver a suscribir en Redis'),
    );
  });

  /** Pharmacies (null: a message for everyone) whose messages did not reach Redis, and when the last one failed. */
  let perdidas: { farmacias: Set<number | null>; hasta: number } | null = null;
  publicador.on('ready', () => {
    if (!perdidas) return;
    const aviso: MensajeRedis = { origen, perdidas: { farmacias: [...perdidas.farmacias], hasta: perdidas.hasta } };
    perdidas = null;
    publicador.publish(canal, JSON.stringify(aviso)).catch((err: unknown) => log.warn({ err: (err as Error).message }, 'hub: no se pudo avisar lo perdido en Redis'));
  });

  try {
    await Promise.all([publicador.connect(), suscriptor.connect()]);
    await suscriptor.subscribe(canal);
  } catch (err) {
    // The process serves without it (each its own connections) and joins the others once it is reachable.
    log.warn({ err: (err as Error).message }, 'hub: sin Redis al iniciar; los mensajes no cruzan procesos hasta que responda');
  }
  arrancado = true;
  return {
    async publicar(difusiones) {
      entregar(difusiones);
      try {
        await publicador.publish(canal, JSON.stringify({ origen, difusiones }));
        contar('publicado');
      } catch (err) {
        contar('no publicado');
        perdidas ??= { farmacias: new Set(), hasta: 0 };
        for (const d of difusiones) perdidas.farmacias.add(d.farmaciaId);
        perdidas.hasta = Date.now();
        log.warn({ err: (err as Error).message }, 'hub: no se pudo publicar en Redis');
      }
    },
    async cerrar() {
      await Promise.allSettled([publicador.quit(), suscriptor.quit()]);
    },
  };
}
