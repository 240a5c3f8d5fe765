import type { BaseDatos, Db } from './client.js';

/** Fills an empty database and answers true, or answers false when it already had data (the seed's `sembrarSiVacia`). */
export type Sembrador = (db: Db) => Promise<boolean>;

/**
 * The start-up step of a database the app opened itself: the committed migrations, then, on an empty database, what
 * `sembrar` puts in, once even with several API processes. The seed is not this module's: whoever starts the app
 * (app.ts) brings it, so the database layer never loads the seed. Answers whether it seeded.
 */
export async function prepararBaseDatos(baseDatos: BaseDatos, sembrar: Sembrador): Promise<boolean> {
  await baseDatos.migrar();
  return baseDatos.exclusivo(() => sembrar(baseDatos.db));
}
