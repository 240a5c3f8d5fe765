import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** A message for the connections of one pharmacy (`farmaciaId`) or of everyone (`null`), already encoded. */
export interface Difusion {
  farmaciaId: number | null;
  texto: string;
  exceptoConnectionId: string | null;
}

/** Carries each message to the connections of every API process; `entregar` delivers to this process's own. */
export interface Backplane {
  publicar(difusion: Difusion): Promise<void>;
  cerrar(): Promise<void>;
}

export function backplaneLocal(entregar: (difusion: Difusion) => void): Backplane {
  return {
    async publicar(difusion) {
      entregar(difusion);
    },
    async cerrar() {},
  };
}

/**
 * One Redis channel for every group: each message names its pharmacy, and each process delivers to its own connections.
 * A process delivers its own messages at once and ignores their echo from Redis.
 */
export async function backplaneRedis(
  url: string,
  canal: string,
  entregar: (difusion: Difusion) => void,
  log: FastifyBaseLogger,
): Promise<Backplane> {
  const origen = randomBytes(8).toString('hex');
  const opciones = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publicador = new Redis(url, opciones);
  const suscriptor = new Redis(url, opciones);
  for (const cliente of [publicador, suscriptor]) {
    cliente.on('error', (err: Error) => log.warn({ err: err.message }, 'hub: error de Redis'));
  }
  suscriptor.on('message', (_canal: string, crudo: string) => {
    let mensaje: Difusion & { origen: string };
    try {
      mensaje = JSON.parse(crudo) as Difusion & { origen: string };
    } catch {
      log.warn('hub: mensaje ilegible en el canal de Redis');
      return;
    }
    if (mensaje.origen !== origen) entregar(mensaje);
  });
  await Promise.all([publicador.connect(), suscriptor.connect()]);
  await suscriptor.subscribe(canal);
  return {
    async publicar(difusion) {
      entregar(difusion);
      try {
        await publicador.publish(canal, JSON.stringify({ ...difusion, origen }));
      } catch (err) {
        // The other processes miss this message; their clients re-read the cart when they reconnect.
        log.warn({ err: (err as Error).message }, 'hub: no se pudo publicar en Redis');
      }
    },
    async cerrar() {
      await Promise.allSettled([publicador.quit(), suscriptor.quit()]);
    },
  };
}
