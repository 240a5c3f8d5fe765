import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { movimientoCuenta, pago } from '../../db/schema/index.js';

/** Voucher types of the movements (SPEC §4): a return's credit note, and a receipt. */
const NOTA_DE_CREDITO = 3;
const RECIBO = 10;
/** The seed's Friday payments, which settle the statement of the week before (historia.ts). */
const PAGO_DE_RESUMEN = 1;

const centavos = (importe: number) => Math.round(importe * 100);

/**
 * A pharmacy pays its weekly statement net of the credit notes it received: each return's credit note is taken off
 * the first Friday receipt on or after its day, which lists it (a negative line) beside the invoices it settles. The
 * credit notes are written after the history (from the orders it delivered), so the receipts are set here, before the
 * statements are drawn from the movements. Without it two years of credit notes piled up in the pharmacy's favour, and
 * on some days a demo pharmacy owed nothing at all (issue 26). A credit note later than the last receipt stays a
 * credit, as it would until the next Friday.
 */
export async function descontarNotasDeCredito(db: Db, farmacias: readonly number[]): Promise<void> {
  if (farmacias.length === 0) return;
  const notas = await db
    .select({ farmaciaId: movimientoCuenta.farmaciaId, dia: movimientoCuenta.fechaMovimiento, importe: movimientoCuenta.importe, descFc: movimientoCuenta.descFc, nro: movimientoCuenta.nroComprobante })
    .from(movimientoCuenta)
    .where(and(inArray(movimientoCuenta.farmaciaId, [...farmacias]), eq(movimientoCuenta.tipoComprobante, NOTA_DE_CREDITO), lt(movimientoCuenta.importe, 0)))
    .orderBy(movimientoCuenta.fechaMovimiento, movimientoCuenta.id);
  const recibos = await db
    .select({ id: pago.id, farmaciaId: pago.farmaciaId, dia: pago.fechaOperacion, nroRecibo: pago.nroRecibo, importe: pago.importePago, items: pago.itemsDetalle })
    .from(pago)
    .where(and(inArray(pago.farmaciaId, [...farmacias]), eq(pago.tipoOperacionId, PAGO_DE_RESUMEN)))
    .orderBy(pago.fechaOperacion, pago.id);

  const cambiados = new Set<(typeof recibos)[number]>();
  for (const nota of notas) {
    const credito = -centavos(nota.importe);
    // The first receipt on or after the note that still pays more than it (a receipt never goes to zero).
    const recibo = recibos.find((r) => r.farmaciaId === nota.farmaciaId && r.dia >= nota.dia && centavos(r.importe) > credito);
    if (!recibo) continue;
    recibo.importe = (centavos(recibo.importe) - credito) / 100;
    recibo.items = [...recibo.items, { descripcion: nota.descFc, nroComprobante: String(nota.nro), importe: nota.importe }];
    cambiados.add(recibo);
  }
  for (const r of cambiados) {
    await db.update(pago).set({ importePago: r.importe, importeNominal: r.importe, itemsDetalle: r.items }).where(eq(pago.id, r.id));
    await db
      .update(movimientoCuenta)
      .set({ importe: -r.importe })
      .where(and(eq(movimientoCuenta.farmaciaId, r.farmaciaId), eq(movimientoCuenta.tipoComprobante, RECIBO), eq(movimientoCuenta.nroComprobante, r.nroRecibo)));
  }
}
