import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ClaveMensajeTransmision } from '@portal/shared/contracts';
import { factura, facturaItem, farmacia, movimientoCuenta, pedido, pedidoItem, remito } from '../db/schema/index.js';
import type { Tx } from '../modules/carrito/repositorio.js';
import { diaLocal } from '../modules/farmacia/info-horas.js';
import { EstadoPedido, RespuestaLinea } from '../modules/pedido/estados.js';
import type { FilaPedido } from '../modules/pedido/mapeo.js';
import { tasaPercepciones } from '../modules/pedido/percepciones.js';
import { liberarStock } from '../modules/pedido/stock.js';
import { agregarFaltantes } from '../modules/recuperador/service.js';

/** Arbitrary constant: the advisory lock under which remito and invoice numbers are taken, one process at a time. */
const LOCK_NUMERACION = 720_260_101;
const PRIMER_REMITO = 10_000_001;
/** Invoice voucher types of SPEC §4: A for VAT-registered pharmacies, B for the rest. */
const FACTURA_A = 1;
const FACTURA_B = 6;
const TIPO_OPERACION_GRAVADOS = 2;
const TIPO_OPERACION_NO_GRAVADOS = 3;
const RESPUESTA_AFIP_APROBADA = 'A';
const INSCRIPTO = 1;

const redondear = (n: number) => Math.round(n * 100) / 100;
const numeroComprobante = (puntoVenta: number, nro: number) => `${String(puntoVenta).padStart(4, '0')}-${String(nro).padStart(8, '0')}`;
const sumarDias = (dia: string, dias: number) => {
  const [anio, mes, d] = dia.split('-').map(Number);
  return new Date(Date.UTC(anio!, mes! - 1, d! + dias)).toISOString().slice(0, 10);
};

async function cambiarEstado(tx: Tx, pedidoId: number, estadoId: number, mensaje: ClaveMensajeTransmision, extra: Partial<FilaPedido> = {}) {
  await tx.update(pedido).set({ estadoId, mensajeTransmision: mensaje, ...extra }).where(eq(pedido.id, pedidoId));
}

/**
 * Transmission: the distributor answers each line from the stock reserved at confirmation (approved, partly approved,
 * no stock); what was not approved goes to the ordering user's recoverer. An order the pharmacy's balance can no longer
 * cover is refused whole, and its reserved stock returns.
 */
async function transmitir(tx: Tx, p: FilaPedido): Promise<void> {
  const [farm] = await tx.select({ saldo: farmacia.saldo, limiteCredito: farmacia.limiteCredito }).from(farmacia).where(eq(farmacia.id, p.farmaciaId));
  if (!farm || p.importe > farm.saldo + farm.limiteCredito) {
    const lineas = await tx.select({ troquel: pedidoItem.troquel, unidades: pedidoItem.cantAprobada }).from(pedidoItem).where(eq(pedidoItem.pedidoId, p.id));
    await liberarStock(tx, lineas);
    await tx.update(pedidoItem).set({ cantAprobada: 0, respId: RespuestaLinea.FaltaDeSaldo }).where(eq(pedidoItem.pedidoId, p.id));
    await cambiarEstado(tx, p.id, EstadoPedido.EnvioRechazado, 'pedidoConFinErrorPorFaltaDeSaldo');
    return;
  }
  await tx
    .update(pedidoItem)
    .set({
      respId: sql`case when ${pedidoItem.cantAprobada} >= ${pedidoItem.cantPedida} then ${RespuestaLinea.Aprobado}::int
        when ${pedidoItem.cantAprobada} > 0 then ${RespuestaLinea.AprobadoParcial}::int else ${RespuestaLinea.SinStock}::int end`,
      observaciones: sql`case when ${pedidoItem.cantAprobada} < ${pedidoItem.cantPedida} then 'Faltante: pasa al recuperador' else ${pedidoItem.observaciones} end`,
    })
    .where(eq(pedidoItem.pedidoId, p.id));
  const lineas = await tx
    .select({ troquel: pedidoItem.troquel, cantPedida: pedidoItem.cantPedida, cantAprobada: pedidoItem.cantAprobada })
    .from(pedidoItem)
    .where(eq(pedidoItem.pedidoId, p.id));
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
  await tx.update(pedidoItem).set({ cantPreparada: pedidoItem.cantAprobada }).where(eq(pedidoItem.pedidoId, p.id));
  const lineas = await tx.select().from(pedidoItem).where(and(eq(pedidoItem.pedidoId, p.id), gt(pedidoItem.cantPreparada, 0))).orderBy(asc(pedidoItem.id));
  const [farm] = await tx.select().from(farmacia).where(eq(farmacia.id, p.farmaciaId));
  if (!farm) return;

  const facturadas = lineas.map((l) => {
    const proporcion = l.cantPreparada / l.cantPedida;
    return { linea: l, importeTotal: redondear(l.importe * proporcion), iva: redondear(l.iva * proporcion) };
  });
  const subtotal = redondear(facturadas.reduce((s, f) => s + f.importeTotal, 0));
  const iva = redondear(facturadas.reduce((s, f) => s + f.iva, 0));
  const percepciones = redondear(subtotal * tasaPercepciones(farm));
  const total = redondear(subtotal + iva + percepciones);
  const unidades = lineas.reduce((s, l) => s + l.cantPreparada, 0);
  const tipoComprobanteId = farm.tipoContribuyente === INSCRIPTO ? FACTURA_A : FACTURA_B;
  const puntoVenta = farm.sucursal === 2 ? 11 : 10;
  const hoy = diaLocal(ahora);
  const vencimiento = sumarDias(hoy, farm.plazo);

  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NUMERACION})`);
  const [numeros] = await tx
    .select({
      remito: sql<number>`(select coalesce(max(${remito.id}), ${PRIMER_REMITO - 1}) + 1 from ${remito})`.mapWith(Number),
      comprobante: sql<number>`(select coalesce(max(${factura.nroComprobante}), 0) + 1 from ${factura}
        where ${factura.tipoComprobanteId} = ${tipoComprobanteId} and ${factura.puntoVenta} = ${puntoVenta})`.mapWith(Number),
    })
    .from(sql`(select 1) as uno`);
  const remitoId = numeros!.remito;
  const nroComprobante = numeros!.comprobante;

  await tx.insert(remito).values({ id: remitoId, farmaciaId: p.farmaciaId, pedidoId: p.id, fecha: ahora, cantidadUnidades: unidades });
  const [creada] = await tx
    .insert(factura)
    .values({
      farmaciaId: p.farmaciaId,
      pedidoId: p.id,
      fechaEmision: ahora,
      fechaVencimiento: vencimiento,
      plazo: farm.plazo,
      tipoOperacionId: iva > 0 ? TIPO_OPERACION_GRAVADOS : TIPO_OPERACION_NO_GRAVADOS,
      tipoComprobanteId,
      puntoVenta,
      nroComprobante,
      cantidadUnidades: unidades,
      subtotal,
      iva,
      percepciones,
      total,
      remito: remitoId,
      respuestaAfip: RESPUESTA_AFIP_APROBADA,
    })
    .returning({ id: factura.id });
  const facturaId = creada!.id;
  if (facturadas.length > 0) {
    await tx.insert(facturaItem).values(
      facturadas.map(({ linea, importeTotal, iva: ivaLinea }) => ({
        facturaId,
        pedidoItemId: linea.id,
        troquel: linea.troquel,
        prodNombre: linea.prodNombre,
        cantAprobada: linea.cantPreparada,
        precioUnitario: redondear(linea.importe / linea.cantPedida),
        importeTotal,
        iva: ivaLinea,
        comboId: linea.comboId,
        observacionesProductoMask: linea.observacionesProductoMask,
      })),
    );
  }
  await tx.update(pedidoItem).set({ facturaId }).where(and(eq(pedidoItem.pedidoId, p.id), gt(pedidoItem.cantPreparada, 0)));
  await tx.insert(movimientoCuenta).values({
    farmaciaId: p.farmaciaId,
    fechaMovimiento: hoy,
    fechaVencimiento: vencimiento,
    importe: total,
    tipoComprobante: tipoComprobanteId,
    puntoDeVenta: puntoVenta,
    nroComprobante,
    descFc: `Factura ${tipoComprobanteId === FACTURA_A ? 'A' : 'B'} ${numeroComprobante(puntoVenta, nroComprobante)}`,
    facturaId,
    remito: remitoId,
    respuestaAfip: RESPUESTA_AFIP_APROBADA,
  });
  await tx.update(farmacia).set({ saldo: sql`${farmacia.saldo} - ${total}` }).where(eq(farmacia.id, p.farmaciaId));
  // Still "sending approved": a delivered order is one with its invoice; "controlled" (300) is the pharmacy's order control.
  await cambiarEstado(tx, p.id, EstadoPedido.EnvioAprobado, 'pedidoPreparado', { facturasGeneradas: 1 });
}

/**
 * Moves up to `lote` orders that meet `condicion` one step, each in its own transaction. An order another process is
 * working on is locked and skipped (`FOR UPDATE SKIP LOCKED`); walking up by id, each order is
 * seen at most once per run.
 */
async function avanzar(app: FastifyInstance, condicion: SQL, lote: number, paso: (tx: Tx, p: FilaPedido) => Promise<void>): Promise<number> {
  let hechos = 0;
  let desdeId = 0;
  while (hechos < lote) {
    const procesado = await app.db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(pedido)
        .where(and(condicion, gt(pedido.id, desdeId)))
        .orderBy(asc(pedido.id))
        .limit(1)
        .for('update', { skipLocked: true });
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

/** Transmitted, with something approved, and not invoiced yet. */
const porPreparar = and(
  eq(pedido.estadoId, EstadoPedido.EnvioAprobado),
  eq(pedido.facturasGeneradas, 0),
  sql`exists (select 1 from ${pedidoItem} where ${pedidoItem.pedidoId} = ${pedido.id} and ${pedidoItem.cantAprobada} > 0)`,
)!;

export interface ResultadoCumplimiento {
  transmitidos: number;
  preparados: number;
}

/**
 * One run of the fulfilment job, as a distributor would work: orders already transmitted are prepared and invoiced,
 * then pending ones are transmitted (so an order takes two runs: pending → sending approved → invoiced). Exported so tests run it on demand.
 */
export async function procesarPedidosPendientes(app: FastifyInstance, ahora = new Date(), lote = 50): Promise<ResultadoCumplimiento> {
  const preparados = await avanzar(app, porPreparar, lote, (tx, p) => preparar(tx, p, ahora));
  const transmitidos = await avanzar(app, eq(pedido.estadoId, EstadoPedido.PendienteOk), lote, transmitir);
  return { transmitidos, preparados };
}

