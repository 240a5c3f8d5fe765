import type { Readable } from 'node:stream';
import { formatearNumeroComprobante, type FormatoExportacion, type MovimientoCuenta, type Pago } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { exportar, unLote, type ColumnaExportacion } from './exportacion.js';
import { recorrerPagos, type FiltroPagos } from './pagos-consulta.js';
import { recorrerMovimientos, redondear, saldoAntesDe } from './service.js';

/** SPEC §5: the movement export's file name, at most 30 characters and with the whole range (the extension added after). */
export { nombreArchivoMovimientos } from '@portal/shared/domain';

type FilaMovimiento = MovimientoCuenta & { saldo: number };

const COLUMNAS_MOVIMIENTOS: ColumnaExportacion<FilaMovimiento>[] = [
  { titulo: 'Fecha', tipo: 'dia', ancho: 12, valor: (m) => m.fechaMovimiento },
  { titulo: 'Vencimiento', tipo: 'dia', ancho: 12, valor: (m) => m.fechaVencimiento },
  { titulo: 'Comprobante', tipo: 'texto', ancho: 20, valor: (m) => formatearNumeroComprobante(m.tipoComprobante, m.puntoDeVenta, m.nroComprobante) },
  { titulo: 'Descripción', tipo: 'texto', ancho: 36, valor: (m) => m.descFC },
  { titulo: 'Remito', tipo: 'numero', ancho: 12, valor: (m) => m.remito },
  { titulo: 'Débito', tipo: 'pesos', ancho: 14, valor: (m) => (m.importe > 0 ? m.importe : 0) },
  { titulo: 'Crédito', tipo: 'pesos', ancho: 14, valor: (m) => (m.importe < 0 ? -m.importe : 0) },
  { titulo: 'Saldo', tipo: 'pesos', ancho: 14, valor: (m) => m.saldo },
  { titulo: 'Respuesta AFIP', tipo: 'texto', ancho: 10, valor: (m) => m.respuestaAFIP ?? '' },
];

/** The movements a batch at a time, each with the pharmacy's balance after it (starting from its balance before the range). */
async function* conSaldo(db: Db, farmaciaId: number, desde: string, hasta: string): AsyncGenerator<FilaMovimiento[]> {
  let saldo = await saldoAntesDe(db, farmaciaId, desde);
  for await (const lote of recorrerMovimientos(db, farmaciaId, desde, hasta)) {
    yield lote.map((m) => ({ ...m, saldo: (saldo = redondear(saldo + m.importe)) }));
  }
}

/** A pharmacy's movements between two days as CSV or XLSX, read and written a batch at a time. */
export const exportarMovimientos = (db: Db, farmaciaId: number, desde: string, hasta: string, formato: FormatoExportacion): Readable =>
  exportar(formato, COLUMNAS_MOVIMIENTOS, conSaldo(db, farmaciaId, desde, hasta), 'Movimientos');

/** One line per voucher a payment settled (a payment with none gets one line), as the accountant reconciles them. */
type FilaPago = { p: Pago; item: Pago['itemsDetalle'][number] | null };
const COLUMNAS_PAGOS: ColumnaExportacion<FilaPago>[] = [
  { titulo: 'Farmacia', tipo: 'numero', ancho: 10, valor: (f) => f.p.farmaciaId },
  { titulo: 'Fecha', tipo: 'dia', ancho: 12, valor: (f) => f.p.fechaOperacion },
  { titulo: 'Recibo', tipo: 'numero', ancho: 10, valor: (f) => f.p.nroRecibo },
  { titulo: 'Tipo de pago', tipo: 'texto', ancho: 24, valor: (f) => f.p.leyendaTipoDePago },
  { titulo: 'Operación', tipo: 'texto', ancho: 26, valor: (f) => f.p.tipoOperacion },
  { titulo: 'Resumen', tipo: 'numero', ancho: 10, valor: (f) => f.p.nroResumen },
  { titulo: 'Importe', tipo: 'pesos', ancho: 14, valor: (f) => f.p.importePago },
  { titulo: 'Vencimiento', tipo: 'dia', ancho: 12, valor: (f) => f.p.fechaVencimiento },
  { titulo: 'Comprobante cancelado', tipo: 'texto', ancho: 30, valor: (f) => f.item?.descripcion ?? '' },
  { titulo: 'Importe cancelado', tipo: 'pesos', ancho: 16, valor: (f) => f.item?.importe ?? null },
];

const porComprobante = (pagos: readonly Pago[]): FilaPago[] => pagos.flatMap((p): FilaPago[] => (p.itemsDetalle.length === 0 ? [{ p, item: null }] : p.itemsDetalle.map((item) => ({ p, item }))));

async function* filasPagos(lotes: AsyncIterable<readonly Pago[]>): AsyncGenerator<FilaPago[]> {
  for await (const lote of lotes) yield porComprobante(lote);
}

/** The payments of a search as CSV or XLSX, newest first, read a page at a time. */
export const exportarPagos = (db: Db, filtro: FiltroPagos, consulta: { filters?: string; sorts?: string }, formato: FormatoExportacion): Readable =>
  exportar(formato, COLUMNAS_PAGOS, filasPagos(recorrerPagos(db, filtro, consulta)), 'Pagos');

/** One receipt and the vouchers it settled. */
export const exportarRecibo = (recibo: Pago, formato: FormatoExportacion): Readable => exportar(formato, COLUMNAS_PAGOS, unLote(porComprobante([recibo])), `Recibo ${recibo.nroRecibo}`);

export const nombreArchivoPagos = (farmaciaId: number | null, desde: string, hasta: string) => `Pagos_${farmaciaId ?? 'grupo'}_${desde}_${hasta}`;
export const nombreArchivoRecibo = (p: Pago) => `Recibo_${p.farmaciaId}_${p.nroRecibo}_${p.fechaOperacion}`;
