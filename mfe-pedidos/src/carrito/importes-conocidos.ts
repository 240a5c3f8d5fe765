import type { Carrito, ImportesCarrito, ItemCarrito } from '@portal/shared/contracts';

/** A cart's content as a key: its lines, whatever their order. */
export const claveDe = (lineas: readonly Pick<ItemCarrito, 'troquel' | 'cantidad' | 'ofertaId'>[]) =>
  lineas
    .map((l) => `${l.troquel}:${l.cantidad}:${l.ofertaId}`)
    .sort()
    .join(',');

/**
 * The amounts a quantity change answered, by the content of the cart they are of, until the panel reads them once:
 * the totals follow the line without a second call. Read once, so that a later refresh (the round's closing, new
 * prices) asks the server again; a few at most, since an answer older than the shown cart is never read.
 */
const conocidos = new Map<string, ImportesCarrito>();
const MAXIMO_CONOCIDOS = 8;

export function recordarImportes(carrito: Carrito, importes: ImportesCarrito | undefined): void {
  if (!importes) return;
  const clave = claveDe(carrito.items);
  conocidos.delete(clave);
  conocidos.set(clave, importes);
  for (const vieja of conocidos.keys()) {
    if (conocidos.size <= MAXIMO_CONOCIDOS) break;
    conocidos.delete(vieja);
  }
}

/** The amounts answered for this content, once; undefined when the server must be asked. */
export function tomarImportes(clave: string): ImportesCarrito | undefined {
  const importes = conocidos.get(clave);
  conocidos.delete(clave);
  return importes;
}
