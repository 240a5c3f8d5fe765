import { create } from 'zustand';
import type { ResultadoActualizacionCarrito } from '@portal/shared/contracts';

export interface ResultadoMostrado extends ResultadoActualizacionCarrito {
  troquel: number;
  /** Grows with every result, so the same message twice still shows as new. */
  secuencia: number;
}

interface EstadoResultados {
  ultimo: ResultadoMostrado | null;
  registrar(troquel: number, resultado: ResultadoActualizacionCarrito): void;
  descartar(): void;
}

let secuencia = 0;

/** The answer of the last cart change made from this page, whose message the cart panel shows. */
export const useResultadosCarrito = create<EstadoResultados>()((set) => ({
  ultimo: null,
  registrar: (troquel, resultado) => {
    secuencia += 1;
    set({ ultimo: { ...resultado, troquel, secuencia } });
  },
  descartar: () => set({ ultimo: null }),
}));
