import type { EntregasCarrito, RondaEntrega } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { horariosDeFarmacia, proximoCierre } from '../../../plataforma/farmacia/index.js';
import { unidadesEnStock } from '../producto/index.js';
import { carritoActual, leerFilas } from './repositorio.js';
import * as reloj from '../../../reloj.js';

/** Closings per round sent: the next and the one after, so the page moves on by itself the second one closes. */
const CIERRES_POR_RONDA = 2;

/** The next closings of a round that runs at `horaCierre` on `dias` (ISO weekdays). */
function cierres(ahora: Date, horaCierre: string, dias: readonly number[]): Date[] {
  const resultado: Date[] = [];
  let desde = ahora;
  for (let i = 0; i < CIERRES_POR_RONDA; i++) {
    const cierre = proximoCierre(desde, horaCierre, dias);
    if (!cierre) break;
    resultado.push(cierre);
    desde = new Date(cierre.getTime() + 1);
  }
  return resultado;
}

/**
 * `GET /api/carritopersistente/Entregas`: the pharmacy's upcoming rounds (its active shifts and, where its branch has
 * it, the second round) and how much of each cart product the stock covers now. The promise per line is the page's
 * (`promesaEntrega`), with the server clock.
 */
export async function entregasCarrito(db: Db, farmaciaId: number, ahora = reloj.ahora()): Promise<EntregasCarrito> {
  const carrito = await carritoActual(db, farmaciaId);
  const [horarios, filas] = await Promise.all([horariosDeFarmacia(db, farmaciaId), leerFilas(db, carrito.id)]);
  const rondas: RondaEntrega[] = horarios
    .flatMap(({ tipo, turnoId, descripcion, horaCierre, dias }) => cierres(ahora, horaCierre, dias).map((cierre) => ({ tipo, turnoId, descripcion, cierre: cierre.toISOString() })))
    .sort((a, b) => a.cierre.localeCompare(b.cierre));

  const cantidades = new Map<number, number>();
  for (const f of filas) cantidades.set(f.troquel, (cantidades.get(f.troquel) ?? 0) + f.cantidad);
  const stock = await unidadesEnStock(db, [...cantidades.keys()]);
  const lineas = [...cantidades].map(([troquel, cantidad]) => ({ troquel, cantidad, cubierta: Math.min(cantidad, stock.get(troquel) ?? 0) }));
  return { rondas, lineas };
}
