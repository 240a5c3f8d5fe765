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
import catalogo from './catalogo.js';
import carritoModulos from './carrito-modulos.js';
import pedidoModulos from './pedido-modulos.js';

/** Every resource module; the app mounts this under `/api`, so it must stay encapsulated (no fastify-plugin). */
const modulos: FastifyPluginAsync = async (app) => {
  for (const modulo of [usuario, rol, crewDragon, farmacia, farmaciaGrupo, parametros, kibana, banner, novedad, estado, widget, catalogo, carritoModulos, pedidoModulos]) {
    await app.register(modulo);
  }
};

export default modulos;
