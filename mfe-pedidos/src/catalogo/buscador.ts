import { crearMotorBusqueda } from '../busqueda/motor.js';
import type { DocumentoBusqueda, OpcionesBusqueda, ResultadoBusqueda } from '../busqueda/tipos.js';

export interface Buscador {
  buscar(texto: string, opciones?: OpcionesBusqueda): Promise<ResultadoBusqueda>;
  cerrar(): void;
  /**
   * Settles once the indices just built are stored for the next visit (true), or when nothing is stored (false:
   * indices read back, no key, no IndexedDB). Searching never waits for it.
   */
  indiceGuardado?: Promise<boolean>;
}

export interface OrigenBuscador {
  /** Called only when the indices must be built: building the documents costs time too. */
  documentos(): DocumentoBusqueda[];
  /** What the documents come from (claveIndice.ts): stored indices with the same key are used instead. */
  clave?: string | null;
}

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
