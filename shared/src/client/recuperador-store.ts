import { create } from 'zustand';
import type { AvisoRecuperador } from '../contracts/recuperador.js';

export type ProductoRecuperado = AvisoRecuperador['productos'][number];

export interface EstadoAvisosRecuperador {
  /** Recoverer products the hub said are in stock again (`RecuperadorConStock`), not yet seen on the recoverer page. */
  conStock: ProductoRecuperado[];
  /** A notice from the hub: its products join those already waiting (one entry per troquel, the newest quantity). */
  aplicar(aviso: AvisoRecuperador): void;
  /** The recoverer page was opened: what it shows needs no badge any more. */
  vistos(): void;
}

export const useAvisosRecuperadorStore = create<EstadoAvisosRecuperador>()((set) => ({
  conStock: [],
  aplicar: (aviso) =>
    set((s) => {
      const porTroquel = new Map(s.conStock.map((p) => [p.troquel, p]));
      for (const p of aviso.productos) porTroquel.set(p.troquel, p);
      return { conStock: [...porTroquel.values()] };
    }),
  vistos: () => set((s) => (s.conStock.length === 0 ? s : { conStock: [] })),
}));
