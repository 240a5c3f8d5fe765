import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { restarSaldo } from '../../../plataforma/farmacia/index.js';
import { impagos, registrarMovimiento } from './service.js';
import { pago } from './tablas.js';

/** Payment kind "bank transfer" (the `tipo_pago` reference table). */
const TRANSFERENCIA = 1;
/** Voucher type of a receipt (SPEC §4: 10 R). */
const RECIBO = 10;
/** Arbitrary constant: the advisory lock under which receipt numbers are taken, one process at a time. */
const LOCK_RECIBOS = 720_260_202;
/** Arbitrary constant: with the pharmacy's id, the advisory lock under which one pharmacy's debt is read and paid. */
const LOCK_PAGOS_FARMACIA = 720_260_203;
/** Operation type "the vouchers it lists" (the `tipo_operacion_pago` reference table). */
const PAGO_DE_COMPROBANTES = 2;

const redondear = (n: number) => Math.round(n * 100) / 100;
const numero = (puntoVenta: number, nro: number) => `${String(puntoVenta).padStart(4, '0')}-${String(nro).padStart(8, '0')}`;

export interface PagoRegistrado {
  nroRecibo: number;
  importe: number;
  comprobantes: number;
}

/**
 * Pays, as a bank transfer received on `hoy`, every debit of the pharmacy still owed and due by `hoy`: a payment with
 * one detail item per voucher, a credit movement (receipt) and the credit it frees. Nothing due, nothing recorded.
 * The pharmacy's lock is taken before its debt is read: another API process running the same job waits, then reads
 * the debt this payment left (nothing due), so a voucher is never paid twice.
 */
export async function pagarVencidos(tx: Tx, farmaciaId: number, hoy: string, puntoVenta: number): Promise<PagoRegistrado | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_PAGOS_FARMACIA}, ${farmaciaId})`);
  const vencidos = (await impagos(tx, farmaciaId)).filter((i) => (i.fechaVencimiento ?? i.fechaMovimiento) <= hoy);
  if (vencidos.length === 0) return null;
  const importe = redondear(vencidos.reduce((s, i) => s + i.pendiente, 0));
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_RECIBOS})`);
  const [siguiente] = await tx.select({ nro: sql<number>`coalesce(max(${pago.nroRecibo}), 70000) + 1`.mapWith(Number) }).from(pago);
  const nroRecibo = siguiente!.nro;
  await tx.insert(pago).values({
    farmaciaId,
    fechaOperacion: hoy,
    nroRecibo,
    importePago: importe,
    importeNominal: importe,
    tipoDePagoId: TRANSFERENCIA,
    tipoOperacionId: PAGO_DE_COMPROBANTES,
    itemsDetalle: vencidos.map((i) => ({ descripcion: i.descFC, nroComprobante: i.descFC.split(' ').pop() ?? '', importe: i.pendiente })),
  });
  await registrarMovimiento(tx, {
    farmaciaId,
    fechaMovimiento: hoy,
    importe: -importe,
    tipoComprobante: RECIBO,
    puntoDeVenta: puntoVenta,
    nroComprobante: nroRecibo,
    descFc: `Recibo ${numero(puntoVenta, nroRecibo)}`,
  });
  await restarSaldo(tx, farmaciaId, -importe);
  return { nroRecibo, importe, comprobantes: vencidos.length };
}
