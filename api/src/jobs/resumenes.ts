import type { FastifyInstance } from 'fastify';
import { actualizarResumenesDeuda } from '../modules/cuenta-corriente/resumenes-deuda.js';
import { generarResumenesSemanales } from '../modules/cuenta-corriente/resumenes-semanales.js';
import { diaLocal } from '../modules/farmacia/info-horas.js';

export interface ResultadoResumenes {
  semanales: number;
  deuda: number;
}

/**
 * One run of the statements job: the weekly statements of the weeks closed since the last run (with their PDF filed
 * under the weekly-summaries download kind), then every debt statement rewritten from the movements as invoices,
 * payments and credit notes have left them. Exported so tests run it on demand.
 */
export async function generarResumenes(app: FastifyInstance, ahora = new Date()): Promise<ResultadoResumenes> {
  const hoy = diaLocal(ahora);
  const semanales = await generarResumenesSemanales(app.db, { hoy });
  const deuda = await actualizarResumenesDeuda(app.db, hoy);
  return { semanales, deuda };
}

/** `RESUMENES_INTERVAL_MS`: how often the statements job runs (default an hour); 0 turns it off, as it is under jest unless set. */
export function intervaloResumenes(env: NodeJS.ProcessEnv = process.env): number {
  const valor = Number(env.RESUMENES_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 3_600_000));
  return Number.isFinite(valor) && valor >= 0 ? valor : 3_600_000;
}

/** Runs the statements job now and every `intervaloMs` until stopped (a run never overlaps the last); returns the function that stops it and waits. */
export function iniciarResumenes(app: FastifyInstance, intervaloMs: number): () => Promise<void> {
  let detenido = false;
  let temporizador: NodeJS.Timeout | null = null;
  let enCurso: Promise<void> = Promise.resolve();
  const correr = () => {
    enCurso = generarResumenes(app)
      .then((r) => {
        if (r.semanales > 0) app.log.info(r, 'resúmenes de cuenta corriente');
      })
      .catch((err: unknown) => app.log.error({ err }, 'fallaron los resúmenes de cuenta corriente'))
      .finally(programar);
  };
  const programar = () => {
    if (detenido) return;
    temporizador = setTimeout(correr, intervaloMs);
    temporizador.unref();
  };
  correr();
  return async () => {
    detenido = true;
    if (temporizador) clearTimeout(temporizador);
    await enCurso;
  };
}
