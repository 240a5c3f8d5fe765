import { solicitudInvalida } from '../errores.js';
import type { DefinicionLista } from './campos.js';
import { leerFiltros } from './filtros.js';
import { leerFecha } from './valores.js';

/** `2026-11-05` as a reader expects it: `05/11/2026`. */
export const aDiaMesAnio = (iso: string) => iso.split('-').reverse().join('/');

/** A refusal of a date range, under the field the caller wrote. */
export const errorRangoFechas = (campo: string, mensaje: string) => solicitudInvalida(mensaje, { [campo]: [mensaje] });

export interface LimitesFechas {
  /** The later lower bound (`YYYY-MM-DD`) the conditions set, if any. */
  desde?: string;
  /** The earlier upper bound. */
  hasta?: string;
  /** The field name as the caller wrote it, for the messages. */
  campo: string;
}

/**
 * The range the caller's conditions on a date field (or any of its aliases) set: `>=`, `>` and `==` bound it from
 * below, `<=`, `<` and `==` from above. Conditions on several fields or values at once bound nothing.
 */
export function limitesFechas(filters: string | undefined, campos: readonly string[]): LimitesFechas {
  const nombres = new Set(campos.map((c) => c.toLowerCase()));
  const limites: LimitesFechas = { campo: campos[0] ?? '' };
  for (const c of leerFiltros(filters)) {
    if (c.campos.length !== 1 || !nombres.has(c.campos[0]!.toLowerCase()) || c.valores.length !== 1 || c.valores[0] === null) continue;
    const dia = leerFecha(c.valores[0], c.campos[0]!);
    limites.campo = c.campos[0]!;
    if (['>=', '>', '=='].includes(c.operador) && (!limites.desde || dia > limites.desde)) limites.desde = dia;
    if (['<=', '<', '=='].includes(c.operador) && (!limites.hasta || dia < limites.hasta)) limites.hasta = dia;
  }
  return limites;
}

/** Refuses a reversed range, or one longer than the list allows, of the list's declared date field. */
export function validarRangoFechas(definicion: DefinicionLista, filters: string | undefined): void {
  const rango = definicion.rangoFechas;
  if (!rango) return;
  const { desde, hasta, campo } = limitesFechas(filters, rango.campos);
  if (!desde || !hasta) return;
  if (desde > hasta) {
    throw errorRangoFechas(campo, `La fecha desde (${aDiaMesAnio(desde)}) es posterior a la fecha hasta (${aDiaMesAnio(hasta)}) en el filtro de ${campo}.`);
  }
  const maximo = new Date(`${desde}T12:00:00Z`);
  maximo.setUTCMonth(maximo.getUTCMonth() + rango.mesesMaximo);
  if (hasta > maximo.toISOString().slice(0, 10)) {
    throw errorRangoFechas(campo, `El rango de ${campo} supera los ${rango.mesesMaximo} meses que admite ${rango.consulta}.`);
  }
}

/** The longest range of movements or invoices one request may ask for: two years and a day. */
export const MAX_DIAS_MOVIMIENTOS = 731;

/** A range `desde`–`hasta` (`YYYY-MM-DD`) is valid when `desde` is not after `hasta` and spans at most MAX_DIAS_MOVIMIENTOS days. */
export function validarRango(desde: string, hasta: string): void {
  if (desde > hasta) throw solicitudInvalida('La fecha desde no puede ser posterior a la fecha hasta.');
  if ((Date.parse(hasta) - Date.parse(desde)) / 86_400_000 > MAX_DIAS_MOVIMIENTOS) throw solicitudInvalida('El rango de fechas no puede superar los dos años.');
}
