import type { CambiosCarrito, Carrito, ItemCarrito } from '../contracts/carrito.js';

/** The cart a page shows: its id and version (null when its source did not say them) and its lines. */
export interface CarritoMostrado {
  carritoId: number | null;
  version: number | null;
  items: readonly ItemCarrito[];
}

/**
 * Whether a cart that arrived (a read, a hub message) is older than the one shown: a smaller cart id, or a smaller
 * version of the same cart. Such a cart is ignored.
 */
export function esCarritoAnterior(llegado: Pick<Carrito, 'carritoId' | 'version'>, mostrado: Pick<CarritoMostrado, 'carritoId' | 'version'>): boolean {
  if (mostrado.carritoId === null) return false;
  if (llegado.carritoId !== mostrado.carritoId) return llegado.carritoId < mostrado.carritoId;
  return llegado.version !== undefined && mostrado.version !== null && llegado.version < mostrado.version;
}

/**
 * What changed since a version (a quantity change's answer, `cambios`) applied to the cart shown: 'aplicado' with the
 * lines it leads to when the page showed exactly that version; 'anterior' when it shows that cart's version or a newer
 * one already (a hub message got there first); 'desconocido' when it shows another cart or version (read the cart).
 */
export function aplicarCambiosCarrito(
  mostrado: CarritoMostrado,
  cambios: CambiosCarrito,
): { resultado: 'aplicado'; items: ItemCarrito[] } | { resultado: 'anterior' | 'desconocido' } {
  const mismoCarrito = mostrado.carritoId === cambios.carritoId;
  if ((mismoCarrito && mostrado.version !== null && mostrado.version >= cambios.version) || esCarritoAnterior(cambios, mostrado)) return { resultado: 'anterior' };
  if (!mismoCarrito || mostrado.version !== cambios.desdeVersion) return { resultado: 'desconocido' };
  return { resultado: 'aplicado', items: conCambios(mostrado.items, cambios) };
}

/**
 * The lines shown with the lines of the changed troqueles replaced: in place (where the troquel's first line was, as the
 * server orders by line), and new troqueles at the end (a new line has the highest id).
 */
function conCambios(items: readonly ItemCarrito[], cambios: CambiosCarrito): ItemCarrito[] {
  const cambiados = new Set(cambios.troqueles);
  const nuevos = new Map<number, ItemCarrito[]>();
  for (const item of cambios.items) nuevos.set(item.troquel, [...(nuevos.get(item.troquel) ?? []), item]);
  const resultado: ItemCarrito[] = [];
  for (const item of items) {
    if (!cambiados.has(item.troquel)) resultado.push(item);
    else if (nuevos.has(item.troquel)) {
      resultado.push(...nuevos.get(item.troquel)!);
      nuevos.delete(item.troquel);
    }
  }
  for (const lineas of nuevos.values()) resultado.push(...lineas);
  return resultado;
}
