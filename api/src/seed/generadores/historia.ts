import {
  bono,
  factura,
  facturaItem,
  favorito,
  movimientoCuenta,
  pago,
  pedido,
  pedidoItem,
  recuperadorItem,
  remito,
} from '../../db/schema/index.js';
import type { EscritorLotes } from '../lotes.js';
import { DIA_MS, diaIso, diaSemanaAr, enDia } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import { FLAG, tasaIva, type ProductoGenerado } from './catalogo.js';
import type { FarmaciaGenerada } from './farmacias.js';
import type { OfertaGenerada } from './comercial.js';
import { ESTADO, RESPUESTA, TIPO_OPERACION } from './referencia.js';

/** Sequential ids shared by the history generators, so rows can point at each other before they are written. */
export class Ids {
  private readonly ultimos = new Map<string, number>();
  constructor(private readonly iniciales: Record<string, number> = {}) {}
  siguiente(nombre: string): number {
    const valor = (this.ultimos.get(nombre) ?? (this.iniciales[nombre] ?? 1) - 1) + 1;
    this.ultimos.set(nombre, valor);
    return valor;
  }
}

/** An invoiced order line, kept for the demo pharmacies so controls and returns can refer to real deliveries. */
export interface LineaEntregada {
  pedidoItemId: number;
  producto: ProductoGenerado;
  cantAprobada: number;
  precioUnitario: number;
}

export interface PedidoEntregado {
  pedidoId: number;
  farmaciaId: number;
  userId: string | null;
  fecha: Date;
  remitoId: number;
  facturaId: number;
  lineas: LineaEntregada[];
}

const DIAS_HISTORIA = 730;
/** Percentage of the additional product discount (flag 4096). */
const DESCUENTO_ADICIONAL = 3;
const redondear = (n: number) => Math.round(n * 100) / 100;
const nroFactura = (puntoVenta: number, numero: number) => `${String(puntoVenta).padStart(4, '0')}-${String(numero).padStart(8, '0')}`;

interface FacturaImpaga {
  fecha: Date;
  vencimiento: Date;
  total: number;
  descripcion: string;
  nroComprobante: number;
}

/** Invoice letter by taxpayer type (SPEC §4): A (type 1) for a VAT-registered pharmacy, B (type 6) for the rest. */
const INSCRIPTO = 1;
/** Operation type of the seed's Friday payments: they pay the statement of the week before (TIPOS_OPERACION_PAGO). */
const PAGO_DE_RESUMEN = 1;

/** How many units a line asks for, and how often. */
const CANTIDADES = [[1, 30], [2, 25], [3, 15], [4, 8], [6, 10], [10, 5], [12, 5], [24, 2]] as const;
/** Days between two orders of a staple (every week is the most common). */
const PERIODOS = [7, 7, 10, 14, 14, 21, 28] as const;
/** Staple lines an order carries, on average (the rest of `lineasPorPedido` is what the counter asked for). */
const LINEAS_DE_RITMO = 6;

interface Ritmico {
  producto: ProductoGenerado;
  periodo: number;
  cantidad: number;
  /** History day (negative, like `d`) from which it is due again. */
  proximo: number;
}

/**
 * A pharmacy's staples: products it orders on a rhythm of its own (every 7 to 28 days, always about the same
 * quantity), as counters do with what sells every day. As many as make about `LINEAS_DE_RITMO` lines per order at
 * the pharmacy's pace (orders per week); the suggested order (issue 17) and its bench learn from them. The first
 * product of `conBono` that carries a bono leads them, when given.
 */
function productosConRitmo(ctx: Contexto, habituales: readonly ProductoGenerado[], pedidosPorSemana: number, conBono: readonly ProductoGenerado[]): Ritmico[] {
  const { rnd } = ctx;
  const porDia = PERIODOS.reduce((suma, p) => suma + 1 / p, 0) / PERIODOS.length;
  const cuantos = Math.max(6, Math.min(habituales.length, Math.round((LINEAS_DE_RITMO * pedidosPorSemana) / (7 * porDia))));
  // A demo pharmacy's staples include a product with a bono (from `conBono`), so it always has bonos pending.
  const bono = conBono.find((p) => p.disponible && p.flags & (FLAG.bonoPap | FLAG.bonoTarmed) && !(p.flags & FLAG.psicofarmaco));
  return [...(bono ? [bono] : []), ...habituales.filter((p) => p.disponible && p !== bono)]
    .slice(0, cuantos)
    .map((producto) => {
      const periodo = rnd.elegir(PERIODOS);
      return { producto, periodo, cantidad: rnd.ponderado(CANTIDADES), proximo: -DIAS_HISTORIA + rnd.entero(0, periodo - 1) };
    });
}

/**
 * Two years of one pharmacy's orders and everything a distributor produces from them: remitos, invoices (A or B by its
 * taxpayer type), account movements, weekly payments, bonos, and (for demo users) favourites and recoverer items. The
 * weekly and debt statements come after, from the movements (`cuenta-corriente.ts`). Returns the delivered orders when
 * `conservar` is set.
 */
export function generarHistoria(
  ctx: Contexto,
  f: FarmaciaGenerada,
  productos: readonly ProductoGenerado[],
  ofertasPorTroquel: ReadonlyMap<number, OfertaGenerada[]>,
  ids: Ids,
  escritor: EscritorLotes,
  conservar: boolean,
): PedidoEntregado[] {
  const { rnd, volumen, ahora } = ctx;
  const pedidosPorSemana = f.demo ? volumen.pedidosPorSemanaDemo : volumen.pedidosPorSemana;
  const habituales = rnd.muestra(productos, Math.min(productos.length, 250));
  const ritmicos = productosConRitmo(ctx, habituales, pedidosPorSemana, f.demo ? productos : []);
  const ultimoDiaHabil = diaSemanaAr(enDia(ahora, -1)) === 0 ? -2 : -1;
  const facturadoReciente = diaHabilHasta(ahora, -3);
  const pedible = (p: ProductoGenerado) => p.disponible && !(p.flags & (FLAG.psicofarmaco | FLAG.psicofarmacoNoFacturable));
  const conSerie = productos.filter((p) => pedible(p) && p.flags & FLAG.trazable);
  const conLote = productos.filter((p) => pedible(p) && p.tieneLote && !(p.flags & FLAG.trazable));
  const entregados: PedidoEntregado[] = [];
  const impagas: FacturaImpaga[] = [];
  const usoPorTroquel = new Map<number, { primera: Date; ultima: Date; veces: number }>();
  const recuperables = new Map<string, typeof recuperadorItem.$inferInsert>();
  const puntoVenta = f.sucursal === 2 ? 11 : 10;
  const tipoFactura = f.tipoContribuyente === INSCRIPTO ? 1 : 6;
  const letra = tipoFactura === 1 ? 'A' : 'B';

  for (let d = -DIAS_HISTORIA; d <= -1; d++) {
    const dia = enDia(ahora, d);
    const diaSemana = diaSemanaAr(dia);
    const inflacion = 0.45 + (0.55 * (d + DIAS_HISTORIA)) / DIAS_HISTORIA;

    // More than one order a day (a busy pharmacy of the large seed) draws its count; otherwise a day has one or none.
    const sorteados = diaSemana === 0 ? 0 : pedidosPorSemana > 6 ? rnd.entero(0, Math.round((2 * pedidosPorSemana) / 6)) : rnd.probabilidad(pedidosPorSemana / 6) ? 1 : 0;
    // A demo pharmacy ordered on its last working day, whatever the draw: its newest order is still pending (Pendiente OK).
    // ...and on its newest working day of those already invoiced, whatever the draw, an order delivered in full: what it
    // owes this week (the Friday payments settle only what is older than a week), so every demo pharmacy has a debt
    // statement, something falling due and unpaid invoices in the group, on any day at any hour (issue 26).
    const facturadoForzado = f.demo && d === facturadoReciente;
    const pedidosDelDia = f.demo && (d === ultimoDiaHabil || facturadoForzado) ? Math.max(1, sorteados) : sorteados;
    for (let n = 0; n < pedidosDelDia; n++) {
      const entregaCompleta = facturadoForzado && n === 0;
      const fechaAlta = enDia(ahora, d, rnd.entero(8, 18), rnd.entero(0, 59));
      const estadoId =
        d >= -2 ? ESTADO.pendienteOk : entregaCompleta ? ESTADO.envioAprobado : rnd.ponderado([[ESTADO.envioAprobado, 94], [ESTADO.envioRechazado, 3], [ESTADO.sinItemsAprobados, 3]] as const);
      const pedidoId = ids.siguiente('pedido');
      const userId = f.usuarios.length > 0 ? rnd.elegir(f.usuarios) : null;
      const elegidos = new Map<number, ProductoGenerado>();
      const habitual = new Map<number, number>();
      // The staples that are due go first, in their usual quantity; the rest of the order is what the counter asked for.
      for (const r of ritmicos) {
        if (r.proximo > d) continue;
        elegidos.set(r.producto.troquel, r.producto);
        habitual.set(r.producto.troquel, r.cantidad);
        r.proximo = d + r.periodo + rnd.entero(-1, 1);
      }
      // The order delivered this week brings a traceable product and one with lot check: the return pages always have
      // a recent invoice with units to return by serial and by lot, whatever day the seed ran.
      if (entregaCompleta) for (const p of [rnd.elegir(conSerie), rnd.elegir(conLote)]) elegidos.set(p.troquel, p);
      const cantidad = Math.max(elegidos.size + 1, rnd.entero(...volumen.lineasPorPedido));
      while (elegidos.size < cantidad) {
        const p = rnd.probabilidad(0.8) ? rnd.elegir(habituales) : rnd.elegir(productos);
        if (entregaCompleta && !p.disponible) continue;
        elegidos.set(p.troquel, p);
      }
      let importePedido = 0;
      let unidades = 0;
      const lineas: LineaEntregada[] = [];
      const filasLinea: (typeof pedidoItem.$inferInsert)[] = [];
      for (const p of elegidos.values()) {
        const cantPedida = habitual.get(p.troquel) ?? rnd.ponderado(CANTIDADES);
        let cantAprobada: number = cantPedida;
        let respId: number = RESPUESTA.aprobado;
        if (estadoId === ESTADO.envioRechazado) [cantAprobada, respId] = [0, RESPUESTA.faltaDeSaldo];
        else if (estadoId === ESTADO.sinItemsAprobados) [cantAprobada, respId] = [0, RESPUESTA.sinStock];
        else if (!p.disponible) [cantAprobada, respId] = [0, RESPUESTA.discontinuado];
        else {
          const r = entregaCompleta ? 1 : rnd.siguiente();
          if (r < 0.06) [cantAprobada, respId] = [0, RESPUESTA.sinStock];
          else if (r < 0.1 && cantPedida > 1) [cantAprobada, respId] = [Math.floor(cantPedida / 2), RESPUESTA.aprobadoParcial];
          // A psychotropic travels with a printed voucher: its approved line is answered with the printing code (SPEC §9), which the manual print lists.
          else if (p.flags & FLAG.psicofarmaco) respId = RESPUESTA.impreso;
        }
        const cantPreparada = estadoId === ESTADO.envioAprobado ? cantAprobada : 0;
        const oferta = ofertasPorTroquel.get(p.troquel)?.find((o) => o.inicio <= fechaAlta && fechaAlta <= o.fin);
        const descuento = oferta?.troqueles.get(p.troquel) ?? 0;
        // SPEC §4 bit 4096: the product carries an additional discount of its own, on top of any offer.
        const descuentoProducto = p.flags & FLAG.descuentoAdicional ? DESCUENTO_ADICIONAL : 0;
        const precioUnitario = redondear(p.precio * inflacion * (1 - descuento / 100) * (1 - descuentoProducto / 100));
        const importe = redondear(precioUnitario * cantAprobada);
        const iva = redondear(importe * tasaIva(p.iva));
        const pedidoItemId = ids.siguiente('pedidoItem');
        filasLinea.push({
          id: pedidoItemId,
          pedidoId,
          farmaciaId: f.id,
          fechaAlta,
          userId,
          troquel: p.troquel,
          codigoBarras: p.codigoBarras,
          prodNombre: p.nombre,
          recomendado: rnd.probabilidad(0.05),
          cantPedida,
          cantAprobada,
          cantPreparada,
          respId,
          ofertaId: oferta?.id ?? null,
          comboId: null,
          importe,
          iva,
          descuento,
          descuentoProducto,
          observaciones: respId === RESPUESTA.aprobado ? null : respId === RESPUESTA.sinStock ? 'Sin stock al momento de preparar' : null,
          observacionesProductoMask: p.flags & (FLAG.refrigerado | FLAG.psicofarmaco | FLAG.trazable),
          tipoDescuentoProducto: oferta ? 1 : 0,
          ofertaLeyenda: oferta?.leyenda ?? null,
          facturaId: null,
        });
        importePedido += importe;
        unidades += cantPedida;
        if (cantPreparada > 0) lineas.push({ pedidoItemId, producto: p, cantAprobada: cantPreparada, precioUnitario });
        // Four months of shortages: the seed expires the older ones (parameter 1140) with a record, as the job would have.
        if (userId && respId === RESPUESTA.sinStock && d >= -120) {
          recuperables.set(`${userId}:${p.troquel}`, { userId, troquel: p.troquel, fechaPedido: diaIso(fechaAlta), cantidadARecuperar: cantPedida });
        }
        const uso = usoPorTroquel.get(p.troquel);
        usoPorTroquel.set(p.troquel, { primera: uso?.primera ?? fechaAlta, ultima: fechaAlta, veces: (uso?.veces ?? 0) + 1 });
      }

      const facturar = estadoId === ESTADO.envioAprobado && lineas.length > 0;
      escritor.agregar(pedido, {
        id: pedidoId,
        pedidoGuid: rnd.uuid(),
        farmaciaId: f.id,
        fechaAlta,
        estadoId,
        turnoId: rnd.elegir([1, 2, 2, 3]),
        userId,
        importe: redondear(importePedido),
        operador: rnd.probabilidad(0.9) ? 'WEB' : 'TELEFÓNICO',
        cantidadItems: elegidos.size,
        cantidadItemsTotal: unidades,
        facturasGeneradas: facturar ? 1 : 0,
        carritoId: null,
        claveIdempotencia: null,
        procesarBonos: false,
        mensajeTransmision: estadoId === ESTADO.envioRechazado ? 'pedidoConFinErrorPorFaltaDeSaldo' : null,
      });

      if (facturar) {
        const remitoId = ids.siguiente('remito');
        const facturaId = ids.siguiente('factura');
        const emision = new Date(fechaAlta.getTime() + rnd.entero(2, 6) * 3_600_000);
        const vencimiento = new Date(emision.getTime() + f.plazo * DIA_MS);
        const nroComprobante = ids.siguiente(`comprobante-${tipoFactura}-${puntoVenta}`);
        let subtotal = 0;
        let iva = 0;
        let cantidadUnidades = 0;
        for (const fila of filasLinea) {
          if (fila.cantPreparada! > 0) fila.facturaId = facturaId;
        }
        const filasFactura: (typeof facturaItem.$inferInsert)[] = lineas.map((l) => {
          const importeTotal = redondear(l.precioUnitario * l.cantAprobada);
          const ivaLinea = redondear(importeTotal * tasaIva(l.producto.iva));
          subtotal += importeTotal;
          iva += ivaLinea;
          cantidadUnidades += l.cantAprobada;
          return {
            id: ids.siguiente('facturaItem'),
            facturaId,
            pedidoItemId: l.pedidoItemId,
            troquel: l.producto.troquel,
            prodNombre: l.producto.nombre,
            cantAprobada: l.cantAprobada,
            precioUnitario: l.precioUnitario,
            importeTotal,
            iva: ivaLinea,
            comboId: null,
            observacionesProductoMask: l.producto.flags & (FLAG.refrigerado | FLAG.psicofarmaco | FLAG.trazable),
          };
        });
        subtotal = redondear(subtotal);
        iva = redondear(iva);
        const percepciones = redondear(subtotal * 0.025);
        const total = redondear(subtotal + iva + percepciones);
        escritor.agregar(remito, { id: remitoId, farmaciaId: f.id, pedidoId, fecha: emision, cantidadUnidades, controlado: false });
        escritor.agregar(factura, {
          id: facturaId,
          farmaciaId: f.id,
          pedidoId,
          fechaEmision: emision,
          fechaVencimiento: diaIso(vencimiento),
          plazo: f.plazo,
          tipoOperacionId: iva > 0 ? TIPO_OPERACION.gravados : TIPO_OPERACION.noGravados,
          tipoComprobanteId: tipoFactura,
          puntoVenta,
          nroComprobante,
          cantidadUnidades,
          subtotal,
          iva,
          percepciones,
          total,
          detalleEnComprobanteDet: true,
          remito: remitoId,
          remito2: null,
          checkSocio: false,
          observaciones: null,
          historico: d < -365,
          respuestaAfip: rnd.probabilidad(0.97) ? 'A' : 'O',
        });
        escritor.agregar(facturaItem, ...filasFactura);
        escritor.agregar(movimientoCuenta, {
          id: ids.siguiente('movimiento'),
          farmaciaId: f.id,
          fechaMovimiento: diaIso(emision),
          fechaVencimiento: diaIso(vencimiento),
          importe: total,
          tipoComprobante: tipoFactura,
          puntoDeVenta: puntoVenta,
          nroComprobante,
          descFc: `Factura ${letra} ${nroFactura(puntoVenta, nroComprobante)}`,
          facturaId,
          checkFactura: false,
          remito: remitoId,
          remito2: null,
          respuestaAfip: 'A',
        });
        for (const l of lineas) {
          if (l.producto.flags & (FLAG.bonoPap | FLAG.bonoTarmed)) {
            const nroBono = ids.siguiente('nroBono') + 500_000;
            escritor.agregar(bono, {
              id: ids.siguiente('bono'),
              farmaciaId: f.id,
              fechaAlta: emision,
              nroBono,
              cantidad: l.cantAprobada,
              estadoId: d < -DIAS_BONO_PENDIENTE ? estadoBonoCerrado(nroBono) : ESTADO.pendienteOk,
              fechaFactura: diaIso(emision),
              troquel: l.producto.troquel,
              tarmed: (l.producto.flags & FLAG.bonoTarmed) !== 0,
              notaCreditoTarmedId: null,
              pedidoItemId: l.pedidoItemId,
            });
          }
        }
        impagas.push({ fecha: emision, vencimiento, total, descripcion: `Factura ${letra} ${nroFactura(puntoVenta, nroComprobante)}`, nroComprobante });
        if (conservar) entregados.push({ pedidoId, farmaciaId: f.id, userId, fecha: fechaAlta, remitoId, facturaId, lineas });
      }
      escritor.agregar(pedidoItem, ...filasLinea);
    }

    // Payments on Fridays settle what was invoiced more than a week earlier; the rest stays as debt.
    if (diaSemana === 5) {
      const limite = dia.getTime() - 7 * DIA_MS;
      const aPagar = impagas.filter((i) => i.fecha.getTime() < limite);
      if (aPagar.length > 0 && rnd.probabilidad(0.92)) {
        const importePago = redondear(aPagar.reduce((s, i) => s + i.total, 0));
        const tipoDePagoId = rnd.ponderado([[1, 60], [2, 10], [3, 15], [5, 10], [6, 5]] as const);
        const nroRecibo = ids.siguiente('nroRecibo') + 70_000;
        escritor.agregar(pago, {
          id: ids.siguiente('pago'),
          farmaciaId: f.id,
          fechaOperacion: diaIso(dia),
          nroRecibo,
          nroResumen: ids.siguiente('nroResumenPago') + 30_000,
          fechaVencimiento: tipoDePagoId === 3 ? diaIso(new Date(dia.getTime() + 30 * DIA_MS)) : null,
          importePago,
          importeNominal: importePago,
          fechaPresentacion: tipoDePagoId === 2 || tipoDePagoId === 3 ? diaIso(new Date(dia.getTime() + DIA_MS)) : null,
          tipoDePagoId,
          tipoOperacionId: PAGO_DE_RESUMEN,
          itemsDetalle: aPagar.map((i) => ({ descripcion: i.descripcion, nroComprobante: String(i.nroComprobante), importe: i.total })),
        });
        escritor.agregar(movimientoCuenta, {
          id: ids.siguiente('movimiento'),
          farmaciaId: f.id,
          fechaMovimiento: diaIso(dia),
          fechaVencimiento: null,
          importe: -importePago,
          tipoComprobante: 10,
          puntoDeVenta: puntoVenta,
          nroComprobante: nroRecibo,
          descFc: `Recibo ${nroFactura(puntoVenta, nroRecibo)}`,
          facturaId: null,
          checkFactura: false,
          remito: null,
          remito2: null,
          respuestaAfip: null,
        });
        impagas.splice(0, impagas.length, ...impagas.filter((i) => i.fecha.getTime() >= limite));
      }
    }
  }

  if (f.demo) {
    const frecuentes = [...usoPorTroquel.entries()].sort((a, b) => b[1].veces - a[1].veces || a[0] - b[0]).slice(0, 15);
    for (const userId of f.usuarios) {
      escritor.agregar(
        favorito,
        ...frecuentes.map(([troquel, uso]) => ({ userId, troquel, fechaAlta: uso.primera, fechaUltimoPedido: uso.ultima })),
      );
    }
    escritor.agregar(recuperadorItem, ...recuperables.values());
  }
  return entregados;
}

/** The newest day, `desde` days ago or before, that is not a Sunday (the distributor does not deliver on Sundays). */
function diaHabilHasta(ahora: Date, desde: number): number {
  let d = desde;
  while (diaSemanaAr(enDia(ahora, d)) === 0) d--;
  return d;
}

/**
 * A laboratory settles a bono within about three months; until then it is pending (SPEC §4 "pending OK"), which the
 * shell counts. Shorter, the demo pharmacy's few bonos were all settled and the count always read 0.
 */
const DIAS_BONO_PENDIENTE = 90;

/** A settled bono is mostly credited; some were rejected or are still at the laboratory (by number: the random stream is untouched). */
function estadoBonoCerrado(nroBono: number): number {
  const resto = nroBono % 10;
  return resto === 0 ? ESTADO.rechazado : resto === 1 ? ESTADO.enviadoALaboratorio : ESTADO.acreditado;
}
