import { create } from 'zustand';

/** Background calls that must not flash the loading indicator (SPEC §9). */
const SIN_INDICADOR = ['/banners/', 'api/farmacia/InfoHoras'];

export const muestraIndicador = (path: string): boolean => !SIN_INDICADOR.some((parte) => path.includes(parte));

export interface EstadoCargando {
  /** Requests in flight that show the loading indicator. */
  pendientes: number;
  iniciar(): void;
  terminar(): void;
}

export const useCargandoStore = create<EstadoCargando>()((set) => ({
  pendientes: 0,
  iniciar: () => set((s) => ({ pendientes: s.pendientes + 1 })),
  terminar: () => set((s) => ({ pendientes: Math.max(0, s.pendientes - 1) })),
}));
