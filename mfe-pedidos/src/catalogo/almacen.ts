import { openDB, type DBSchema } from 'idb';

/** The catalogue as last received: gzip of its JSON and the server's `Last-Modified`. */
export interface CopiaCatalogo {
  ultimaModificacion: string;
  comprimido: ArrayBuffer;
}

interface EsquemaCatalogo extends DBSchema {
  catalogo: { key: string; value: CopiaCatalogo };
}

const BASE = 'portal-pedidos';
const CLAVE = 'productos';

const abrir = () =>
  openDB<EsquemaCatalogo>(BASE, 1, {
    upgrade(db) {
      db.createObjectStore('catalogo');
    },
  });

export async function leerCopia(): Promise<CopiaCatalogo | undefined> {
  const db = await abrir();
  try {
    return await db.get('catalogo', CLAVE);
  } finally {
    db.close();
  }
}

export async function guardarCopia(copia: CopiaCatalogo): Promise<void> {
  const db = await abrir();
  try {
    await db.put('catalogo', copia, CLAVE);
  } finally {
    db.close();
  }
}
