import { guardarArchivo } from '@portal/shared/client';

/** Longest product name in the exported file (SPEC: names cut to 30 characters). */
export const LARGO_NOMBRE_EXPORTADO = 30;

export interface LineaExportada {
  troquel: number;
  nombre: string;
  cantidad: number;
}

/** The cart as text, one line each: troquel, name cut and padded to 30 characters, quantity. */
export function textoCarrito(lineas: readonly LineaExportada[]): string {
  return lineas.map((l) => `${l.troquel}\t${l.nombre.slice(0, LARGO_NOMBRE_EXPORTADO).padEnd(LARGO_NOMBRE_EXPORTADO)}\t${l.cantidad}`).join('\r\n');
}

export function descargarTexto(nombreArchivo: string, texto: string): void {
  guardarArchivo(new Blob([texto], { type: 'text/plain;charset=utf-8' }), nombreArchivo);
}
