import type { FastifyInstance } from 'fastify';
import { pagarVencidos, type PagoRegistrado } from '../areas/cuenta-corriente/index.js';
import { buscarCondicionesFarmacia } from '../plataforma/farmacia/index.js';
import { diaLocal } from '../reloj.js';
import { iniciarPeriodico, intervaloDe } from './periodico.js';
import * as reloj from '../reloj.js';

/**
 * `PAGOS_DEMO_FARMACIAS`: the pharmacies whose invoices get paid on their due dates (default the demo pharmacies that
 * order: 1001, 1002, 1003), so people trying the demo never block a pharmacy for lack of balance with their test orders.
 */
export function farmaciasPagosDemo(env: NodeJS.ProcessEnv = process.env): number[] {
  return (env.PAGOS_DEMO_FARMACIAS ?? '1001,1002,1003')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** One run: each pharmacy pays, in its own transaction, what is due by today. Exported so tests run it on demand. */
export async function pagarFacturasDemo(app: FastifyInstance, farmacias: readonly number[], ahora = reloj.ahora()): Promise<Map<number, PagoRegistrado>> {
  const hoy = diaLocal(ahora);
  const hechos = new Map<number, PagoRegistrado>();
  for (const farmaciaId of farmacias) {
    const pago = await app.db.transaction(async (tx) => {
      const farm = await buscarCondicionesFarmacia(tx, farmaciaId);
      if (!farm) return null;
      return pagarVencidos(tx, farmaciaId, hoy, farm.sucursal === 2 ? 11 : 10);
    });
    if (pago) hechos.set(farmaciaId, pago);
  }
  return hechos;
}

/** `PAGOS_DEMO_INTERVAL_MS`: how often the payments job runs (default an hour); 0 turns it off, as it is under jest unless set. */
export const intervaloPagosDemo = (env: NodeJS.ProcessEnv = process.env) => intervaloDe('PAGOS_DEMO_INTERVAL_MS', 3_600_000, env);

/** Runs the payments job now and every `intervaloMs` until stopped; returns the function that stops it and waits. */
export function iniciarPagosDemo(app: FastifyInstance, intervaloMs: number): () => Promise<void> {
  const farmacias = farmaciasPagosDemo();
  return iniciarPeriodico(app, 'pagos de las farmacias demo', intervaloMs, async () => {
    const pagos = await pagarFacturasDemo(app, farmacias);
    if (pagos.size > 0) app.log.info({ pagos: Object.fromEntries(pagos) }, 'pagos de las farmacias demo');
  });
}
