import { plural } from '@portal/shared/client';
import type { ResultadoBusqueda } from '../../busqueda/tipos.js';

/**
 * How many products matched, above the rows. Typing on, the engine answers the first rows without counting every
 * match (that would cost what the keystroke discards), so the count is then a floor: "al menos".
 */
export function textoCantidad({ total, totalParcial }: Pick<ResultadoBusqueda, 'total' | 'totalParcial'>, mostrados: number): string {
  const cuantos = totalParcial ? `Al menos ${plural(total, 'producto', 'productos')}` : plural(total, 'producto', 'productos');
  return totalParcial || total > mostrados ? `${cuantos} (se muestran los primeros ${mostrados})` : cuantos;
}
