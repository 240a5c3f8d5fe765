import dayjs, { type Dayjs } from 'dayjs';
import type { ConfigCuentaCorriente } from '../../configuracion.js';

/** Date result codes of SPEC §4. */
export const ResultadoFechas = { Pendiente: -1, Ok: 0, FechasIncorrectas: 10, RangoMuyGrande: 20, SinResultados: 30 } as const;
export type ResultadoFechas = (typeof ResultadoFechas)[keyof typeof ResultadoFechas];

/** The longest range the server accepts: two years and a day. */
export const MAX_DIAS_RANGO = 731;

export const MENSAJES_FECHAS: Record<ResultadoFechas, string | null> = {
  [ResultadoFechas.Pendiente]: null,
  [ResultadoFechas.Ok]: null,
  [ResultadoFechas.FechasIncorrectas]: 'Las fechas son incorrectas: la fecha desde debe ser anterior o igual a la fecha hasta y estar dentro de los días permitidos.',
  [ResultadoFechas.RangoMuyGrande]: 'El rango de fechas es demasiado grande: elija como máximo dos años.',
  [ResultadoFechas.SinResultados]: 'No hay movimientos entre esas fechas.',
};

/** The range the page opens with: the whole of last month, in the distributor's calendar (`hoy`, its day now). */
export function rangoMesAnterior(hoy: Dayjs): [Dayjs, Dayjs] {
  const mes = hoy.subtract(1, 'month');
  return [mes.startOf('month'), mes.endOf('month')];
}

/** Checks a range of calendar days (`YYYY-MM-DD`) against `hoy` and the toggles; empty days are pending. */
export function validarRangoFechas(desde: string | null, hasta: string | null, hoy: string, config: ConfigCuentaCorriente): ResultadoFechas {
  if (!desde || !hasta) return ResultadoFechas.Pendiente;
  const d = dayjs(desde);
  const h = dayjs(hasta);
  const ref = dayjs(hoy);
  if (d.isAfter(h) || h.diff(ref, 'day') > config.maxDiasAlFuturo || ref.diff(d, 'day') > config.maxDiasAlPasado) return ResultadoFechas.FechasIncorrectas;
  if (h.diff(d, 'day') > MAX_DIAS_RANGO) return ResultadoFechas.RangoMuyGrande;
  return ResultadoFechas.Ok;
}
