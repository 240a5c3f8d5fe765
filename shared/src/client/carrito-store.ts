import { create } from 'zustand';
import { describirProblemas, enEspanol } from './errores-zod.js';
import { actualizacionCarritoSchema, type Carrito, type ItemCarrito } from '../contracts/carrito.js';

export class ErrorActualizacionCarrito extends Error {
  override name = 'ErrorActualizacionCarrito';
}

export interface EstadoCarrito {
  carritoId: number | null;
  items: ItemCarrito[];
  /** Applies an `ActualizarCarrito` payload; an invalid one throws ErrorActualizacionCarrito and leaves the cart as it was. */
  aplicarActualizacion(update: unknown): void;
  /** Number of lines in the cart (the badge of the shell). */
  cantidadItems(): number;
  limpiar(): void;
}

export const useCarritoStore = create<EstadoCarrito>()((set, get) => ({
  carritoId: null,
  items: [],
  aplicarActualizacion: (update) => {
    const resultado = actualizacionCarritoSchema.safeParse(update, enEspanol);
    if (!resultado.success) {
      throw new ErrorActualizacionCarrito(`La actualización del carrito recibida no es válida: ${describirProblemas(resultado.error)}`);
    }
    const carrito: Carrito = resultado.data;
    set({ carritoId: carrito.carritoId, items: carrito.items });
  },
  cantidadItems: () => get().items.length,
  limpiar: () => set({ carritoId: null, items: [] }),
}));
