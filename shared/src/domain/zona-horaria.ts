/**
 * The distributor works on Argentina's time: every time the portal shows (shift closings, dates of orders and
 * invoices, the server clock) is in this zone, whatever zone the browser or the server process runs in.
 */
export const ZONA_DISTRIBUIDORA = 'America/Argentina/Buenos_Aires';
