import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { TipoDevolucion } from '@portal/shared/contracts';
import { EstadoValidacionLote } from '@portal/shared/domain';
import type { Tx } from '../../db/client.js';
import { registrarMovimiento } from '../cuenta-corriente/service.js';
import { emitirNotaCredito, RESPUESTA_AFIP_APROBADA } from '../factura/emision.js';
import { preciosFacturados } from '../factura/para-devoluciones.js';
import { buscarCondicionesFarmacia } from '../farmacia/condiciones.js';
import { diaLocal } from '../../reloj.js';
import { restarSaldo } from '../farmacia/service.js';
import { sigueActivo } from '../recall/service.js';
import { devolucion, devolucionItem } from './tablas.js';
import * as reloj from '../../reloj.js';

/** Return states of SPEC §4 the job moves through. */
export const EstadoDevolucionJob = { PendienteOk: 200, EnvioAprobado: 220, SinItemsAprobados: 500, EnviadoALaboratorio: 550, Acreditado: 600, Rechazado: 700 } as const;
/** Item answers (the seeded `respuesta_item`): 0 approved, 5 blocked (refused). */
const RESPUESTA_APROBADO = 0;
const RESPUESTA_RECHAZADO = 5;
/** The advisory lock under which voucher numbers are taken (the fulfilment job's). */
const LOCK_NUMERACION = 720_260_101;
const ESTADOS_EN_CURSO = [EstadoDevolucionJob.PendienteOk, EstadoDevolucionJob.EnvioAprobado, EstadoDevolucionJob.EnviadoALaboratorio];

/**
 * The distributor's answer to a pending return (SPEC §4): a recall return whose recall the laboratory withdrew
 * meanwhile is rejected as a whole (700, nothing is approved); otherwise units whose lot or serial was valid are
 * approved and the rest (lots left pending with `cargaLoteEnDevolucionEstricta` off) refused, and a return with
 * nothing approved ends as 'no approved items' (500); else it is sending approved (220).
 */
async function aprobar(tx: Tx, d: typeof devolucion.$inferSelect): Promise<number> {
  const rechazada = d.tipo === TipoDevolucion.Recall && d.recallId !== null && !(await sigueActivo(tx, d.recallId));
  await tx
    .update(devolucionItem)
    .set({
      cantAprobada: rechazada ? 0 : sql`case when ${devolucionItem.estadoValidacion} = ${EstadoValidacionLote.Valido} then ${devolucionItem.cantidadItems} else 0 end`,
      respuestaId: rechazada
        ? RESPUESTA_RECHAZADO
        : sql`case when ${devolucionItem.estadoValidacion} = ${EstadoValidacionLote.Valido} then ${RESPUESTA_APROBADO}::int else ${RESPUESTA_RECHAZADO}::int end`,
    })
    .where(eq(devolucionItem.devolucionId, d.id));
  if (rechazada) return EstadoDevolucionJob.Rechazado;
  const [fila] = await tx.select({ n: sql<number>`coalesce(sum(${devolucionItem.cantAprobada}), 0)`.mapWith(Number) }).from(devolucionItem).where(eq(devolucionItem.devolucionId, d.id));
  return (fila?.n ?? 0) > 0 ? EstadoDevolucionJob.EnvioAprobado : EstadoDevolucionJob.SinItemsAprobados;
}

/**
 * Crediting: the approved units at the price they were invoiced (the line of origin, or the pharmacy's latest invoice
 * of the product: the invoice module's prices), as a credit note and a credit movement in the current account.
 * Approved units the pharmacy was never invoiced leave nothing to credit: 'no approved items' (500) as well.
 */
async function acreditar(tx: Tx, d: typeof devolucion.$inferSelect, ahora: Date): Promise<number> {
  const items = await tx
    .select({ pedidoItemId: devolucionItem.pedidoItemIdOrigen, troquel: devolucionItem.troquel, aprobadas: devolucionItem.cantAprobada })
    .from(devolucionItem)
    .where(eq(devolucionItem.devolucionId, d.id));
  const precios = await preciosFacturados(
    tx,
    d.farmaciaId,
    items.flatMap((i) => (i.pedidoItemId === null ? [] : [i.pedidoItemId])),
    items.map((i) => i.troquel),
  );
  const precio = (i: (typeof items)[number]) => (i.pedidoItemId !== null ? precios.get(`l${i.pedidoItemId}`) : undefined) ?? precios.get(`t${i.troquel}`) ?? 0;
  const unidades = items.reduce((s, i) => s + (i.aprobadas ?? 0), 0);
  const subtotal = Math.round(items.reduce((s, i) => s + (i.aprobadas ?? 0) * precio(i), 0) * 100) / 100;
  const farm = await buscarCondicionesFarmacia(tx, d.farmaciaId);
  if (subtotal <= 0 || !farm) return EstadoDevolucionJob.SinItemsAprobados;
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NUMERACION})`);
  const hoy = diaLocal(ahora);
  const iva = Math.round(subtotal * 0.21 * 100) / 100;
  const nota = await emitirNotaCredito(tx, { farmaciaId: d.farmaciaId, tipoContribuyente: farm.tipoContribuyente, sucursal: d.sucursal, subtotal, iva, unidades, observaciones: `Nota de crédito por la devolución ${d.id}`, ahora, hoy });
  await registrarMovimiento(tx, {
    farmaciaId: d.farmaciaId,
    fechaMovimiento: hoy,
    fechaVencimiento: null,
    importe: -nota.total,
    tipoComprobante: nota.tipoComprobanteId,
    puntoDeVenta: nota.puntoVenta,
    nroComprobante: nota.nroComprobante,
    descFc: nota.descripcion,
    facturaId: nota.id,
    respuestaAfip: RESPUESTA_AFIP_APROBADA,
  });
  await restarSaldo(tx, d.farmaciaId, -nota.total);
  await tx.update(devolucion).set({ notaCreditoId: nota.id }).where(eq(devolucion.id, d.id));
  return EstadoDevolucionJob.Acreditado;
}

export interface ResultadoEstadosDevolucion {
  movidas: number;
}

/**
 * One run of the returns job, as a distributor works: each return in progress moves one step (200 → 220, 500 or
 * 700; 220 → 550; 550 → 600 with its credit note, or 500), each in its own transaction with the row locked so two processes
 * never move the same return. Exported so tests run it on demand.
 */
export async function avanzarDevoluciones(app: FastifyInstance, ahora = reloj.ahora(), lote = 50): Promise<ResultadoEstadosDevolucion> {
  let movidas = 0;
  let desdeId = 0;
  while (movidas < lote) {
    const id = await app.db.transaction(async (tx) => {
      const [d] = await tx
        .select()
        .from(devolucion)
        .where(and(inArray(devolucion.estadoId, ESTADOS_EN_CURSO), eq(devolucion.borrador, false), gt(devolucion.id, desdeId)))
        .orderBy(asc(devolucion.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!d) return null;
      const siguiente =
        d.estadoId === EstadoDevolucionJob.PendienteOk
          ? await aprobar(tx, d)
          : d.estadoId === EstadoDevolucionJob.EnvioAprobado
            ? EstadoDevolucionJob.EnviadoALaboratorio
            : await acreditar(tx, d, ahora);
      await tx.update(devolucion).set({ estadoId: siguiente }).where(eq(devolucion.id, d.id));
      return d.id;
    });
    if (id === null) break;
    desdeId = id;
    movidas++;
  }
  return { movidas };
}
