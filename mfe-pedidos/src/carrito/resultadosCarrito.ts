import { create } from 'zustand';
import type { ResultadoActualizacionCarrito } from '@portal/shared/contracts';

/** SPEC §9: a notice closes by itself after 5000 ms. */
export const DURACION_AVISO_MS = 5000;

export interface ResultadoMostrado extends ResultadoActualizacionCarrito {
  troquel: number;
  /** Units the cart held for the troquel before the change: what tells an add from a change. */
  antes: number;
  /** Grows with every result, so the same message twice still shows as new. */
  secuencia: number;
}

interface EstadoResultados {
  ultimo: ResultadoMostrado | null;
  registrar(troquel: number, antes: number, resultado: ResultadoActualizacionCarrito): void;
  descartar(): void;
}

let secuencia = 0;
let temporizador: ReturnType<typeof setTimeout> | undefined;

/** The answer of the last cart change made from this page, the notice beside the cart shows until it times out. */
export const useResultadosCarrito = create<EstadoResultados>()((set) => ({
  ultimo: null,
  registrar: (troquel, antes, resultado) => {
    secuencia += 1;
    const esta = secuencia;
    set({ ultimo: { ...resultado, troquel, antes, secuencia: esta } });
    clearTimeout(temporizador);
    // Only this notice's own timer closes it: a newer one restarts the wait.
    temporizador = setTimeout(() => set((e) => (e.ultimo?.secuencia === esta ? { ultimo: null } : e)), DURACION_AVISO_MS);
  },
  descartar: () => {
    clearTimeout(temporizador);
    set({ ultimo: null });
  },
}));
