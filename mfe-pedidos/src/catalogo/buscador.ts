import { crearMotorBusqueda } from '../busqueda/motor.js';
import type { DocumentoBusqueda, OpcionesBusqueda, ResultadoBusqueda } from '../busqueda/tipos.js';

export interface Buscador {
  buscar(texto: string, opciones?: OpcionesBusqueda): Promise<ResultadoBusqueda>;
  cerrar(): void;
}

/** Off the main thread where the browser has workers; on it otherwise (jsdom). */
export async function crearBuscador(documentos: DocumentoBusqueda[]): Promise<Buscador> {
  if (typeof Worker !== 'undefined') {
    const { buscadorEnTrabajador } = await import('./buscadorTrabajador.js');
    return buscadorEnTrabajador(documentos);
  }
  const motor = crearMotorBusqueda(documentos);
  return { buscar: async (texto, opciones) => motor.buscar(texto, opciones), cerrar: () => undefined };
}
