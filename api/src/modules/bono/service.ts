import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bono } from '../../db/schema/index.js';

/** State "pending OK" of SPEC §4: the bono waits to be credited. */
const ESTADO_PENDIENTE_OK = 200;

export async function contarBonosPendientes(db: Db, farmaciaId: number): Promise<number> {
  const [fila] = await db
    .select({ cantidad: count() })
    .from(bono)
    .where(and(eq(bono.farmaciaId, farmaciaId), eq(bono.estadoId, ESTADO_PENDIENTE_OK)));
  return fila?.cantidad ?? 0;
}
