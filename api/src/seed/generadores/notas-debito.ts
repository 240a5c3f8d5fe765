import { and, asc, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { factura, facturaItem, movimientoCuenta } from '../../db/schema/index.js';
import type { Contexto } from '../contexto.js';
import { DIA_MS, diaIso } from '../fechas.js';
import { tasaIva, type ProductoGenerado } from './catalogo.js';
import type { Ids } from './historia.js';
import { TIPO_OPERACION } from './referencia.js';

/** Invoice type → the debit note of the same letter (SPEC §4: 1 FCA → 2 NDA, 6 FCB → 7 NDB). */
const NOTA_DEBITO_DE: Record<number, { tipo: number; letra: string }> = { 1: { tipo: 2, letra: 'A' }, 6: { tipo: 7, letra: 'B' } };
/** The price update the distributor bills after the delivery, on each unit's invoiced price. */
const ACTUALIZACION_PRECIO = 0.03;
/** The perceptions' rate on the subtotal, as on the seed's invoices (historia.ts). */
const TASA_PERCEPCIONES = 0.025;
/** The invoice the note corrects is at least this old, so the note (a day after it) is never in the future. */
const DIAS_MINIMOS = 3;

const redondear = (n: number) => Math.round(n * 100) / 100;
const numero = (puntoVenta: number, nro: number) => `${String(puntoVenta).padStart(4, '0')}-${String(nro).padStart(8, '0')}`;

/**
 * A debit note for each demo pharmacy, so the current account and its PDFs show all three fiscal vouchers: the price
 * update of its latest invoice of at least three days ago, billed a day after it, with a line per product (the
 * invoiced units at the difference of price, VAT at the product's rate), perceptions as on an invoice, and its debit
 * in the current account, owed with the week it falls in. Written after the history from the invoice's own rows, with
 * ids taken after everything else and no random draws, so the rest of the seed stays as it was.
 */
export async function generarNotasDeDebito(ctx: Contexto, farmacias: readonly number[], productos: ReadonlyMap<number, ProductoGenerado>, ids: Ids): Promise<void> {
  const { db, ahora } = ctx;
  for (const farmaciaId of farmacias) {
    const [origen] = await db
      .select()
      .from(factura)
      .where(
        and(
          eq(factura.farmaciaId, farmaciaId),
          inArray(factura.tipoComprobanteId, [1, 6]),
          isNotNull(factura.pedidoId),
          lte(factura.fechaEmision, new Date(ahora.getTime() - DIAS_MINIMOS * DIA_MS)),
        ),
      )
      .orderBy(desc(factura.fechaEmision), desc(factura.id))
      .limit(1);
    const nota = origen ? NOTA_DEBITO_DE[origen.tipoComprobanteId] : undefined;
    if (!origen || !nota) continue;
    const items = await db
      .select()
      .from(facturaItem)
      .where(and(eq(facturaItem.facturaId, origen.id), gt(facturaItem.cantAprobada, 0)))
      .orderBy(asc(facturaItem.id));
    const lineas = items.flatMap((i) => {
      const precioUnitario = redondear(i.precioUnitario * ACTUALIZACION_PRECIO);
      const producto = productos.get(i.troquel);
      if (precioUnitario <= 0 || !producto) return [];
      const importeTotal = redondear(precioUnitario * i.cantAprobada);
      return [{ ...i, precioUnitario, importeTotal, iva: redondear(importeTotal * tasaIva(producto.iva)) }];
    });
    if (lineas.length === 0) continue;

    const subtotal = redondear(lineas.reduce((s, l) => s + l.importeTotal, 0));
    const iva = redondear(lineas.reduce((s, l) => s + l.iva, 0));
    const percepciones = redondear(subtotal * TASA_PERCEPCIONES);
    const total = redondear(subtotal + iva + percepciones);
    const emision = new Date(origen.fechaEmision.getTime() + DIA_MS);
    const vencimiento = diaIso(new Date(emision.getTime() + origen.plazo * DIA_MS));
    const nroComprobante = ids.siguiente(`nota-debito-${nota.tipo}-${origen.puntoVenta}`);
    const facturaId = ids.siguiente('factura');
    await db.insert(factura).values({
      id: facturaId,
      farmaciaId,
      fechaEmision: emision,
      fechaVencimiento: vencimiento,
      plazo: origen.plazo,
      tipoOperacionId: iva > 0 ? TIPO_OPERACION.gravados : TIPO_OPERACION.noGravados,
      tipoComprobanteId: nota.tipo,
      puntoVenta: origen.puntoVenta,
      nroComprobante,
      cantidadUnidades: lineas.reduce((s, l) => s + l.cantAprobada, 0),
      subtotal,
      iva,
      percepciones,
      total,
      observaciones: `Actualización de precios de la factura ${origen.tipoComprobanteId === 1 ? 'A' : 'B'} ${numero(origen.puntoVenta, origen.nroComprobante)}`,
      respuestaAfip: 'A',
    });
    // Lines bill no order line: returns price what was returned from the invoice's lines, never from this difference.
    await db.insert(facturaItem).values(
      lineas.map((l) => ({
        id: ids.siguiente('facturaItem'),
        facturaId,
        pedidoItemId: null,
        troquel: l.troquel,
        prodNombre: l.prodNombre,
        cantAprobada: l.cantAprobada,
        precioUnitario: l.precioUnitario,
        importeTotal: l.importeTotal,
        iva: l.iva,
        comboId: null,
        observacionesProductoMask: l.observacionesProductoMask,
      })),
    );
    await db.insert(movimientoCuenta).values({
      id: ids.siguiente('movimiento'),
      farmaciaId,
      fechaMovimiento: diaIso(emision),
      fechaVencimiento: vencimiento,
      importe: total,
      tipoComprobante: nota.tipo,
      puntoDeVenta: origen.puntoVenta,
      nroComprobante,
      descFc: `Nota de débito ${nota.letra} ${numero(origen.puntoVenta, nroComprobante)}`,
      facturaId,
      checkFactura: false,
      respuestaAfip: 'A',
    });
  }
}
