import type { FastifyPluginAsync } from 'fastify';
import estado from './estado/routes.js';
import producto from './producto/routes.js';
import precio from './precio/routes.js';
import categoria from './categoria/routes.js';
import droga from './droga/routes.js';
import laboratorio from './laboratorio/routes.js';
import oferta from './oferta/routes.js';
import combo from './combo/routes.js';
import carrito from './carrito/routes.js';
import importesCarrito from './carrito/importes-routes.js';
import comboValidar from './combo-validar/routes.js';
import restricciones from './restricciones/routes.js';
import pedido from './pedido/routes.js';
import pedidoHistorico from './pedido-historico/routes.js';
import favoritos from './favoritos/routes.js';
import recuperador from './recuperador/routes.js';
import archivoImportado from './archivo-importado/routes.js';
import controlPedido from './control-pedido/routes.js';
import bono from './bono/routes.js';
import transferLaboratorio from './transfer-laboratorio/routes.js';

/**
 * Area `pedidos` (the ordering remote): the catalogue and its prices, offers and combos, the shared cart, orders
 * and their remitos, history, favourites, the recoverer, imported files, order control, bonos and laboratory transfers.
 * This file is the area's face: its routes (the default export, mounted under `/api` by areas/index.ts) and, below, what
 * app.ts, the jobs and the seed use of it. Another area uses the face of the module it needs (`<modulo>/index.ts`);
 * nothing outside the area imports its other files.
 */
const rutas: FastifyPluginAsync = async (app) => {
  await app.register(estado);
  // The catalogue.
  await app.register(producto);
  await app.register(precio);
  await app.register(categoria);
  await app.register(droga);
  await app.register(laboratorio);
  await app.register(oferta);
  await app.register(combo);
  // The shared cart: its lines, its amounts, combos and the restriction check before ordering.
  await app.register(carrito);
  await app.register(importesCarrito);
  await app.register(comboValidar);
  await app.register(restricciones);
  // Orders and what comes from them: history, favourites, the recoverer, imported files.
  await app.register(pedido);
  await app.register(pedidoHistorico);
  await app.register(favoritos);
  await app.register(recuperador);
  await app.register(archivoImportado);
  // Controlling deliveries, bonos and laboratory transfers.
  await app.register(controlPedido);
  await app.register(bono);
  await app.register(transferLaboratorio);
};

export default rutas;

export { EstadoPedido, cambiarEstado, crearRemito, importeComprometido, marcarFacturadas, prepararLineas, rechazarPorFaltaDeSaldo, reservasDePedido, responderLineas, tasaPercepciones, tomarPedido, type EtapaCumplimiento, type FilaPedido } from './pedido/index.js';
export { liberarStock, productosSinFiltro, reponerStock, unidadesEnStock } from './producto/index.js';
export { agregarFaltantes, demandaDelRecuperador, diasDelRecuperador, itemsDeProductos, vencerRecuperador } from './recuperador/index.js';
