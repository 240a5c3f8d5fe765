import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { farmacia } from '../../db/schema/index.js';
import { noEncontrado } from '../../errores.js';

/** What prices and offers depend on: the pharmacy's own discount (percent) and whether it is a member of a group. */
export interface CondicionesFarmacia {
  descuento: number;
  /** Group members (socios) may not order offers that exclude them. */
  socio: boolean;
}

export async function condicionesFarmacia(db: Db, farmaciaId: number): Promise<CondicionesFarmacia> {
  const [fila] = await db.select({ descuento: farmacia.descuento, grupoId: farmacia.grupoId }).from(farmacia).where(eq(farmacia.id, farmaciaId));
  if (!fila) throw noEncontrado('No se encontró la farmacia.');
  return { descuento: fila.descuento, socio: fila.grupoId !== null };
}
