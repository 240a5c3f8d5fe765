import type { FastifyInstance } from 'fastify';
import { avanzarDevoluciones } from '../areas/devoluciones/index.js';
import { procesarPedidosPendientes } from './cumplimiento.js';
import { iniciarPeriodico, intervaloDe } from './periodico.js';

/**
 * `FULFILMENT_INTERVAL_MS`: how often the fulfilment job runs (default 10 s); 0 turns it off. Under jest
 * (`NODE_ENV=test`) it is off unless set: suites that read the seeded orders, invoices or balances must not see them
 * change under their feet, and the job's own tests run it by hand.
 */
export const intervaloCumplimiento = (env: NodeJS.ProcessEnv = process.env) => intervaloDe('FULFILMENT_INTERVAL_MS', 10_000, env);

/**
 * Runs the fulfilment job every `intervaloMs` until stopped, the first time one interval after start. A run never
 * overlaps the previous one. Returns the function that stops it and waits for a run in progress.
 */
export const iniciarCumplimiento = (app: FastifyInstance, intervaloMs: number) =>
  iniciarPeriodico(
    app,
    'cumplimiento de pedidos',
    intervaloMs,
    async () => {
      const r = await procesarPedidosPendientes(app);
      if (r.transmitidos + r.preparados > 0) app.log.info(r, 'cumplimiento de pedidos');
      // Returns move as the distributor answers them (200 → 220 → 550 → 600 with the credit note, or 700 / 500).
      const d = await avanzarDevoluciones(app);
      if (d.movidas > 0) app.log.info(d, 'estados de devoluciones');
    },
    { primeraAlIniciar: false },
  );
