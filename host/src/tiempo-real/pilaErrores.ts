import { mensajeDeError } from '@portal/shared/client';

/** SPEC §9: the real-time errors are reported together once this many have piled up. */
export const UMBRAL_PILA_ERRORES = 5;

/** Collects reconnect errors and hands them to `reportar` in one message every `umbral` errors. */
export function crearPilaErrores(reportar: (mensaje: string) => void, umbral = UMBRAL_PILA_ERRORES) {
  let errores: string[] = [];
  return {
    agregar(error: unknown): void {
      const texto = mensajeDeError(error);
      console.error(`Error de conexión de tiempo real: ${texto}`);
      errores.push(texto);
      if (errores.length >= umbral) {
        const mensaje = `Errores de conexión de tiempo real (${errores.length}): ${errores.join(' | ')}`;
        errores = [];
        reportar(mensaje);
      }
    },
    get cantidad(): number {
      return errores.length;
    },
  };
}
