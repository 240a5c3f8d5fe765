import dayjs, { type Dayjs } from 'dayjs';
import { ZONA_DISTRIBUIDORA } from '../domain/index.js';
import './formato.js';

/**
 * The distributor's clock in the browser: business time as the API tells it (`horaServidor` of InfoHoras, which
 * `consultaInfoHoras` reads for the shell every minute), followed with the browser's clock between reads. Every date
 * rule of the pages (today, a range's end, a round's closing, a notice's repetition) reads it, so a browser whose
 * clock is off, or an API whose business time was moved (PORTAL_AHORA, api/src/reloj.ts), still agrees with the
 * server. Until the first read it is the browser's clock. Tests set it with `fijarReloj`.
 *
 * Protocol time stays on the browser's clock: a token's expiry, the hub's reconnection, presence.
 */
let desfaseMs = 0;

/** Business time now, in epoch milliseconds. */
export const ahoraMs = (): number => Date.now() + desfaseMs;

/** Business time now, as a Date (for the domain rules that take one). */
export const ahoraFecha = (): Date => new Date(ahoraMs());

/** Now, in the distributor's zone: "today", a date range's end or a picker's limit is its day, not the browser's. */
export const ahoraDistribuidora = (): Dayjs => dayjs(ahoraMs()).tz(ZONA_DISTRIBUIDORA);

/** The server said `horaServidor` (an ISO instant) when the browser's clock read `leidaEn`. */
export function registrarHoraServidor(horaServidor: string, leidaEn: number = Date.now()): void {
  const servidor = Date.parse(horaServidor);
  if (Number.isFinite(servidor)) desfaseMs = servidor - leidaEn;
}

/** Tests: business time reads `instante` now, and runs on from there. */
export function fijarReloj(instante: string | number | Date): void {
  desfaseMs = new Date(instante).getTime() - Date.now();
}

/** Tests: back to the browser's clock. */
export function relojDelNavegador(): void {
  desfaseMs = 0;
}
