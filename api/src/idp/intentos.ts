import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oidcRegistro } from '../db/schema/identidad.js';

/** Failed logins allowed per user name, and per client IP (several counters share one pharmacy's NAT), in the window. */
export const MAX_FALLOS_USUARIO = 5;
export const MAX_FALLOS_IP = 20;
const VENTANA_MS = 5 * 60_000;
const TIPO = 'IntentoFallido';

export const claveUsuario = (userName: string) => `usuario:${userName.trim().toLowerCase()}`;
export const claveIp = (ip: string) => `ip:${ip}`;

const limite = (clave: string) => (clave.startsWith('ip:') ? MAX_FALLOS_IP : MAX_FALLOS_USUARIO);

/**
 * Counters of failed logins kept in the database, so every API process (with or without Redis) counts the same
 * attempts. A counter whose window ended starts again at one.
 */
export async function bloqueado(db: Db, claves: string[]): Promise<boolean> {
  const filas = await db
    .select({ id: oidcRegistro.id, payload: oidcRegistro.payload })
    .from(oidcRegistro)
    .where(and(eq(oidcRegistro.tipo, TIPO), inArray(oidcRegistro.id, claves), gt(oidcRegistro.expiraEn, new Date())));
  return filas.some((f) => (f.payload as { n: number }).n >= limite(f.id));
}

export async function registrarFallo(db: Db, claves: string[]): Promise<void> {
  const fin = new Date(Date.now() + VENTANA_MS);
  const vencido = sql`${oidcRegistro.expiraEn} <= now()`;
  for (const id of claves) {
    await db
      .insert(oidcRegistro)
      .values({ tipo: TIPO, id, payload: { n: 1 }, expiraEn: fin })
      .onConflictDoUpdate({
        target: [oidcRegistro.tipo, oidcRegistro.id],
        set: {
          payload: sql`case when ${vencido} then '{"n":1}'::jsonb else jsonb_build_object('n', (${oidcRegistro.payload}->>'n')::int + 1) end`,
          expiraEn: sql`case when ${vencido} then excluded.expira_en else ${oidcRegistro.expiraEn} end`,
        },
      });
  }
}

/** A successful login clears its user name's counter; the IP's keeps counting. */
export async function olvidarFallos(db: Db, clave: string): Promise<void> {
  await db.delete(oidcRegistro).where(and(eq(oidcRegistro.tipo, TIPO), eq(oidcRegistro.id, clave)));
}
