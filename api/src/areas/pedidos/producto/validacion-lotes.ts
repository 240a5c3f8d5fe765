import { inArray } from 'drizzle-orm';
import { FlagProducto } from '@portal/shared/domain';
import type { Db, Tx } from '../../../db/client.js';
import { producto } from './tablas.js';

export interface ProductoConValidacion {
  nombre: string;
  /** Flag bit 1 (SPEC §4): one serial per unit. */
  trazable: boolean;
  /** Returns need the unit's lot. */
  tieneLote: boolean;
}

/** Name and lot/serial flags of these products (the ones that exist), for the lot and serial checks of returns. */
export async function productosConValidacion(db: Db | Tx, troqueles: readonly number[]): Promise<Map<number, ProductoConValidacion>> {
  if (troqueles.length === 0) return new Map();
  const filas = await db
    .select({ troquel: producto.troquel, nombre: producto.nombre, flags: producto.flags, tieneLote: producto.tieneLote })
    .from(producto)
    .where(inArray(producto.troquel, [...new Set(troqueles)]));
  return new Map(filas.map((f) => [f.troquel, { nombre: f.nombre, trazable: (f.flags & FlagProducto.Trazable) !== 0, tieneLote: f.tieneLote }]));
}
