import type { FastifyPluginAsync } from 'fastify';
import farmaciaGrupo from './farmacia-grupo/routes.js';
import cuentaCorriente from './cuenta-corriente/routes.js';
import factura from './factura/routes.js';

/**
 * Area `cuenta-corriente` (the current-account remote): invoices, remitos and buckets, movements, payments,
 * statements, and the pharmacy group's account.
 * This file is the area's face: its routes (the default export, mounted under `/api` by areas/index.ts) and, below, what
 * app.ts, the jobs and the seed use of it. Another area uses the face of the module it needs (`<modulo>/index.ts`);
 * nothing outside the area imports its other files.
 */
const rutas: FastifyPluginAsync = async (app) => {
  await app.register(farmaciaGrupo);
  await app.register(cuentaCorriente);
  await app.register(factura);
};

export default rutas;

export { actualizarResumenesDeuda, generarResumenesSemanales, pagarVencidos, reconciliarSaldos, registrarMovimiento, type PagoRegistrado } from './cuenta-corriente/index.js';
export { RESPUESTA_AFIP_APROBADA, facturarPedido } from './factura/index.js';
