/** The distributor works in Buenos Aires time: UTC−3 all year (no daylight saving). */
const DESFASE_AR_MS = 3 * 3_600_000;
export const DIA_MS = 86_400_000;

/** Midnight (Buenos Aires) of the day `instante` falls on, as an instant. */
export function inicioDiaAr(instante: Date): Date {
  const local = instante.getTime() - DESFASE_AR_MS;
  return new Date(local - (((local % DIA_MS) + DIA_MS) % DIA_MS) + DESFASE_AR_MS);
}

/** `dias` after midnight of `base`, at `hora:minuto` Buenos Aires time. */
export function enDia(base: Date, dias: number, hora = 0, minuto = 0): Date {
  return new Date(inicioDiaAr(base).getTime() + dias * DIA_MS + (hora * 60 + minuto) * 60_000);
}

/** `YYYY-MM-DD` of the Buenos Aires calendar day (the form `date` columns take). */
export function diaIso(instante: Date): string {
  return new Date(instante.getTime() - DESFASE_AR_MS).toISOString().slice(0, 10);
}

/** `DD/MM/YYYY`, the form system parameters keep dates in (SPEC §9). */
export function diaArgentino(instante: Date): string {
  const [anio, mes, dia] = diaIso(instante).split('-');
  return `${dia}/${mes}/${anio}`;
}

/** Day of the week in Buenos Aires: 0 Sunday … 6 Saturday. */
export function diaSemanaAr(instante: Date): number {
  return new Date(instante.getTime() - DESFASE_AR_MS).getUTCDay();
}
