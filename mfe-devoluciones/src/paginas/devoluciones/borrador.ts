import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EntradaLote } from '@portal/shared/client';
import type { ItemParaDevolver } from '@portal/shared/contracts';

export interface LineaBorrador {
  item: ItemParaDevolver;
  cantidad: number;
  motivoDevolucionId: number | null;
  /** Accepted (valid) lots or serials; a lot covers its units. */
  entradas: EntradaLote[];
}

/** One value per unit, as `nueva` takes them: a lot repeated for the units it covers. */
export const lotesPorUnidad = (entradas: readonly EntradaLote[]): string[] => entradas.flatMap((e) => Array.from({ length: e.unidades }, () => e.valor));

interface BorradorDevolucion {
  facturaId: number | null;
  nroFactura: string;
  lineas: LineaBorrador[];
  /** Made once per return, so a retried confirmation is the same return (SPEC: same guid, one return). */
  guid: string | null;
  guardar(facturaId: number, nroFactura: string, lineas: LineaBorrador[]): void;
  limpiar(): void;
}

/** The return being prepared, kept for the tab's session so the summary and a reload see it. */
export const useBorradorDevolucion = create<BorradorDevolucion>()(
  persist(
    (set) => ({
      facturaId: null,
      nroFactura: '',
      lineas: [],
      guid: null,
      guardar: (facturaId, nroFactura, lineas) => set({ facturaId, nroFactura, lineas, guid: crypto.randomUUID() }),
      limpiar: () => set({ facturaId: null, nroFactura: '', lineas: [], guid: null }),
    }),
    { name: 'portal-devolucion-borrador-v2', storage: createJSONStorage(() => sessionStorage) },
  ),
);
