import { openDB } from 'idb';

/**
 * One value kept in IndexedDB under a fixed key, in a database of its own (one store, version 1), so each copy can
 * change shape without a version change of the others. Opened per use and closed again: a tab never holds a
 * connection that would block another tab.
 */
export function valorGuardado<T>(base: string, almacen: string, clave: string) {
  const abrir = () =>
    openDB(base, 1, {
      upgrade(db) {
        db.createObjectStore(almacen);
      },
    });
  return {
    async leer(): Promise<T | undefined> {
      const db = await abrir();
      try {
        return (await db.get(almacen, clave)) as T | undefined;
      } finally {
        db.close();
      }
    },
    async guardar(valor: T): Promise<void> {
      const db = await abrir();
      try {
        await db.put(almacen, valor, clave);
      } finally {
        db.close();
      }
    },
  };
}
