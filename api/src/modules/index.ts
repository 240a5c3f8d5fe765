import type { FastifyPluginAsync } from 'fastify';
import usuario from './usuario/routes.js';
import rol from './rol/routes.js';
import crewDragon from './crew-dragon/routes.js';
import farmacia from './farmacia/routes.js';
import farmaciaGrupo from './farmacia-grupo/routes.js';
import parametros from './parametros/routes.js';
import kibana from './kibana/routes.js';
import banner from './banner/routes.js';
import novedad from './novedad/routes.js';
import estado from './estado/routes.js';
import widget from './widget/routes.js';
import evento from './evento/routes.js';
import archivo from './archivo/routes.js';
import publicacionMedia from './publicacion-media/routes.js';
import producto from './producto/routes.js';
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
import cuentaCorriente from './cuenta-corriente/routes.js';
import factura from './factura/routes.js';
import devolucion from './devolucion/routes.js';
import recall from './recall/routes.js';

/** The routes of every resource module, by what they serve. */
const RUTAS: readonly FastifyPluginAsync[] = [
  // Users, pharmacies and the home page.
  usuario,
  rol,
  crewDragon,
  farmacia,
  farmaciaGrupo,
  parametros,
  kibana,
  banner,
  novedad,
  estado,
  widget,
  evento,
  archivo,
  publicacionMedia,
  // The catalogue of the ordering section.
  producto,
  categoria,
  droga,
  laboratorio,
  oferta,
  combo,
  // The shared cart: its lines, its amounts, combo validation and the restriction check before ordering.
  carrito,
  importesCarrito,
  comboValidar,
  restricciones,
  // Orders and what comes from them: history, favourites, the recoverer, imported files.
  pedido,
  pedidoHistorico,
  favoritos,
  recuperador,
  archivoImportado,
  // Controlling deliveries, bonos and laboratory transfers.
  controlPedido,
  bono,
  transferLaboratorio,
  // The current account: debt, movements, payments and invoices.
  cuentaCorriente,
  factura,
  // Returns: general, recall and expired products, with their lot and serial checks.
  devolucion,
  recall,
];

/** Every resource module; the app mounts this under `/api`, so it must stay encapsulated (no fastify-plugin). */
const modulos: FastifyPluginAsync = async (app) => {
  for (const rutas of RUTAS) await app.register(rutas);
};

export default modulos;
