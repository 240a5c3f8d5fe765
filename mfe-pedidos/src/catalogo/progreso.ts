import { create } from 'zustand';
import type { ProgresoCatalogo } from './cargarCatalogo.js';

export const useProgresoCatalogo = create<{ progreso: ProgresoCatalogo; avanzar(p: ProgresoCatalogo): void }>()((set) => ({
  progreso: { etapa: 'copia-local', bytes: 0 },
  avanzar: (progreso) => set({ progreso }),
}));

/** A rough percentage for the loading bar: each stage has its share; bytes move the download's share. */
export function porcentaje({ etapa, bytes }: ProgresoCatalogo): number {
  switch (etapa) {
    case 'copia-local':
      return 5;
    case 'descarga':
      return Math.min(70, 10 + Math.round(bytes / 200_000));
    case 'indice':
      return 85;
    case 'listo':
      return 100;
  }
}
