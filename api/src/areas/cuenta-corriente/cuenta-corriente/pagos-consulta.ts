import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { TIPOS_OPERACION_PAGO, type LeyendaPago, type Pago, type TipoOperacionPago } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { pago, tipoPago } from './tablas.js';

export async function leyendasPago(db: Db): Promise<LeyendaPago[]> {
  return db.select({ id: tipoPago.id, leyenda: tipoPago.leyenda }).from(tipoPago).orderBy(asc(tipoPago.id));
}

/** What a payment may settle (`TipodDeOperacionesParaPagos`): a weekly statement, listed vouchers, or on account. */
export const tiposOperacionPago = (): TipoOperacionPago[] => [...TIPOS_OPERACION_PAGO];

const descripcionOperacion = (id: number) => TIPOS_OPERACION_PAGO.find((t) => t.id === id)?.descripcion ?? 'Otra operación';

const columnas = { p: pago, leyenda: tipoPago.leyenda };
type FilaPago = { p: typeof pago.$inferSelect; leyenda: string };
const aPago = ({ p, leyenda }: FilaPago): Pago => ({
  farmaciaId: p.farmaciaId,
  fechaOperacion: p.fechaOperacion,
  nroRecibo: p.nroRecibo,
  nroResumen: p.nroResumen,
  fechaVencimiento: p.fechaVencimiento,
  importePago: p.importePago,
  leyendaTipoDePago: leyenda,
  importeNominal: p.importeNominal,
  fechaPresentacion: p.fechaPresentacion,
  tipoDePagoId: p.tipoDePagoId,
  tipoOperacionId: p.tipoOperacionId,
  tipoOperacion: descripcionOperacion(p.tipoOperacionId),
  itemsDetalle: p.itemsDetalle,
});

const listaPagos = definirLista({
  campos: {
    fechaOperacion: { columna: pago.fechaOperacion, tipo: 'fecha' },
    nroRecibo: { columna: pago.nroRecibo, tipo: 'numero' },
    importePago: { columna: pago.importePago, tipo: 'numero' },
    farmaciaId: { columna: pago.farmaciaId, tipo: 'numero' },
    tipoDePagoId: { columna: pago.tipoDePagoId, tipo: 'numero' },
    tipoOperacionId: { columna: pago.tipoOperacionId, tipo: 'numero' },
  },
  ordenPorDefecto: '-fechaOperacion',
  desempate: pago.id,
});

/** What a payment search asks for; the route has checked every pharmacy is the caller's (or of its group). */
export interface FiltroPagos {
  farmacias: readonly number[];
  desde: string;
  hasta: string;
  tipoDePagoId?: number;
  tipoOperacionId?: number;
}

const condicion = (f: FiltroPagos) =>
  and(
    inArray(pago.farmaciaId, [...f.farmacias]),
    gte(pago.fechaOperacion, f.desde),
    lte(pago.fechaOperacion, f.hasta),
    f.tipoDePagoId === undefined ? undefined : eq(pago.tipoDePagoId, f.tipoDePagoId),
    f.tipoOperacionId === undefined ? undefined : eq(pago.tipoOperacionId, f.tipoOperacionId),
  );

const consultaPagos = (db: Db) => db.select(columnas).from(pago).innerJoin(tipoPago, eq(tipoPago.id, pago.tipoDePagoId));

/** One page of the pharmacies' payments between two days (newest first unless sorted), with the count of them all. */
export async function buscarPagos(db: Db, f: FiltroPagos, consulta: ConsultaLista): Promise<{ items: Pago[]; total: number }> {
  if (f.farmacias.length === 0) return { items: [], total: 0 };
  const { where, orderBy, limit, offset } = traducirConsulta(listaPagos, consulta);
  const [filas, [fila]] = await Promise.all([
    consultaPagos(db).where(and(condicion(f), where)).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(pago).where(and(condicion(f), where)),
  ]);
  return { items: filas.map(aPago), total: fila?.total ?? 0 };
}

/** Every payment of the search, newest first, a batch at a time (the export of a long range holds one batch). */
export async function* recorrerPagos(db: Db, f: FiltroPagos, consulta: Pick<ConsultaLista, 'filters' | 'sorts'>): AsyncGenerator<Pago[]> {
  const LOTE = 500;
  for (let page = 1; ; page++) {
    const { items } = await buscarPagos(db, f, { ...consulta, page, pageSize: LOTE });
    if (items.length > 0) yield items;
    if (items.length < LOTE) return;
  }
}

/** One receipt of the pharmacy on that day, or a 404. */
export async function pagoPorRecibo(db: Db, farmaciaId: number, nroRecibo: number, fecha: string): Promise<Pago> {
  const [fila] = await consultaPagos(db).where(and(eq(pago.farmaciaId, farmaciaId), eq(pago.nroRecibo, nroRecibo), eq(pago.fechaOperacion, fecha)));
  if (!fila) throw noEncontrado('No se encontró el recibo.');
  return aPago(fila);
}
