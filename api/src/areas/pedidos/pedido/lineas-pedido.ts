import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { LineaValorada } from './valoracion.js';

const lista = <T>(valores: T[]) => sql.param(valores);

/**
 * Writes an order's lines in one statement with one array parameter per column (`unnest`): a 200-line cart written as
 * a 200-row VALUES list costs several times more to parse and plan. `with ordinality` keeps the cart's order in the ids.
 */
export async function insertarLineas(
  tx: Tx,
  pedido: { id: number; farmaciaId: number; userId: string; fechaAlta: Date },
  lineas: readonly LineaValorada[],
  reservas: readonly number[],
): Promise<void> {
  const columna = <T>(f: (l: LineaValorada, i: number) => T) => lista(lineas.map(f));
  await tx.execute(sql`
    insert into pedido_item (pedido_id, farmacia_id, fecha_alta, user_id, troquel, codigo_barras, prod_nombre, recomendado,
      cant_pedida, cant_aprobada, oferta_id, combo_id, importe, iva, descuento, descuento_producto,
      observaciones_producto_mask, tipo_descuento_producto, oferta_leyenda)
    select ${pedido.id}::int, ${pedido.farmaciaId}::int, ${pedido.fechaAlta.toISOString()}::timestamptz, ${pedido.userId}::text,
      l.troquel, l.codigo_barras, l.prod_nombre, l.recomendado, l.cant_pedida, l.cant_aprobada, l.oferta_id, l.combo_id,
      l.importe, l.iva, l.descuento, l.descuento_producto, l.mascara, l.tipo_descuento, l.oferta_leyenda
    from unnest(
      ${columna((l) => l.troquel)}::int[], ${columna((l) => l.codigoBarras)}::varchar[], ${columna((l) => l.prodNombre)}::text[],
      ${columna((l) => l.recomendado)}::boolean[], ${columna((l) => l.cantidad)}::int[], ${columna((_l, i) => reservas[i]!)}::int[],
      ${columna((l) => l.ofertaId)}::int[], ${columna((l) => l.comboId)}::int[], ${columna((l) => l.importe)}::numeric[],
      ${columna((l) => l.iva)}::numeric[], ${columna((l) => l.descuento)}::numeric[], ${columna((l) => l.descuentoProducto)}::numeric[],
      ${columna((l) => l.observacionesProductoMask)}::int[], ${columna((l) => l.tipoDescuentoProducto)}::smallint[],
      ${columna((l) => l.ofertaLeyenda)}::text[]
    ) with ordinality as l(troquel, codigo_barras, prod_nombre, recomendado, cant_pedida, cant_aprobada, oferta_id, combo_id,
      importe, iva, descuento, descuento_producto, mascara, tipo_descuento, oferta_leyenda, n)
    order by l.n`);
}
