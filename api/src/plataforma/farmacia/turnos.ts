import { and, asc, eq } from 'drizzle-orm';
import type { Pedido, Turno, TurnoDisponible, TurnoPedido } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { turno, turnoFarmacia } from './tablas.js';
import { diaLocal, instanteLocal, sumarDias } from '../../reloj.js';
import * as reloj from '../../reloj.js';

const columnas = { id: turno.id, activo: turno.activo, obs: turno.obs, horaCierre: turno.horaCierre };

/** A shift with the weekdays it runs (ISO: 1 Monday … 7 Sunday), as the closing calculation needs it. */
export type TurnoConDias = Turno & { dias: readonly number[] };

export const listarTurnos = (db: Db): Promise<Turno[]> => db.select(columnas).from(turno).orderBy(asc(turno.id));

/** ISO weekday of a calendar day `YYYY-MM-DD` (noon UTC: the same day in any zone's reading of that date). */
const diaDeLaSemana = (dia: string): number => new Date(`${dia}T12:00:00Z`).getUTCDay() || 7;

/**
 * The next instant after `ahora` at which the shift stops taking orders: its `horaCierre` (distributor's time) on
 * the first of its weekdays, today included, whose closing has not passed. null for a shift without weekdays.
 */
export function proximoCierre(ahora: Date, horaCierre: string, dias: readonly number[]): Date | null {
  const hoy = diaLocal(ahora);
  // Eight days: today's closing may have passed, and the shift's only weekday may be today's.
  for (let i = 0; i <= 7; i++) {
    const dia = sumarDias(hoy, i);
    if (!dias.includes(diaDeLaSemana(dia))) continue;
    const cierre = instanteLocal(dia, horaCierre);
    if (cierre.getTime() > ahora.getTime()) return cierre;
  }
  return null;
}

/** The pharmacy's active shifts, each with the next instant it stops taking orders, soonest first. */
export function conCierre(turnos: readonly TurnoConDias[], ahora: Date): TurnoDisponible[] {
  const hoy = diaLocal(ahora);
  return turnos
    .flatMap(({ dias, ...t }) => {
      const instante = proximoCierre(ahora, t.horaCierre, dias);
      if (!instante) return [];
      return [{ ...t, cierre: instante.toISOString(), paraHoy: diaLocal(instante) === hoy }];
    })
    .sort((a, b) => a.cierre.localeCompare(b.cierre) || a.id - b.id);
}

/** The last instant at or before `ahora` at which a round running at `horaCierre` on `dias` closed (within a week). */
export function cierreAnterior(ahora: Date, horaCierre: string, dias: readonly number[]): Date | null {
  const hoy = diaLocal(ahora);
  for (let i = 0; i <= 7; i++) {
    const dia = sumarDias(hoy, -i);
    if (!dias.includes(diaDeLaSemana(dia))) continue;
    const cierre = instanteLocal(dia, horaCierre);
    if (cierre.getTime() <= ahora.getTime()) return cierre;
  }
  return null;
}

export const turnosDeFarmacia = (db: Db, farmaciaId: number): Promise<TurnoConDias[]> =>
  db
    .select({ ...columnas, dias: turno.dias })
    .from(turnoFarmacia)
    .innerJoin(turno, eq(turno.id, turnoFarmacia.turnoId))
    .where(and(eq(turnoFarmacia.farmaciaId, farmaciaId), eq(turnoFarmacia.activo, true), eq(turno.activo, true)));

/**
 * `GET /api/pedido/{id}/turnos-disponibles`, `{id}` being a pharmacy id: the shifts an order confirmed now may go in.
 * A shift whose closing already passed today is not lost: it takes the order for its next day, so `cierre` says when
 * (a Saturday shift, on a Wednesday, closes on Saturday).
 */
export async function turnosDisponibles(db: Db, farmaciaId: number, ahora = reloj.ahora()): Promise<TurnoDisponible[]> {
  return conCierre(await turnosDeFarmacia(db, farmaciaId), ahora);
}

/** An order's shift with the closing it was confirmed for: the first one of the shift after the order was made. */
export async function turnoDelPedido(db: Db, p: Pick<Pedido, 'turnoId' | 'fechaAlta'>): Promise<TurnoPedido | null> {
  if (p.turnoId === null) return null;
  const [t] = await db.select({ id: turno.id, obs: turno.obs, horaCierre: turno.horaCierre, dias: turno.dias }).from(turno).where(eq(turno.id, p.turnoId));
  if (!t) return null;
  const cierre = proximoCierre(new Date(p.fechaAlta), t.horaCierre, t.dias);
  return { id: t.id, obs: t.obs, cierre: cierre?.toISOString() ?? null };
}
