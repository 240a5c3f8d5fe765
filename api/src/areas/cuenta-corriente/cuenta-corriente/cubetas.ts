import type { CubetaAdeudada } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { cubetasAdeudadas as delRemito } from '../../pedidos/pedido/index.js';

/** The buckets the pharmacies owe (`{id}/detalle-cubetas`): the remito module keeps them with the remitos they came on. */
export async function cubetasAdeudadas(db: Db, farmacias: readonly number[]): Promise<CubetaAdeudada[]> {
  const filas = await delRemito(db, farmacias);
  return filas.map((c) => ({ farmaciaId: c.farmaciaId, nroCubeta: c.nroCubeta, remito: c.remitoId, fecha: c.fecha.toISOString(), tamano: c.tamano }));
}
