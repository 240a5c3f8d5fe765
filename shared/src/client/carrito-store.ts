import { create } from 'zustand';
import { describirProblemas, enEspanol } from './errores-zod.js';
import { actualizacionCarritoSchema, type Carrito, type ItemCarrito } from '../contracts/carrito.js';

export class ErrorActualizacionCarrito extends Error {
  override name = 'ErrorActualizacionCarrito';
}

export interface EstadoCarrito {
  carritoId: number | null;
  /** Version of the cart shown, when its source said it. */
  version: number | null;
  items: ItemCarrito[];
  /**
   * Applies an `ActualizarCarrito` payload or a read cart; an invalid one throws ErrorActualizacionCarrito and leaves the
   * cart as it was. An older cart than the one shown (a smaller cart id: the pharmacy confirmed it since; or a smaller
   * version of the same cart) arrived late and is ignored.
   */
  aplicarActualizacion(update: unknown): void;
  /** Number of lines in the cart (the badge of the shell). */
  cantidadItems(): number;
  limpiar(): void;
}

export const useCarritoStore = create<EstadoCarrito>()((set, get) => ({
  carritoId: null,
  version: null,
  items: [],
  aplicarActualizacion: (update) => {
    const resultado = actualizacionCarritoSchema.safeParse(update, enEspanol);
    if (!resultado.success) {
      throw new ErrorActualizacionCarrito(`La actualización del carrito recibida no es válida: ${describirProblemas(resultado.error)}`);
    }
    const carrito: Carrito = resultado.data;
    if (esCarritoAnterior(carrito, get())) return;
    set({ carritoId: carrito.carritoId, version: carrito.version ?? null, items: carrito.items });
  },
  cantidadItems: () => get().items.length,
  limpiar: () => set({ carritoId: null, version: null, items: [] }),
}));

/**
 * Whether a cart that arrived (a read, a hub message) is older than the one shown: a smaller cart id, or a smaller
 * version of the same cart. The store ignores such a cart; the dashboard's cart widget reads again when its own is.
 */
export function esCarritoAnterior(llegado: Pick<Carrito, 'carritoId' | 'version'>, mostrado: Pick<EstadoCarrito, 'carritoId' | 'version'>): boolean {
  if (mostrado.carritoId === null) return false;
  if (llegado.carritoId !== mostrado.carritoId) return llegado.carritoId < mostrado.carritoId;
  return llegado.version !== undefined && mostrado.version !== null && llegado.version < mostrado.version;
}
