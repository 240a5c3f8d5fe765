import { formatearEntero } from './formato.js';

/**
 * The word that agrees with a count: `segunCantidad(1, 'producto', 'productos')` is "producto", any other count
 * (0 included, as Spanish says "0 productos") the plural. The one rule every "N things" text of the portal follows.
 */
export const segunCantidad = (cantidad: number, singular: string, plural: string): string => (cantidad === 1 ? singular : plural);

/** A count and its word in agreement, the count as es-AR writes it: "1 producto", "0 productos", "1.250 unidades". */
export const plural = (cantidad: number, singular: string, plural: string): string => `${formatearEntero(cantidad)} ${segunCantidad(cantidad, singular, plural)}`;

/** Names listed as Spanish writes them: "Ana", "Ana y Luis", "Ana, Luis y Sol" (no comma before "y"). */
export function enumerar(nombres: readonly string[]): string {
  if (nombres.length <= 1) return nombres[0] ?? '';
  return `${nombres.slice(0, -1).join(', ')} y ${nombres.at(-1)}`;
}
