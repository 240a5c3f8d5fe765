import { openDB, type DBSchema } from 'idb';
import type { IndicesGuardados } from '../busqueda/indicesGuardados.js';

/**
 * The search indices last built, with the key of what they were built from (see claveIndice.ts). Read by the Web
 * Worker on later visits: a catalogue unchanged since (a 304) is then ready without building them again. A database of
 * its own, so the product copy's (almacen.ts) never needs a version change for it.
 */
export interface IndiceAlmacenado {
  clave: string;
  indices: IndicesGuardados;
}

interface EsquemaIndice extends DBSchema {
  indice: { key: string; value: IndiceAlmacenado };
}

const BASE = 'portal-pedidos-indice';
const CLAVE = 'busqueda';

const abrir = () =>
  openDB<EsquemaIndice>(BASE, 1, {
    upgrade(db) {
      db.createObjectStore('indice');
    },
  });

export async function leerIndice(): Promise<IndiceAlmacenado | undefined> {
  const db = await abrir();
  try {
    return await db.get('indice', CLAVE);
  } finally {
    db.close();
  }
}

export async function guardarIndice(indice: IndiceAlmacenado): Promise<void> {
  const db = await abrir();
  try {
    await db.put('indice', indice, CLAVE);
  } finally {
    db.close();
  }
}
