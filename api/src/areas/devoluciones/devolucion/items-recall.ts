import type { ItemRecall } from '@portal/shared/contracts';
import { normalizarLote } from '@portal/shared/domain';
import type { Db, Tx } from '../../../db/client.js';
import { productosConValidacion } from '../../pedidos/producto/index.js';
import { lineasDeRecallsVigentes } from '../recall/index.js';
import { comprasPorLote } from './despacho.js';
import * as reloj from '../../../reloj.js';

/**
 * The products and lots of these recalls in force (a recall in preparation, deleted or past its term gives nothing),
 * with what the pharmacy bought of those lots (this module's shipping record) so its own purchases come first.
 */
export async function itemsDeRecalls(db: Db | Tx, farmaciaId: number, recallIds: readonly number[], ahora = reloj.ahora()): Promise<ItemRecall[]> {
  const items = await lineasDeRecallsVigentes(db, recallIds, ahora);
  if (items.length === 0) return [];
  const troqueles = [...new Set(items.map((i) => i.troquel))];
  const [productos, compras] = await Promise.all([productosConValidacion(db, troqueles), comprasPorLote(db, farmaciaId, troqueles)]);
  const resultado = items.map((i): ItemRecall => {
    const lotes = new Set(i.lotesYVencimientos.map((l) => normalizarLote(l.lote)));
    const p = productos.get(i.troquel);
    return {
      recallId: i.recallId,
      troquel: i.troquel,
      prodNombre: p?.nombre ?? String(i.troquel),
      lotesYVencimientos: i.lotesYVencimientos,
      tipoValidacion: p?.trazable ? 'serie' : 'lote',
      comprados: compras.filter((c) => c.troquel === i.troquel && lotes.has(c.lote)).map((c) => ({ lote: c.lote, cantidad: c.cantidad, devolvibles: c.devolvibles, fechaVencimiento: c.fechaVencimiento })),
    };
  });
  return resultado.sort((a, b) => Number(b.comprados.length > 0) - Number(a.comprados.length > 0));
}
