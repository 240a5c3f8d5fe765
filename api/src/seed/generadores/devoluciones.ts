import { controlPedido, controlPedidoItem, devolucion, devolucionItem, factura, facturaItem, loteDespachado, movimientoCuenta, recall, recallItem } from '../../db/schema/index.js';
import { FLAG_TRAZABLE, lotesDeLinea, serieDeUnidad } from '../../areas/devoluciones/index.js';
import type { EscritorLotes } from '../lotes.js';
import { DIA_MS, diaIso, enDia } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import { tasaIva, type ProductoGenerado } from './catalogo.js';
import type { Ids, LineaEntregada, PedidoEntregado } from './historia.js';
import { ESTADO, RESPUESTA, TIPO_OPERACION } from './referencia.js';

export interface RecallGenerado {
  id: number;
  /** Troquel → its recalled lots. */
  lotes: Map<number, { lote: string; fechaVencimiento: string }[]>;
}

const lote = (rnd: Contexto['rnd']) => `L${rnd.entero(10, 99)}${String.fromCharCode(65 + rnd.entero(0, 25))}${rnd.entero(1000, 9999)}`;

/** Recalls: one published and current, one whose term ended, one still being prepared and one deleted. Returns the current one. */
export function generarRecalls(ctx: Contexto, productos: readonly ProductoGenerado[], escritor: EscritorLotes): RecallGenerado {
  const { rnd, ahora } = ctx;
  const conLote = productos.filter((p) => p.tieneLote && p.medicamento);
  const definiciones = [
    { id: 1, estado: 1, publicado: -20, caduca: 60, motivo: 'Desvío de calidad en el envase primario' },
    { id: 2, estado: 1, publicado: -200, caduca: -100, motivo: 'Error de rotulado' },
    { id: 3, estado: 0, publicado: null, caduca: null, motivo: 'Partículas en suspensión' },
    { id: 4, estado: 2, publicado: -120, caduca: -30, motivo: 'Retiro preventivo' },
  ];
  let vigente: RecallGenerado | null = null;
  for (const def of definiciones) {
    const primero = rnd.elegir(conLote);
    const items = rnd.muestra(conLote.filter((p) => p.laboratorioId === primero.laboratorioId), 3);
    const lotes = new Map<number, { lote: string; fechaVencimiento: string }[]>();
    for (const p of items) {
      lotes.set(
        p.troquel,
        Array.from({ length: rnd.entero(1, 3) }, () => ({ lote: lote(rnd), fechaVencimiento: diaIso(enDia(ahora, rnd.entero(90, 700))) })),
      );
    }
    escritor.agregar(recall, {
      id: def.id,
      nombre: `Recall ${primero.laboratorio}: ${def.motivo.toLowerCase()}`,
      estado: def.estado,
      laboratorioId: primero.laboratorioId,
      fechaCreacion: enDia(ahora, (def.publicado ?? -3) - 5, 10),
      fechaPublicacion: def.publicado === null ? null : enDia(ahora, def.publicado, 10),
      fechaCaducidad: def.caduca === null ? null : enDia(ahora, def.caduca, 23, 59),
    });
    escritor.agregar(recallItem, ...[...lotes.entries()].map(([troquel, l]) => ({ recallId: def.id, troquel, lotesYVencimientos: l })));
    if (def.id === 1) vigente = { id: def.id, lotes };
  }
  return vigente!;
}

/**
 * A demo pharmacy's returns of the three kinds over its real deliveries: general returns (credited ones with their credit
 * note and account movement), expired-product returns (one saved as a draft) and one recall return.
 */
export function generarDevoluciones(
  ctx: Contexto,
  farmacia: { id: number; sucursal: number },
  entregados: readonly PedidoEntregado[],
  recallVigente: RecallGenerado,
  productos: ReadonlyMap<number, ProductoGenerado>,
  ids: Ids,
  escritor: EscritorLotes,
): void {
  const { rnd, ahora } = ctx;
  const puntoVenta = farmacia.sucursal === 2 ? 11 : 10;
  const loteRetirado = farmacia.id === 1001 || farmacia.id === 1002 ? recallDeLoteComprado(farmacia.id, entregados, recallVigente, escritor) : null;
  /** Products the general returns took units of: the expired returns take others, so no lot is returned twice over. */
  const devueltos = new Set<number>();
  const antiguos = entregados.filter((p) => p.fecha.getTime() < ahora.getTime() - 10 * DIA_MS);

  for (const p of rnd.muestra(antiguos, 12).sort((a, b) => a.fecha.getTime() - b.fecha.getTime())) {
    const fechaAlta = new Date(p.fecha.getTime() + rnd.entero(2, 9) * DIA_MS);
    const reciente = fechaAlta.getTime() > ahora.getTime() - 20 * DIA_MS;
    const estadoId = reciente
      ? rnd.elegir([ESTADO.pendienteOk, ESTADO.controlado])
      : rnd.ponderado([[ESTADO.acreditado, 6], [ESTADO.rechazado, 1], [ESTADO.sinItemsAprobados, 1], [ESTADO.enviadoALaboratorio, 1]] as const);
    const devolucionId = ids.siguiente('devolucion');
    const lineas = rnd.muestra(p.lineas, rnd.entero(1, Math.min(3, p.lineas.length)));
    for (const l of lineas) devueltos.add(l.producto.troquel);
    let notaCreditoId: number | null = null;
    if (estadoId === ESTADO.acreditado) {
      notaCreditoId = ids.siguiente('factura');
      const subtotal = Math.round(lineas.reduce((s, l) => s + l.precioUnitario, 0) * 100) / 100;
      // A line per returned unit at its invoice price and VAT rate: the note's PDF shows them and its VAT by rate.
      const ivaDe = (l: (typeof lineas)[number]) => Math.round(l.precioUnitario * tasaIva(l.producto.iva) * 100) / 100;
      const iva = Math.round(lineas.reduce((s, l) => s + ivaDe(l), 0) * 100) / 100;
      const nroComprobante = ids.siguiente(`nota-credito-${puntoVenta}`);
      const emision = new Date(fechaAlta.getTime() + 5 * DIA_MS);
      escritor.agregar(factura, {
        id: notaCreditoId,
        farmaciaId: farmacia.id,
        pedidoId: null,
        fechaEmision: emision,
        fechaVencimiento: diaIso(emision),
        plazo: 0,
        tipoOperacionId: TIPO_OPERACION.notaCreditoDevolucion,
        tipoComprobanteId: 3,
        puntoVenta,
        nroComprobante,
        cantidadUnidades: lineas.length,
        subtotal,
        iva,
        percepciones: 0,
        total: Math.round((subtotal + iva) * 100) / 100,
        detalleEnComprobanteDet: true,
        remito: null,
        remito2: null,
        checkSocio: false,
        observaciones: `Nota de crédito por la devolución ${devolucionId}`,
        historico: emision.getTime() < ahora.getTime() - 365 * DIA_MS,
        respuestaAfip: 'A',
      });
      escritor.agregar(
        facturaItem,
        ...lineas.map((l) => ({
          id: ids.siguiente('facturaItem'),
          facturaId: notaCreditoId!,
          pedidoItemId: null,
          troquel: l.producto.troquel,
          prodNombre: l.producto.nombre,
          cantAprobada: 1,
          precioUnitario: l.precioUnitario,
          importeTotal: l.precioUnitario,
          iva: ivaDe(l),
          comboId: null,
          observacionesProductoMask: 0,
        })),
      );
      escritor.agregar(movimientoCuenta, {
        id: ids.siguiente('movimiento'),
        farmaciaId: farmacia.id,
        fechaMovimiento: diaIso(emision),
        fechaVencimiento: null,
        importe: -Math.round((subtotal + iva) * 100) / 100,
        tipoComprobante: 3,
        puntoDeVenta: puntoVenta,
        nroComprobante,
        descFc: `Nota de crédito A ${String(puntoVenta).padStart(4, '0')}-${String(nroComprobante).padStart(8, '0')}`,
        facturaId: notaCreditoId,
        checkFactura: false,
        remito: null,
        remito2: null,
        respuestaAfip: 'A',
      });
    }
    escritor.agregar(devolucion, {
      id: devolucionId,
      guid: rnd.uuid(),
      tipo: 0,
      farmaciaId: farmacia.id,
      sucursal: farmacia.sucursal,
      fechaAlta,
      estadoId,
      userId: p.userId,
      cantidadItemsTotal: lineas.length,
      facturaId: p.facturaId,
      notaCreditoId,
      recallId: null,
      borrador: false,
    });
    escritor.agregar(
      devolucionItem,
      ...lineas.map((l) => {
        // The unit goes back with the lot (and a traceable one with the serial) it was shipped with (issue 27).
        const trazable = (l.producto.flags & FLAG_TRAZABLE) !== 0;
        const despachado = lotesDeLinea(
          { farmaciaId: farmacia.id, facturaId: p.facturaId, pedidoId: p.pedidoId, pedidoItemId: l.pedidoItemId, troquel: l.producto.troquel, cantidad: 1, trazable, tieneLote: l.producto.tieneLote },
          p.fecha,
        )[0];
        const nroLote = despachado?.lote ?? null;
        return {
          id: ids.siguiente('devolucionItem'),
          devolucionId,
          troquel: l.producto.troquel,
          prodNombre: l.producto.nombre,
          cantidadItems: 1,
          nroLote,
          nroLoteValidado: nroLote,
          // A traceable line gives back its last unit: its first stays for the pages' return journeys.
          nroSerie: trazable ? serieDeUnidad(l.pedidoItemId, l.cantAprobada - 1) : null,
          estadoValidacion: nroLote ? 9 : 0,
          motivoDevolucionId: rnd.entero(1, 4),
          respuestaId: estadoId === ESTADO.rechazado ? RESPUESTA.bloqueado : RESPUESTA.aprobado,
          pedidoItemIdOrigen: l.pedidoItemId,
          pedidoId: p.pedidoId,
          farmaciaId: farmacia.id,
          sucursal: farmacia.sucursal,
          fechaAlta,
          userId: p.userId,
          trazable,
          trazableSinNroSerie: false,
          cantDevuelta: null,
          cantAprobada: estadoId === ESTADO.acreditado ? 1 : null,
          fechaVencimiento: null,
        };
      }),
    );
  }

  // What expires at the counter is what the pharmacy bought: a delivered medicine, no more units than that delivery
  // brought, with the lot it was shipped (a traceable unit by its serial), each product in one return only (issue 27).
  const vencibles = new Map<number, { linea: LineaEntregada; pedido: PedidoEntregado }>();
  for (const pedido of entregados) {
    // Two units or more: the draft's lines leave units to return on the page, as a counter would.
    for (const linea of pedido.lineas) {
      if (linea.producto.medicamento && linea.cantAprobada >= 2 && !devueltos.has(linea.producto.troquel)) vencibles.set(linea.producto.troquel, { linea, pedido });
    }
  }
  const userId = entregados.at(-1)?.userId ?? null;
  for (let n = 0; n < 4; n++) {
    const borrador = n === 3 && farmacia.id === 1001;
    const fechaAlta = borrador ? enDia(ahora, -1, 17) : enDia(ahora, -rnd.entero(30, 600), 11);
    const devolucionId = ids.siguiente('devolucion');
    const items = rnd.muestra([...vencibles.values()], Math.min(vencibles.size, rnd.entero(2, 5)));
    for (const { linea } of items) vencibles.delete(linea.producto.troquel);
    const estadoId = borrador ? ESTADO.ninguno : rnd.elegir([ESTADO.acreditado, ESTADO.enviadoALaboratorio, ESTADO.controlado]);
    escritor.agregar(devolucion, {
      id: devolucionId,
      guid: rnd.uuid(),
      tipo: 2,
      farmaciaId: farmacia.id,
      sucursal: farmacia.sucursal,
      fechaAlta,
      estadoId,
      userId,
      cantidadItemsTotal: items.length,
      facturaId: null,
      notaCreditoId: null,
      recallId: null,
      borrador,
    });
    escritor.agregar(
      devolucionItem,
      ...items.map(({ linea, pedido }) => {
        const p = linea.producto;
        const trazable = (p.flags & FLAG_TRAZABLE) !== 0;
        // A serial names one unit: a traceable line holds one.
        const cantidad = trazable ? 1 : rnd.entero(1, Math.min(6, linea.cantAprobada));
        const despachado = lotesDeLinea(
          { farmaciaId: farmacia.id, facturaId: pedido.facturaId, pedidoId: pedido.pedidoId, pedidoItemId: linea.pedidoItemId, troquel: p.troquel, cantidad: linea.cantAprobada, trazable, tieneLote: p.tieneLote },
          pedido.fecha,
        )[0];
        return {
          id: ids.siguiente('devolucionItem'),
          devolucionId,
          troquel: p.troquel,
          prodNombre: p.nombre,
          cantidadItems: cantidad,
          nroLote: despachado?.lote ?? lote(rnd),
          nroLoteValidado: null,
          // The line's last unit, like the general returns: the first stays for the pages' return journeys.
          nroSerie: trazable ? serieDeUnidad(linea.pedidoItemId, linea.cantAprobada - 1) : null,
          estadoValidacion: borrador ? 0 : 9,
          motivoDevolucionId: 1,
          respuestaId: null,
          pedidoItemIdOrigen: null,
          pedidoId: null,
          farmaciaId: farmacia.id,
          sucursal: farmacia.sucursal,
          fechaAlta,
          userId,
          trazable,
          trazableSinNroSerie: false,
          cantDevuelta: cantidad,
          cantAprobada: estadoId === ESTADO.acreditado ? cantidad : null,
          fechaVencimiento: diaIso(new Date(fechaAlta.getTime() - rnd.entero(5, 60) * DIA_MS)),
        };
      }),
    );
  }

  // The seeded return leaves units of the lot to return on the pages: made only of a line of three or more.
  if (loteRetirado && loteRetirado.cantidad > 2) {
    // The recall return is of the recalled lot the pharmacy bought, never more units than it bought (issue 27).
    const { troquel, lotes, cantidad: comprada } = loteRetirado;
    const p = productos.get(troquel)!;
    const devolucionId = ids.siguiente('devolucion');
    const fechaAlta = enDia(ahora, -rnd.entero(2, 10), 12);
    escritor.agregar(devolucion, {
      id: devolucionId,
      guid: rnd.uuid(),
      tipo: 1,
      farmaciaId: farmacia.id,
      sucursal: farmacia.sucursal,
      fechaAlta,
      estadoId: ESTADO.pendienteOk,
      userId,
      cantidadItemsTotal: 1,
      facturaId: null,
      notaCreditoId: null,
      recallId: recallVigente.id,
      borrador: false,
    });
    escritor.agregar(devolucionItem, {
      id: ids.siguiente('devolucionItem'),
      devolucionId,
      troquel,
      prodNombre: p.nombre,
      // Never all of it: the demo keeps units of the recalled lot to return (and never more than was bought).
      cantidadItems: rnd.entero(1, Math.min(4, comprada - 2)),
      nroLote: lotes[0]!.lote,
      nroLoteValidado: lotes[0]!.lote,
      nroSerie: null,
      estadoValidacion: 9,
      motivoDevolucionId: 6,
      respuestaId: null,
      pedidoItemIdOrigen: null,
      pedidoId: null,
      farmaciaId: farmacia.id,
      sucursal: farmacia.sucursal,
      fechaAlta,
      userId,
      trazable: false,
      trazableSinNroSerie: false,
      cantDevuelta: null,
      cantAprobada: null,
      fechaVencimiento: lotes[0]!.fechaVencimiento,
    });
  }
}

/**
 * The lots and serials shipped on every delivered line, as the fulfilment job records them: for every pharmacy with
 * history, at both scales (the large seed's bench checks serials of any pharmacy). Uses no random draws.
 */
export function registrarDespachos(farmaciaId: number, entregados: readonly PedidoEntregado[], escritor: EscritorLotes): void {
  for (const p of entregados) {
    for (const l of p.lineas) {
      const filas = lotesDeLinea(
        {
          farmaciaId,
          facturaId: p.facturaId,
          pedidoId: p.pedidoId,
          pedidoItemId: l.pedidoItemId,
          troquel: l.producto.troquel,
          cantidad: l.cantAprobada,
          trazable: (l.producto.flags & FLAG_TRAZABLE) !== 0,
          tieneLote: l.producto.tieneLote,
        },
        p.fecha,
      );
      if (filas.length > 0) escritor.agregar(loteDespachado, ...filas);
    }
  }
}

/**
 * The current recall also withdraws a lot this pharmacy bought lately (its most recent delivered line of a product with
 * lot check), so the recall pages show the pharmacy's own purchases first. Uses no random draws: the rest of the seed
 * stays as it was.
 */
function recallDeLoteComprado(
  farmaciaId: number,
  entregados: readonly PedidoEntregado[],
  recallVigente: RecallGenerado,
  escritor: EscritorLotes,
): { troquel: number; lotes: { lote: string; fechaVencimiento: string }[]; cantidad: number } | null {
  // A line of three units or more when there is one: the seeded return leaves at least two to return on the pages.
  const candidata = (x: LineaEntregada) => x.producto.tieneLote && (x.producto.flags & FLAG_TRAZABLE) === 0 && !recallVigente.lotes.has(x.producto.troquel);
  const recientes = [...entregados].reverse();
  const elegido =
    recientes.map((p) => ({ p, l: p.lineas.find((x) => candidata(x) && x.cantAprobada >= 3) })).find((e) => e.l) ??
    recientes.map((p) => ({ p, l: p.lineas.find(candidata) })).find((e) => e.l);
  if (!elegido?.l) return null;
  const { p, l } = elegido;
  const [despacho] = lotesDeLinea(
    { farmaciaId, facturaId: p.facturaId, pedidoId: p.pedidoId, pedidoItemId: l.pedidoItemId, troquel: l.producto.troquel, cantidad: l.cantAprobada, trazable: false, tieneLote: true },
    p.fecha,
  );
  const lotes = [{ lote: despacho!.lote, fechaVencimiento: despacho!.fechaVencimiento }];
  recallVigente.lotes.set(l.producto.troquel, lotes);
  escritor.agregar(recallItem, { recallId: recallVigente.id, troquel: l.producto.troquel, lotesYVencimientos: lotes });
  return { troquel: l.producto.troquel, lotes, cantidad: l.cantAprobada };
}

/**
 * A shortage to claim (SPEC §7 `pedido/FaltanteDisponiblePorTroquel`): the pharmacy controlled its most recent delivery
 * of the last week (none when it has no delivery that recent) and counted one unit less of its first line; the remito
 * counts as controlled once written. Uses no random draws.
 */
export function generarFaltanteReciente(ctx: Contexto, farmaciaId: number, entregados: readonly PedidoEntregado[], ids: Ids, escritor: EscritorLotes): void {
  const p = entregados.at(-1);
  const l = p?.lineas.find((x) => x.cantAprobada > 0);
  if (!p || !l || p.fecha.getTime() < ctx.ahora.getTime() - 6 * DIA_MS) return;
  const controlId = ids.siguiente('controlPedido');
  const fecha = new Date(p.fecha.getTime() + 20 * 3_600_000);
  escritor.agregar(controlPedido, { id: controlId, farmaciaId, fecha, estado: 2, userId: p.userId, nroRemito: p.remitoId });
  escritor.agregar(
    controlPedidoItem,
    ...p.lineas.map((x) => ({
      id: ids.siguiente('controlPedidoItem'),
      controlPedidoId: controlId,
      troquel: x.producto.troquel,
      codigoBarras: x.producto.codigoBarras,
      prodNombre: x.producto.nombre,
      laboratorioNombre: x.producto.laboratorio,
      cantControlada: x === l ? x.cantAprobada - 1 : x.cantAprobada,
      cantPreparada: x.cantAprobada,
      pedidoId: p.pedidoId,
      farmaciaId,
      fecha,
      userId: p.userId,
    })),
  );
}
