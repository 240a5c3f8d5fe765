import type { EntregasCarrito, RondaEntrega } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { sucursalDeFarmacia, proximoCierre, turnosDeFarmacia } from '../../../plataforma/farmacia/index.js';
import { leerParametros } from '../../../plataforma/parametros/index.js';
import { unidadesEnStock } from '../producto/index.js';
import { carritoActual, leerFilas } from './repositorio.js';
import * as reloj from '../../../reloj.js';

/** SPEC §9: parameters 3, 4, 6 and 7 set the distributor's second round (enabled, closing time, branches, weekdays). */
const SEGUNDO_REPARTO = { habilitado: 3, horaCierre: 4, sucursales: 6, dias: 7 } as const;
/** Closings per round sent: the next and the one after, so the page moves on by itself the second one closes. */
const CIERRES_POR_RONDA = 2;

const lista = (valor: string | undefined) =>
  (valor ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n));

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

async function segundoReparto(db: Db, farmaciaId: number, ahora: Date): Promise<RondaEntrega[]> {
  const parametros = new Map((await leerParametros(db, Object.values(SEGUNDO_REPARTO))).map((p) => [p.id, p.valor]));
  const hora = parametros.get(SEGUNDO_REPARTO.horaCierre) ?? '';
  if (parametros.get(SEGUNDO_REPARTO.habilitado) !== '1' || !/^\d{1,2}:\d{2}$/.test(hora)) return [];
  if (!lista(parametros.get(SEGUNDO_REPARTO.sucursales)).includes(await sucursalDeFarmacia(db, farmaciaId))) return [];
  return cierres(ahora, hora.padStart(5, '0'), lista(parametros.get(SEGUNDO_REPARTO.dias))).map((cierre) => ({
    tipo: 'segundo-reparto',
    turnoId: null,
    descripcion: `Segundo reparto del día (cierra ${hora})`,
    cierre: cierre.toISOString(),
  }));
}

/**
 * `GET /api/carritopersistente/Entregas`: the pharmacy's upcoming rounds (its active shifts and, where its branch has
 * it, the second round) and how much of each cart product the stock covers now. The promise per line is the page's
 * (`promesaEntrega`), with the server clock.
 */
export async function entregasCarrito(db: Db, farmaciaId: number, ahora = reloj.ahora()): Promise<EntregasCarrito> {
  const carrito = await carritoActual(db, farmaciaId);
  const [turnos, segundo, filas] = await Promise.all([turnosDeFarmacia(db, farmaciaId), segundoReparto(db, farmaciaId, ahora), leerFilas(db, carrito.id)]);
  const rondas: RondaEntrega[] = [
    ...segundo,
    ...turnos.flatMap((t) =>
      cierres(ahora, t.horaCierre, t.dias).map((cierre) => ({ tipo: 'turno' as const, turnoId: t.id, descripcion: t.obs, cierre: cierre.toISOString() })),
    ),
  ].sort((a, b) => a.cierre.localeCompare(b.cierre));

  const cantidades = new Map<number, number>();
  for (const f of filas) cantidades.set(f.troquel, (cantidades.get(f.troquel) ?? 0) + f.cantidad);
  const stock = await unidadesEnStock(db, [...cantidades.keys()]);
  const lineas = [...cantidades].map(([troquel, cantidad]) => ({ troquel, cantidad, cubierta: Math.min(cantidad, stock.get(troquel) ?? 0) }));
  return { rondas, lineas };
}
