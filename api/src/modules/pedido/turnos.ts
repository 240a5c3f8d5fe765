import { and, asc, eq } from 'drizzle-orm';
import type { Turno, TurnoDisponible } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { turno, turnoFarmacia } from '../../db/schema/index.js';
import { calcularInfoHoras, diaLocal } from '../farmacia/info-horas.js';

const columnas = { id: turno.id, activo: turno.activo, obs: turno.obs, horaCierre: turno.horaCierre };

export const listarTurnos = (db: Db): Promise<Turno[]> => db.select(columnas).from(turno).orderBy(asc(turno.id));

/** The pharmacy's active shifts, each with the next instant it stops taking orders, soonest first. */
export function conCierre(turnos: readonly Turno[], ahora: Date): TurnoDisponible[] {
  const hoy = diaLocal(ahora);
  return turnos
    .map((t) => {
      const cierre = calcularInfoHoras(ahora, t.horaCierre).cierreReparto;
      return { ...t, cierre, paraHoy: diaLocal(new Date(cierre)) === hoy };
    })
    .sort((a, b) => a.cierre.localeCompare(b.cierre) || a.id - b.id);
}

export const turnosDeFarmacia = (db: Db, farmaciaId: number): Promise<Turno[]> =>
  db
    .select(columnas)
    .from(turnoFarmacia)
    .innerJoin(turno, eq(turno.id, turnoFarmacia.turnoId))
    .where(and(eq(turnoFarmacia.farmaciaId, farmaciaId), eq(turnoFarmacia.activo, true), eq(turno.activo, true)));

/**
 * `GET /api/pedido/{id}/turnos-disponibles`, `{id}` being a pharmacy id: the shifts an order confirmed now may go in.
 * A shift whose closing already passed today is not lost: it takes the order for tomorrow, so `cierre` says when.
 */
export async function turnosDisponibles(db: Db, farmaciaId: number, ahora = new Date()): Promise<TurnoDisponible[]> {
  return conCierre(await turnosDeFarmacia(db, farmaciaId), ahora);
}
