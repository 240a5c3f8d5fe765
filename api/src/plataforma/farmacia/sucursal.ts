import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { farmacia } from './tablas.js';

/** The branch that serves the pharmacy (1 when it is not found): a return is filed at that branch. */
export async function sucursalDeFarmacia(db: Db | Tx, farmaciaId: number): Promise<number> {
  const [f] = await db.select({ sucursal: farmacia.sucursal }).from(farmacia).where(eq(farmacia.id, farmaciaId));
  return f?.sucursal ?? 1;
}
