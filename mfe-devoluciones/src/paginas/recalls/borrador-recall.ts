import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EntradaLote } from '@portal/shared/client';

/** The units of one recalled product being returned: lots with their units, or one serial per unit. */
export interface ProductoRecall {
  troquel: number;
  prodNombre: string;
  tipo: 'lote' | 'serie';
  entradas: EntradaLote[];
}

/** `devolucionRecall/Nueva`'s lines: a line per lot with its units, or per traceable unit by its serial. */
export const lineasRecall = (productos: readonly ProductoRecall[]) =>
  productos.flatMap((p) =>
    p.entradas.map((e) =>
      p.tipo === 'serie'
        ? { troquel: p.troquel, prodNombre: p.prodNombre, cantidad: 1, lote: e.lote ?? '', nroSerie: e.valor }
        : { troquel: p.troquel, prodNombre: p.prodNombre, cantidad: e.unidades, lote: e.valor, nroSerie: null },
    ),
  );

interface BorradorRecall {
  recallId: number | null;
  productos: ProductoRecall[];
  guid: string | null;
  guardar(recallId: number, productos: ProductoRecall[]): void;
  limpiar(): void;
}

/** The recall return being prepared, for the tab's session; a new guid each time it goes to the summary. */
export const useBorradorRecall = create<BorradorRecall>()(
  persist(
    (set) => ({
      recallId: null,
      productos: [],
      guid: null,
      guardar: (recallId, productos) => set({ recallId, productos, guid: crypto.randomUUID() }),
      limpiar: () => set({ recallId: null, productos: [], guid: null }),
    }),
    { name: 'portal-devolucion-recall-borrador-v2', storage: createJSONStorage(() => sessionStorage) },
  ),
);
