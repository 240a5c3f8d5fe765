import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/** Arbitrary constant: with the pharmacy's id, the advisory lock under which one pharmacy's returns are created. */
const LOCK_DEVOLUCIONES_FARMACIA = 720_260_102;

/**
 * One pharmacy's recall and expired-product returns are created one at a time (the general ones lock their invoice):
 * a second submission of the same guid waits and then finds the first one's return, and two returns can never both
 * take one serial, which each checks is "in no other return" before writing.
 */
export async function bloquearDevolucionesDeFarmacia(tx: Tx, farmaciaId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_DEVOLUCIONES_FARMACIA}, ${farmaciaId})`);
}
