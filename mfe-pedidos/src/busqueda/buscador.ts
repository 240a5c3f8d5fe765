import { crearMotorBusqueda } from './motor.js';
import type { Buscador, DocumentoBusqueda, OrigenBuscador } from './tipos.js';

let preparado: Promise<Worker> | null = null;
/** Once an engine is being built, no worker is prepared again (a re-render meanwhile would leave one idle). */
let creado = false;

/**
 * Starts the search's worker now, so that it reads the indices stored on the last visit while the page is still
 * loading the product list; the next `crearBuscador` takes it. Does nothing without workers, if one is waiting, or
 * once an engine was created.
 */
export function prepararBuscador(): void {
  if (preparado || creado || typeof Worker === 'undefined') return;
  preparado = import('./buscadorTrabajador.js').then((m) => m.prepararTrabajador());
}

/** Off the main thread where the browser has workers; on it otherwise (jsdom). */
export async function crearBuscador(origen: OrigenBuscador | DocumentoBusqueda[]): Promise<Buscador> {
  const normalizado: OrigenBuscador = Array.isArray(origen) ? { documentos: () => origen } : origen;
  if (typeof Worker !== 'undefined') {
    creado = true;
    const { buscadorEnTrabajador, prepararTrabajador } = await import('./buscadorTrabajador.js');
    const trabajador = preparado ? await preparado : prepararTrabajador();
    preparado = null;
    return buscadorEnTrabajador(normalizado, trabajador);
  }
  const motor = crearMotorBusqueda(normalizado.documentos());
  return { buscar: async (texto, opciones) => motor.buscar(texto, opciones), cerrar: () => undefined };
}
