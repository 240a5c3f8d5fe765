import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oidcRegistro } from './tablas.js';

const TIPO = 'ContextoSesion';

/**
 * The user's `versionContexto` when a login completed, keyed by account and login time (the provider's session keeps
 * no custom fields). Silent renewal compares it with the current one to answer ContextChanged.
 */
const id = (accountId: string, loginTs: number) => `${accountId}:${loginTs}`;

export async function registrarContexto(db: Db, accountId: string, loginTs: number, versionContexto: number, ttlSegundos: number) {
  const fila = { payload: { versionContexto }, expiraEn: new Date(Date.now() + ttlSegundos * 1000) };
  await db
    .insert(oidcRegistro)
    .values({ tipo: TIPO, id: id(accountId, loginTs), ...fila })
    .onConflictDoUpdate({ target: [oidcRegistro.tipo, oidcRegistro.id], set: fila });
}

/** The version recorded at login, or null when the login was not recorded (it then counts as changed). */
export async function versionAlIngresar(db: Db, accountId: string, loginTs: number): Promise<number | null> {
  const [fila] = await db
    .select({ payload: oidcRegistro.payload })
    .from(oidcRegistro)
    .where(and(eq(oidcRegistro.tipo, TIPO), eq(oidcRegistro.id, id(accountId, loginTs))));
  return fila ? (fila.payload as { versionContexto: number }).versionContexto : null;
}
