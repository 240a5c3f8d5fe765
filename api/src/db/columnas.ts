import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Pesos with cents: read back as a JS number (amounts stay far below 2^53 cents). */
export const dinero = (nombre: string) => numeric(nombre, { precision: 14, scale: 2, mode: 'number' });

/** A percentage such as a discount (12.50 means 12.5 %). */
export const porcentaje = (nombre: string) => numeric(nombre, { precision: 6, scale: 2, mode: 'number' });

/** An instant; calendar days without a time use `date()` (read as `YYYY-MM-DD` strings). */
export const instante = (nombre: string) => timestamp(nombre, { withTimezone: true });

/** Binary content; PGlite hands back a Uint8Array and node-postgres a Buffer, so both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (valor) => (Buffer.isBuffer(valor) ? valor : Buffer.from(valor)),
});
