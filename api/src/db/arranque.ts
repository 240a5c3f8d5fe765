import type { FastifyBaseLogger } from 'fastify';
import type { Escala } from '../seed/index.js';
import type { BaseDatos } from './client.js';

/**
 * The start-up step of a database the app opened itself: the committed migrations, then, on an empty database, the
 * demo data (or the `large` scale), once even with several API processes. The seed is loaded only here, when it runs.
 */
export async function prepararBaseDatos(baseDatos: BaseDatos, escala: Escala, log: FastifyBaseLogger): Promise<void> {
  await baseDatos.migrar();
  const sembrada = await baseDatos.exclusivo(async () => {
    const { sembrarSiVacia } = await import('../seed/index.js');
    return sembrarSiVacia(baseDatos.db, escala);
  });
  if (sembrada) log.info({ escala }, 'base de datos sembrada');
}
