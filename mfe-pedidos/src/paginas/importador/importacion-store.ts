import { create } from 'zustand';
import type { Producto, ResultadoLineaCarrito } from '@portal/shared/contracts';
import type { LineaEmparejada } from './emparejar.js';
import type { ArchivoGuardado } from './importador-api.js';

/** What happened to the copy of the file sent to the server along with the lines. */
export type CopiaArchivo = { guardado: ArchivoGuardado; error: null } | { guardado: null; error: string };

/** The import in progress, shared by its three pages (select the file, review its lines, add them to the cart). */
export interface EstadoImportacion {
  archivo: string | null;
  /** The file's bytes, sent to the server when the lines go to the cart. */
  contenido: ArrayBuffer | null;
  lineas: LineaEmparejada[];
  resultados: ResultadoLineaCarrito[] | null;
  copia: CopiaArchivo | null;
  cargar(archivo: string, contenido: ArrayBuffer, lineas: LineaEmparejada[]): void;
  elegirProducto(nro: number, producto: Producto): void;
  cambiarCantidad(nro: number, cantidad: number): void;
  quitar(nro: number): void;
  registrarResultados(resultados: ResultadoLineaCarrito[], copia: CopiaArchivo): void;
  limpiar(): void;
}

const cambiar = (lineas: LineaEmparejada[], nro: number, cambio: Partial<LineaEmparejada>) =>
  lineas.map((l) => (l.nro === nro ? { ...l, ...cambio } : l));

const VACIO = { archivo: null, contenido: null, lineas: [], resultados: null, copia: null };

export const useImportacionStore = create<EstadoImportacion>()((set) => ({
  ...VACIO,
  cargar: (archivo, contenido, lineas) => set({ archivo, contenido, lineas, resultados: null, copia: null }),
  elegirProducto: (nro, producto) => set((e) => ({ lineas: cambiar(e.lineas, nro, { producto, modo: 'manual' }) })),
  cambiarCantidad: (nro, cantidad) => set((e) => ({ lineas: cambiar(e.lineas, nro, { cantidad }) })),
  quitar: (nro) => set((e) => ({ lineas: e.lineas.filter((l) => l.nro !== nro) })),
  registrarResultados: (resultados, copia) => set({ resultados, copia }),
  limpiar: () => set(VACIO),
}));

/** Matched lines summed by troquel, as `ImportarCarrito` takes them. */
export function lineasParaCarrito(lineas: LineaEmparejada[]): { troquel: number; cantidad: number }[] {
  const porTroquel = new Map<number, number>();
  for (const linea of lineas) {
    if (linea.producto && linea.cantidad > 0) porTroquel.set(linea.producto.troquel, (porTroquel.get(linea.producto.troquel) ?? 0) + linea.cantidad);
  }
  return [...porTroquel].map(([troquel, cantidad]) => ({ troquel, cantidad }));
}
