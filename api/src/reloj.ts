import { ZONA_DISTRIBUIDORA } from '@portal/shared/domain';

/**
 * Business time, the one clock of the API, and the distributor's calendar (its days, its wall-clock times): what "now" is for an order, an invoice's due date, a statement's week, a
 * round's closing, the seed and the jobs. It is the machine's clock unless `PORTAL_AHORA` (an ISO instant; without an
 * offset, a wall-clock time of the distributor's zone) moves it, from which it keeps running, so a test, a bench or a
 * demo can live any day at any hour: a Saturday before dawn, New Year's Eve. `PORTAL_AHORA_DESDE` (epoch ms of the
 * machine's clock at which business time read `PORTAL_AHORA`; by default when the process read it) lets several
 * processes (a test run's seed and its workers) share one timeline.
 *
 * Protocol time is not business time and stays on the machine's clock: token lifetimes (every party checks `exp`
 * against real time), hub keep-alives, caches and rate limits. ESLint refuses `new Date()` and `Date.now()` elsewhere
 * in the API's business code (eslint.config.mjs), so nothing reads the time past this module.
 */

/** Milliseconds business time runs ahead of the machine's clock (negative: behind). */
let desfaseMs = 0;

/** Business time now. */
export function ahora(): Date {
  return new Date(ahoraMs());
}

/** Business time now, in epoch milliseconds. */
export function ahoraMs(): number {
  return Date.now() + desfaseMs;
}

/** Today's calendar day (`YYYY-MM-DD`) in the distributor's zone. */
export function hoy(): string {
  return diaLocal(ahora());
}

const formatoDia = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_DISTRIBUIDORA, year: 'numeric', month: '2-digit', day: '2-digit' });
const formatoDesfase = new Intl.DateTimeFormat('en-US', { timeZone: ZONA_DISTRIBUIDORA, timeZoneName: 'longOffset' });

/** The calendar day (`YYYY-MM-DD`) of an instant in the distributor's zone. */
export const diaLocal = (instante: Date): string => formatoDia.format(instante);

/** Minutes the zone is ahead of UTC at an instant (negative in Argentina). */
function desfaseMinutos(instante: Date): number {
  const nombre = formatoDesfase.formatToParts(instante).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const partes = /GMT([+-])(\d{2}):(\d{2})/.exec(nombre);
  if (!partes) return 0;
  const minutos = Number(partes[2]) * 60 + Number(partes[3]);
  return partes[1] === '-' ? -minutos : minutos;
}

/** The instant of a wall-clock time (`HH:mm`) on a day in the distributor's zone. */
export function instanteLocal(dia: string, hora: string): Date {
  const [anio, mes, d] = dia.split('-').map(Number);
  const [h, m] = hora.split(':').map(Number);
  const comoUtc = Date.UTC(anio, mes - 1, d, h, m);
  const aproximado = new Date(comoUtc - desfaseMinutos(new Date(comoUtc)) * 60_000);
  return new Date(comoUtc - desfaseMinutos(aproximado) * 60_000);
}

/** The calendar day `dias` days after `dia` (both `YYYY-MM-DD`). */
export const sumarDias = (dia: string, dias: number): string => {
  const [anio, mes, d] = dia.split('-').map(Number);
  return new Date(Date.UTC(anio, mes - 1, d + dias)).toISOString().slice(0, 10);
};

/**
 * Makes business time read `instante` at the machine's instant `desde` (now by default), and run on from there. For
 * tests and benches; the API itself sets it only from its environment.
 */
export function fijarAhora(instante: Date | string, desde: number = Date.now()): void {
  desfaseMs = leerInstante(instante).getTime() - desde;
}

/** Back to the machine's clock. */
export function relojReal(): void {
  desfaseMs = 0;
}

/** Whether business time is moved away from the machine's (for the start-up log). */
export const relojMovido = (): boolean => desfaseMs !== 0;

/** An instant from an ISO text: with `Z` or an offset as written; without one, a wall-clock time in Buenos Aires. */
export function leerInstante(valor: Date | string): Date {
  if (valor instanceof Date) return valor;
  const texto = valor.trim();
  const conZona = /(Z|[+-]\d{2}:?\d{2})$/i.test(texto);
  // Buenos Aires keeps UTC−3 all year (no daylight saving since 2009).
  const instante = new Date(conZona || !texto.includes('T') ? texto : `${texto}-03:00`);
  if (Number.isNaN(instante.getTime())) {
    throw new Error(`PORTAL_AHORA no es un instante válido: "${valor}" (ejemplo: 2026-11-28T05:30, hora de Buenos Aires)`);
  }
  return instante;
}

/** Sets the clock from `PORTAL_AHORA` / `PORTAL_AHORA_DESDE`; without them, the machine's clock. */
export function fijarDesdeEntorno(env: NodeJS.ProcessEnv = process.env): void {
  const instante = env.PORTAL_AHORA?.trim();
  if (!instante) {
    relojReal();
    return;
  }
  const desde = env.PORTAL_AHORA_DESDE ? Number(env.PORTAL_AHORA_DESDE) : Date.now();
  if (!Number.isFinite(desde)) throw new Error(`PORTAL_AHORA_DESDE no es un número de milisegundos: "${env.PORTAL_AHORA_DESDE}"`);
  fijarAhora(instante, desde);
}

fijarDesdeEntorno();
