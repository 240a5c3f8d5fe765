import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { TipoDevolucion } from '@portal/shared/contracts';
import { EstadoValidacionLote } from '@portal/shared/domain';
import type { Tx } from '../../../db/client.js';
import { registrarMovimiento } from '../../cuenta-corriente/cuenta-corriente/index.js';
import { emitirNotaCredito, RESPUESTA_AFIP_APROBADA } from '../../cuenta-corriente/factura/index.js';
import { buscarCondicionesFarmacia, restarSaldo } from '../../../plataforma/farmacia/index.js';
import { diaLocal } from '../../../reloj.js';
import { sigueActivo } from '../recall/index.js';
import { devolucion, devolucionItem } from './tablas.js';
import { bloquearDevolucionesDeFarmacia } from './bloqueo.js';
import { aprobarDentroDeLoDespachado } from './devolvible.js';
import * as reloj from '../../../reloj.js';

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
  // Never beyond what was shipped to the pharmacy (issue 27): a line's units past it are refused with their reason.
  await bloquearDevolucionesDeFarmacia(tx, d.farmaciaId);
  await aprobarDentroDeLoDespachado(tx, d.id, d.farmaciaId, d.tipo === TipoDevolucion.Recall);
  const [fila] = await tx.select({ n: sql<number>`coalesce(sum(${devolucionItem.cantAprobada}), 0)`.mapWith(Number) }).from(devolucionItem).where(eq(devolucionItem.devolucionId, d.id));
  return (fila?.n ?? 0) > 0 ? EstadoDevolucionJob.EnvioAprobado : EstadoDevolucionJob.SinItemsAprobados;
}

/**
 * Crediting: the approved units as a credit note with a line per product, priced and taxed as they were invoiced (the
 * line of origin, or the pharmacy's latest invoice of the product: `emitirNotaCredito`), and a credit movement in the
 * current account. Approved units the pharmacy was never invoiced leave nothing to credit: 'no approved items' (500).
 */
async function acreditar(tx: Tx, d: typeof devolucion.$inferSelect, ahora: Date): Promise<number> {
  const items = await tx
    .select({ pedidoItemId: devolucionItem.pedidoItemIdOrigen, troquel: devolucionItem.troquel, aprobadas: devolucionItem.cantAprobada })
    .from(devolucionItem)
    .where(eq(devolucionItem.devolucionId, d.id));
  const farm = await buscarCondicionesFarmacia(tx, d.farmaciaId);
  if (!farm) return EstadoDevolucionJob.SinItemsAprobados;
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NUMERACION})`);
  const hoy = diaLocal(ahora);
  const lineas = items.map((i) => ({ pedidoItemId: i.pedidoItemId, troquel: i.troquel, cantidad: i.aprobadas ?? 0 }));
  const nota = await emitirNotaCredito(tx, { farmaciaId: d.farmaciaId, tipoContribuyente: farm.tipoContribuyente, sucursal: d.sucursal, lineas, observaciones: `Nota de crédito por la devolución ${d.id}`, ahora, hoy });
  if (!nota) return EstadoDevolucionJob.SinItemsAprobados;
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

/**
 * The job looks again before it credits (a return approved before the limit existed, or two approved at once): the
 * approved units are cut to what is still returnable, then credited.
 */
async function acreditarLoDespachado(tx: Tx, d: typeof devolucion.$inferSelect, ahora: Date): Promise<number> {
  await bloquearDevolucionesDeFarmacia(tx, d.farmaciaId);
  await aprobarDentroDeLoDespachado(tx, d.id, d.farmaciaId, d.tipo === TipoDevolucion.Recall);
  return acreditar(tx, d, ahora);
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
            : await acreditarLoDespachado(tx, d, ahora);
      await tx.update(devolucion).set({ estadoId: siguiente }).where(eq(devolucion.id, d.id));
      return d.id;
    });
    if (id === null) break;
    desdeId = id;
    movidas++;
  }
  return { movidas };
}
