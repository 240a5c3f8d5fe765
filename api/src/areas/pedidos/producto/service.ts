import { and, asc, count, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { DetalleProducto, ItemEspecial, Producto, TieneLote } from '@portal/shared/contracts';
import { FlagProducto } from '@portal/shared/domain';
import type { Db } from '../../../db/client.js';
import { precio, producto, productoNota, stock } from './tablas.js';

/** The columns of SPEC §3 "Product", in the order the list carries them. */
const columnasProducto = {
  troquel: producto.troquel,
  codigoBarras: producto.codigoBarras,
  codigoBarras1: producto.codigoBarras1,
  nombre: producto.nombre,
  presentacion: producto.presentacion,
  descripcionExtendida: producto.descripcionExtendida,
  laboratorioId: producto.laboratorioId,
  drogaId: producto.drogaId,
  panalPami: producto.panalPami,
  imagen: producto.imagen,
  categoriaId: producto.categoriaId,
  noSeFabricaMas: producto.noSeFabricaMas,
  fechaBaja: producto.fechaBaja,
  flags: producto.flags,
  iva105: producto.iva105,
  iva21: producto.iva21,
  refrigerado: producto.refrigerado,
  aptoCeliaco: producto.aptoCeliaco,
  trazable: producto.trazable,
  psicofarmaco: producto.psicofarmaco,
  psicofarmacoNoFacturable: producto.psicofarmacoNoFacturable,
  categorizable: producto.categorizable,
};

/** Products on sale: the cacheable list leaves out those with a `fechaBaja` (`SinFiltro` finds them). */
const enVenta = isNull(producto.fechaBaja);

/** Keeps the first occurrence of each troquel, in the caller's order. */
export const sinRepetir = (troqueles: readonly number[]): number[] => [...new Set(troqueles)];

/** The price-list row of each troquel that has one, with its stock's levels and limits (null without a stock row). */
export const preciosDeLista = (db: Db, troqueles: readonly number[]) =>
  db
    .select({
      troquel: precio.troquel,
      precioLista: precio.precioLista,
      ultimoPrecio: precio.ultimoPrecio,
      precioAnterior: precio.precioAnterior,
      iva: precio.iva,
      ultimoIngreso: precio.ultimoIngreso,
      stock: {
        cantidad: stock.cantidad,
        umbralMinimo: stock.umbralMinimo,
        umbralCritico: stock.umbralCritico,
        min: stock.min,
        max: stock.max,
        multiplo: stock.multiplo,
      },
    })
    .from(precio)
    .leftJoin(stock, eq(stock.troquel, precio.troquel))
    .where(inArray(precio.troquel, [...troqueles]));

/** Rows in the order the caller asked for them; unknown troqueles are left out. */
function enOrden<T extends { troquel: number }>(troqueles: readonly number[], filas: T[]): T[] {
  const porTroquel = new Map(filas.map((f) => [f.troquel, f]));
  return sinRepetir(troqueles).flatMap((t) => porTroquel.get(t) ?? []);
}

/** What identifies one state of the cacheable list: the latest change and how many products are on sale. */
export interface FirmaCatalogo {
  ultimaActualizacion: Date | null;
  cantidad: number;
}

export async function firmaCatalogo(db: Db): Promise<FirmaCatalogo> {
  const [fila] = await db
    .select({ ultimaActualizacion: max(producto.ultimaActualizacion), cantidad: count() })
    .from(producto)
    .where(enVenta);
  return { ultimaActualizacion: fila?.ultimaActualizacion ?? null, cantidad: fila?.cantidad ?? 0 };
}

export const productosEnVenta = (db: Db): Promise<Producto[]> =>
  db.select(columnasProducto).from(producto).where(enVenta).orderBy(asc(producto.troquel));

/** `POST /api/producto/SinFiltro`: the products asked for, also those no longer on sale. */
export async function productosSinFiltro(db: Db, troqueles: readonly number[]): Promise<Producto[]> {
  const filas = await db.select(columnasProducto).from(producto).where(inArray(producto.troquel, sinRepetir(troqueles)));
  return enOrden(troqueles, filas);
}

export async function detallesProductos(db: Db, troqueles: readonly number[]): Promise<DetalleProducto[]> {
  const filas = await db
    .select({
      producto: columnasProducto,
      observacionAlComprar: productoNota.observacionAlComprar,
      notaWebDescripcion: productoNota.notaWebDescripcion,
      conNota: productoNota.troquel,
    })
    .from(producto)
    .leftJoin(productoNota, eq(productoNota.troquel, producto.troquel))
    .where(inArray(producto.troquel, sinRepetir(troqueles)));
  const detalles = filas.map(({ producto: p, conNota, observacionAlComprar, notaWebDescripcion }) => ({
    troquel: p.troquel,
    producto: p,
    nota: conNota === null ? null : { troquel: p.troquel, observacionAlComprar, notaWebDescripcion },
  }));
  return enOrden(troqueles, detalles).map(({ producto: p, nota }) => ({ producto: p, nota }));
}

export async function tienenLote(db: Db, troqueles: readonly number[]): Promise<TieneLote[]> {
  const filas = await db
    .select({ troquel: producto.troquel, tieneLote: producto.tieneLote })
    .from(producto)
    .where(inArray(producto.troquel, sinRepetir(troqueles)));
  return enOrden(troqueles, filas);
}

/** Troqueles on sale that take part in the PAMI agreement or a similar one: PAMI diapers and products sold by transfer (flag 256). */
export async function troquelesQueAceptanConvenio(db: Db): Promise<number[]> {
  const filas = await db
    .select({ troquel: producto.troquel })
    .from(producto)
    .where(and(enVenta, or(eq(producto.panalPami, true), sql`(${producto.flags} & ${FlagProducto.Transfer}) <> 0`)))
    .orderBy(asc(producto.troquel));
  return filas.map((f) => f.troquel);
}

export async function existeProducto(db: Db, troquel: number): Promise<boolean> {
  const [fila] = await db.select({ troquel: producto.troquel }).from(producto).where(eq(producto.troquel, troquel));
  return Boolean(fila);
}

/** The products among these troqueles that are psychotropic, refrigerated or traceable, by name. */
export async function productosEspeciales(db: Db, troqueles: readonly number[]): Promise<ItemEspecial[]> {
  if (troqueles.length === 0) return [];
  const filas = await db
    .select({ troquel: producto.troquel, nombre: producto.nombre, psicofarmaco: producto.psicofarmaco, refrigerado: producto.refrigerado, trazable: producto.trazable })
    .from(producto)
    .where(inArray(producto.troquel, sinRepetir(troqueles)))
    .orderBy(asc(producto.nombre));
  return filas.filter((p) => p.psicofarmaco || p.refrigerado || p.trazable);
}

/** The troqueles of each laboratory's products (every product, on sale or not): other modules filter their lines by laboratory with it. */
export async function troquelesDeLaboratorios(db: Db, laboratorioIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = [...new Set(laboratorioIds)];
  const porLaboratorio = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return porLaboratorio;
  const filas = await db.select({ troquel: producto.troquel, laboratorioId: producto.laboratorioId }).from(producto).where(inArray(producto.laboratorioId, ids));
  for (const f of filas) porLaboratorio.get(f.laboratorioId)?.push(f.troquel);
  return porLaboratorio;
}
