import { create } from 'zustand';
import { describirProblemas, enEspanol } from './errores-zod.js';
import { actualizacionCarritoSchema, type CambiosCarrito, type Carrito, type ItemCarrito } from '../contracts/carrito.js';
import { aplicarCambiosCarrito, esCarritoAnterior } from '../domain/carrito-cambios.js';

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
  /**
   * Applies what changed since the version shown (a quantity change's answer): 'aplicado' when the store showed
   * exactly that version, 'anterior' when it shows a newer one already (a hub message got there first), 'desconocido'
   * when it shows another cart or version (the caller must read the cart).
   */
  aplicarCambios(cambios: CambiosCarrito): 'aplicado' | 'anterior' | 'desconocido';
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
  aplicarCambios: (cambios) => {
    const aplicado = aplicarCambiosCarrito(get(), cambios);
    if (aplicado.resultado === 'aplicado') set({ version: cambios.version, items: aplicado.items });
    return aplicado.resultado;
  },
  cantidadItems: () => get().items.length,
  limpiar: () => set({ carritoId: null, version: null, items: [] }),
}));

