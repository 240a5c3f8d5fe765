import type { FastifyPluginAsync } from 'fastify';
import { iniciarCumplimiento, intervaloCumplimiento } from '../jobs/programador.js';
import { iniciarPagosDemo, intervaloPagosDemo } from '../jobs/pagos-demo.js';
import { iniciarResumenes, intervaloResumenes } from '../jobs/resumenes.js';
import { iniciarReposicion, intervaloReposicion } from '../jobs/reposicion.js';

/**
 * Background jobs, from when the app is ready until it closes: the order fulfilment job, the demo pharmacies'
 * payments and the current account's statements (each off when its interval is 0).
 */
const jobs: FastifyPluginAsync = async (app) => {
  const detener: (() => Promise<void>)[] = [];
  const intervalo = intervaloCumplimiento();
  const intervaloPagos = intervaloPagosDemo();
  const intervaloDeResumenes = intervaloResumenes();
  const intervaloDeReposicion = intervaloReposicion();
  app.addHook('onReady', async () => {
    if (intervalo > 0) detener.push(iniciarCumplimiento(app, intervalo));
    if (intervaloPagos > 0) detener.push(iniciarPagosDemo(app, intervaloPagos));
    if (intervaloDeResumenes > 0) detener.push(iniciarResumenes(app, intervaloDeResumenes));
    if (intervaloDeReposicion > 0) detener.push(iniciarReposicion(app, intervaloDeReposicion));
  });
  app.addHook('onClose', async () => {
    await Promise.all(detener.map((d) => d()));
  });
};

export default jobs;
