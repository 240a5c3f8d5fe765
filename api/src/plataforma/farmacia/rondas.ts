import type { Db } from '../../db/client.js';
import { leerParametros } from '../parametros/index.js';
import { sucursalDeFarmacia } from './sucursal.js';
import { turnosDeFarmacia } from './turnos.js';

/**
 * A delivery round a pharmacy's orders go in, as a timetable: one of its active shifts, or the distributor's second
 * round where its branch has it. The header's closing (InfoHoras), the cart's promises (Entregas) and the confirmation's
 * shifts all come from these, so every place says the same closing for the same day (issue 29).
 */
export interface HorarioRonda {
  tipo: 'turno' | 'segundo-reparto';
  turnoId: number | null;
  descripcion: string;
  /** `HH:MM`, distributor's time. */
  horaCierre: string;
  /** ISO weekdays (1 Monday … 7 Sunday). */
  dias: readonly number[];
}

/** SPEC §9: parameters 3, 4, 6 and 7 set the distributor's second round (enabled, closing time, branches, weekdays). */
const SEGUNDO_REPARTO = { habilitado: 3, horaCierre: 4, sucursales: 6, dias: 7 } as const;

const lista = (valor: string | undefined) =>
  (valor ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n));

async function segundoReparto(db: Db, farmaciaId: number): Promise<HorarioRonda[]> {
  const parametros = new Map((await leerParametros(db, Object.values(SEGUNDO_REPARTO))).map((p) => [p.id, p.valor]));
  const hora = parametros.get(SEGUNDO_REPARTO.horaCierre) ?? '';
  if (parametros.get(SEGUNDO_REPARTO.habilitado) !== '1' || !/^\d{1,2}:\d{2}$/.test(hora)) return [];
  if (!lista(parametros.get(SEGUNDO_REPARTO.sucursales)).includes(await sucursalDeFarmacia(db, farmaciaId))) return [];
  return [{ tipo: 'segundo-reparto', turnoId: null, descripcion: `Segundo reparto del día (cierra ${hora})`, horaCierre: hora.padStart(5, '0'), dias: lista(parametros.get(SEGUNDO_REPARTO.dias)) }];
}

/** The pharmacy's rounds: the second round (where its branch has it) and its active shifts. */
export async function horariosDeFarmacia(db: Db, farmaciaId: number): Promise<HorarioRonda[]> {
  const [segundo, turnos] = await Promise.all([segundoReparto(db, farmaciaId), turnosDeFarmacia(db, farmaciaId)]);
  return [...segundo, ...turnos.map((t) => ({ tipo: 'turno' as const, turnoId: t.id, descripcion: t.obs, horaCierre: t.horaCierre, dias: t.dias }))];
}
