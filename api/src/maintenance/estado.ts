import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { estadoMantenimiento } from './tablas.js';
import { SITIO } from './secciones.js';

export const CANAL_MANTENIMIENTO = 'portal:mantenimiento';

/** Without Redis another process's change is seen by re-reading the table; with it, the re-read is only a safety net. */
const RELECTURA_SIN_REDIS_MS = 5_000;
const RELECTURA_CON_REDIS_MS = 60_000;

export interface EstadoMantenimiento {
  sitio: boolean;
  /** Sections in maintenance on their own (the site aside). */
  secciones: number[];
}

/** The maintenance state kept in memory by each API process, so a request never waits for the database to know it. */
export interface Mantenimiento {
  /** Whether the section (0: the whole site) is in maintenance. */
  activo(seccion: number): boolean;
  estado(): EstadoMantenimiento;
  /** Stores the change, applies it here and tells the other processes. */
  cambiar(seccion: number, activo: boolean): Promise<void>;
  recargar(): Promise<void>;
  cerrar(): Promise<void>;
}

interface Opciones {
  db: Db;
  redisUrl: string | null;
  log: FastifyBaseLogger;
}

export async function crearMantenimiento({ db, redisUrl, log }: Opciones): Promise<Mantenimiento> {
  let activas = new Set<number>();
  /** Changes made here; a read that started before one of them would bring back the state it replaced. */
  let cambiosLocales = 0;

  const aplicar = (seccion: number, activo: boolean) => {
    if (activo) activas.add(seccion);
    else activas.delete(seccion);
  };

  async function recargar(): Promise<void> {
    const cambiosAlLeer = cambiosLocales;
    try {
      const filas = await db
        .select({ seccion: estadoMantenimiento.seccion })
        .from(estadoMantenimiento)
        .where(eq(estadoMantenimiento.activo, true));
      if (cambiosAlLeer === cambiosLocales) activas = new Set(filas.map((f) => f.seccion));
    } catch (err) {
      log.warn({ err }, 'no se pudo leer el estado de mantenimiento; se conserva el anterior');
    }
  }

  const opcionesRedis = { lazyConnect: true, maxRetriesPerRequest: 1 } as const;
  const publicador = redisUrl ? new Redis(redisUrl, opcionesRedis) : null;
  const suscriptor = redisUrl ? new Redis(redisUrl, opcionesRedis) : null;
  let suscripto = false;
  if (publicador && suscriptor) {
    // The table is the truth: a message only says "read it again", so one from another deployment sharing this
    // Redis (another database) changes nothing here.
    suscriptor.on('message', () => void recargar());
    // Changes published while this process was cut off from Redis were missed: read the table again.
    suscriptor.on('ready', () => void recargar());
    suscriptor.on('error', (err: Error) => log.warn({ err }, 'Redis (mantenimiento)'));
    publicador.on('error', (err: Error) => log.warn({ err }, 'Redis (mantenimiento)'));
    try {
      await Promise.all([publicador.connect(), suscriptor.connect()]);
      await suscriptor.subscribe(CANAL_MANTENIMIENTO);
      suscripto = true;
    } catch (err) {
      log.warn({ err }, 'sin Redis: el mantenimiento se propaga releyendo la tabla');
    }
  }

  await recargar();
  const relectura = setInterval(() => void recargar(), suscripto ? RELECTURA_CON_REDIS_MS : RELECTURA_SIN_REDIS_MS);
  relectura.unref();

  return {
    activo: (seccion) => activas.has(seccion),
    estado: () => ({ sitio: activas.has(SITIO), secciones: [...activas].filter((s) => s !== SITIO).sort((a, b) => a - b) }),
    async cambiar(seccion, activo) {
      const actualizado = new Date();
      cambiosLocales++;
      await db
        .insert(estadoMantenimiento)
        .values({ seccion, activo, actualizado })
        .onConflictDoUpdate({ target: estadoMantenimiento.seccion, set: { activo, actualizado } });
      aplicar(seccion, activo);
      if (publicador) {
        await publicador
          .publish(CANAL_MANTENIMIENTO, JSON.stringify({ seccion, activo }))
          .catch((err: unknown) => log.warn({ err }, 'no se pudo avisar el cambio de mantenimiento por Redis'));
      }
    },
    recargar,
    async cerrar() {
      clearInterval(relectura);
      suscriptor?.disconnect();
      publicador?.disconnect();
    },
  };
}
