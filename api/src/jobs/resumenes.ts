import type { FastifyInstance } from 'fastify';
import { actualizarResumenesDeuda, generarResumenesSemanales } from '../areas/cuenta-corriente/index.js';
import { diaLocal } from '../reloj.js';
import { iniciarPeriodico, intervaloDe } from './periodico.js';
import * as reloj from '../reloj.js';

export interface ResultadoResumenes {
  semanales: number;
  deuda: number;
}

/**
 * One run of the statements job: the weekly statements of the weeks closed since the last run (with their PDF filed
 * under the weekly-summaries download kind), then every debt statement rewritten from the movements as invoices,
 * payments and credit notes have left them. Exported so tests run it on demand.
 */
export async function generarResumenes(app: FastifyInstance, ahora = reloj.ahora()): Promise<ResultadoResumenes> {
  const hoy = diaLocal(ahora);
  const semanales = await generarResumenesSemanales(app.db, { hoy });
  const deuda = await actualizarResumenesDeuda(app.db, hoy);
  return { semanales, deuda };
}

/** `RESUMENES_INTERVAL_MS`: how often the statements job runs (default an hour); 0 turns it off, as it is under jest unless set. */
export const intervaloResumenes = (env: NodeJS.ProcessEnv = process.env) => intervaloDe('RESUMENES_INTERVAL_MS', 3_600_000, env);

/** Runs the statements job now and every `intervaloMs` until stopped (a run never overlaps the last); returns the function that stops it and waits. */
export const iniciarResumenes = (app: FastifyInstance, intervaloMs: number) =>
  iniciarPeriodico(app, 'resúmenes de cuenta corriente', intervaloMs, async () => {
    const r = await generarResumenes(app);
    if (r.semanales > 0) app.log.info(r, 'resúmenes de cuenta corriente');
  });
