import { valorGuardado } from '../valorGuardado.js';
import type { IndicesGuardados } from './indicesGuardados.js';

/**
 * The search indices last built, with the key of what they were built from (see claveIndice.ts). Read by the Web
 * Worker on later visits: a catalogue unchanged since (a 304) is then ready without building them again. A database of
 * its own, so the catalogue copy's (catalogo/copiaGuardada.ts) never needs a version change for it.
 */
export interface IndiceAlmacenado {
  clave: string;
  indices: IndicesGuardados;
}

const indice = valorGuardado<IndiceAlmacenado>('portal-pedidos-indice', 'indice', 'busqueda');

export const leerIndice = (): Promise<IndiceAlmacenado | undefined> => indice.leer();
export const guardarIndice = (valor: IndiceAlmacenado): Promise<void> => indice.guardar(valor);
