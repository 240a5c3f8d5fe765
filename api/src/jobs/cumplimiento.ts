import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { facturarPedido, registrarMovimiento, RESPUESTA_AFIP_APROBADA } from '../areas/cuenta-corriente/index.js';
import { registrarDespacho } from '../areas/devoluciones/index.js';
import {
  agregarFaltantes,
  cambiarEstado,
  crearRemito,
  EstadoPedido,
  liberarStock,
  marcarFacturadas,
  prepararLineas,
  rechazarPorFaltaDeSaldo,
  reservasDePedido,
  responderLineas,
  tasaPercepciones,
  tomarPedido,
  type EtapaCumplimiento,
  type FilaPedido,
} from '../areas/pedidos/index.js';
import { buscarCondicionesFarmacia, restarSaldo } from '../plataforma/farmacia/index.js';
import { diaLocal } from '../reloj.js';
import * as reloj from '../reloj.js';

/** Arbitrary constant: the advisory lock under which remito and invoice numbers are taken, one process at a time. */
const LOCK_NUMERACION = 720_260_101;

/**
 * Transmission: the distributor answers each line from the stock reserved at confirmation (approved, partly approved,
 * no stock); what was not approved goes to the ordering user's recoverer. An order the pharmacy's balance can no longer
 * cover is refused whole, and its reserved stock returns.
 */
async function transmitir(tx: Tx, p: FilaPedido): Promise<void> {
  const farm = await buscarCondicionesFarmacia(tx, p.farmaciaId);
  if (!farm || p.importe > farm.saldo + farm.limiteCredito) {
    await liberarStock(tx, await reservasDePedido(tx, p.id));
    await rechazarPorFaltaDeSaldo(tx, p.id);
    return;
  }
  const lineas = await responderLineas(tx, p.id);
  const faltantes = lineas.filter((l) => l.cantAprobada < l.cantPedida).map((l) => ({ troquel: l.troquel, cantidad: l.cantPedida - l.cantAprobada }));
  if (p.userId && faltantes.length > 0) await agregarFaltantes(tx, p.userId, diaLocal(p.fechaAlta), faltantes);
  if (lineas.every((l) => l.cantAprobada === 0)) await cambiarEstado(tx, p.id, EstadoPedido.SinItemsAprobados, 'pedidoSinItemsAprobados');
  else await cambiarEstado(tx, p.id, EstadoPedido.EnvioAprobado, faltantes.length > 0 ? 'pedidoTransmitidoConFaltantes' : 'pedidoTransmitido');
}

/**
 * Preparation: every approved unit is prepared, and the delivery produces a remito, an invoice (with a line per
 * prepared order line) and a debit in the pharmacy's current account, whose balance it lowers. The order stays in
 * "sending approved" (220) with `facturasGeneradas` 1, as delivered orders of the history are.
 */
async function preparar(tx: Tx, p: FilaPedido, ahora: Date): Promise<void> {
  const lineas = await prepararLineas(tx, p.id);
  const farm = await buscarCondicionesFarmacia(tx, p.farmaciaId);
  if (!farm) return;
  const hoy = diaLocal(ahora);

  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NUMERACION})`);
  const cantidadUnidades = lineas.reduce((s, l) => s + l.cantPreparada, 0);
  const remitoId = await crearRemito(tx, { farmaciaId: p.farmaciaId, pedidoId: p.id, fecha: ahora, cantidadUnidades });
  const factura = await facturarPedido(tx, { pedidoId: p.id, farmacia: farm, lineas, tasaPercepciones: tasaPercepciones(farm), remitoId, ahora, hoy });
  await marcarFacturadas(tx, p.id, factura.id);
  // The lots and serials shipped on the invoice's lines (the returns module's record, what a later return is checked against).
  await registrarDespacho(tx, factura.id, ahora);
  await registrarMovimiento(tx, {
    farmaciaId: p.farmaciaId,
    fechaMovimiento: hoy,
    fechaVencimiento: factura.fechaVencimiento,
    importe: factura.total,
    tipoComprobante: factura.tipoComprobanteId,
    puntoDeVenta: factura.puntoVenta,
    nroComprobante: factura.nroComprobante,
    descFc: factura.descripcion,
    facturaId: factura.id,
    remito: remitoId,
    respuestaAfip: RESPUESTA_AFIP_APROBADA,
  });
  await restarSaldo(tx, p.farmaciaId, factura.total);
  // Still "sending approved": a delivered order is one with its invoice; "controlled" (300) is the pharmacy's order control.
  await cambiarEstado(tx, p.id, EstadoPedido.EnvioAprobado, 'pedidoPreparado', { facturasGeneradas: 1 });
}

/** Moves up to `lote` orders of the step one step, each in its own transaction. */
async function avanzar(app: FastifyInstance, etapa: EtapaCumplimiento, lote: number, paso: (tx: Tx, p: FilaPedido) => Promise<void>): Promise<number> {
  let hechos = 0;
  let desdeId = 0;
  while (hechos < lote) {
    const procesado = await app.db.transaction(async (tx) => {
      const p = await tomarPedido(tx, etapa, desdeId);
      if (!p) return null;
      await paso(tx, p);
      return p.id;
    });
    if (procesado === null) break;
    desdeId = procesado;
    hechos++;
  }
  return hechos;
}

export interface ResultadoCumplimiento {
  transmitidos: number;
  preparados: number;
}

/**
 * One run of the fulfilment job, as a distributor would work: orders already transmitted are prepared and invoiced,
 * then pending ones are transmitted (so an order takes two runs: pending → sending approved → invoiced). Exported so tests run it on demand.
 */
export async function procesarPedidosPendientes(app: FastifyInstance, ahora = reloj.ahora(), lote = 50): Promise<ResultadoCumplimiento> {
  const preparados = await avanzar(app, 'preparar', lote, (tx, p) => preparar(tx, p, ahora));
  const transmitidos = await avanzar(app, 'transmitir', lote, transmitir);
  return { transmitidos, preparados };
}
