import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { producto } from './tablas.js';

/**
 * The product on sale a scanner's code names: its troquel (7 digits, the number printed on the pack), its barcode
 * (EAN-13 or EAN-8) or its second barcode. Barcodes are compared without leading zeros, because scanners send an
 * EAN-13 as 13 digits or padded to a 14-digit GTIN. A troquel wins over a barcode with the same digits.
 */
export async function productoPorCodigo(db: Db, codigo: string): Promise<{ troquel: number; nombre: string } | null> {
  const sinCeros = codigo.replace(/^0+/, '') || '0';
  const comoTroquel = codigo.length <= 9 ? Number(codigo) : null;
  const filas = await db
    .select({ troquel: producto.troquel, nombre: producto.nombre })
    .from(producto)
    .where(
      and(
        isNull(producto.fechaBaja),
        or(
          comoTroquel !== null ? eq(producto.troquel, comoTroquel) : undefined,
          sql`ltrim(${producto.codigoBarras}, '0') = ${sinCeros}`,
          sql`ltrim(${producto.codigoBarras1}, '0') = ${sinCeros}`,
        ),
      ),
    )
    .orderBy(sql`${producto.troquel} = ${comoTroquel ?? -1} desc`, producto.troquel)
    .limit(1);
  return filas[0] ?? null;
}
