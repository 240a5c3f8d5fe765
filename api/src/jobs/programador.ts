import type { FastifyInstance } from 'fastify';
import { avanzarDevoluciones } from '../modules/devolucion/estados-job.js';
import { procesarPedidosPendientes } from './cumplimiento.js';

/**
 * `FULFILMENT_INTERVAL_MS`: how often the fulfilment job runs (default 10 s); 0 turns it off. Under jest
 * (`NODE_ENV=test`) it is off unless set: suites that read the seeded orders, invoices or balances must not see them
 * change under their feet, and the job's own tests run it by hand.
 */
export function intervaloCumplimiento(env: NodeJS.ProcessEnv = process.env): number {
  const valor = Number(env.FULFILMENT_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 10_000));
  return Number.isFinite(valor) && valor >= 0 ? valor : 10_000;
}

/**
 * Runs the fulfilment job every `intervaloMs` until stopped. A run never overlaps the previous one: the next is
 * scheduled when it ends. Returns the function that stops it and waits for a run in progress.
 */
export function iniciarCumplimiento(app: FastifyInstance, intervaloMs: number): () => Promise<void> {
  let detenido = false;
  let temporizador: NodeJS.Timeout | null = null;
  let enCurso: Promise<void> = Promise.resolve();

  const programar = () => {
    if (detenido) return;
    temporizador = setTimeout(() => {
      enCurso = procesarPedidosPendientes(app)
        .then(async (r) => {
          if (r.transmitidos + r.preparados > 0) app.log.info(r, 'cumplimiento de pedidos');
          // Returns move as the distributor answers them (200 → 220 → 550 → 600 with the credit note, or 700 / 500).
          const d = await avanzarDevoluciones(app);
          if (d.movidas > 0) app.log.info(d, 'estados de devoluciones');
        })
        .catch((err: unknown) => app.log.error({ err }, 'falló el cumplimiento de pedidos'))
        .finally(programar);
    }, intervaloMs);
    temporizador.unref();
  };
  programar();

  return async () => {
    detenido = true;
    if (temporizador) clearTimeout(temporizador);
    await enCurso;
  };
}
