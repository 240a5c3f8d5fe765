import { definirRutas } from '@portal/shared/client';

/** Screens not built yet share one lazily loaded page that shows the route's title. */
const enDesarrollo = () => import('./paginas/EnDesarrollo.js');

/** Every route RUTAS gives to mfe-pedidos, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-pedidos', {
  'resumen-pedido': enDesarrollo,
  'confirmacion-pedido': enDesarrollo,
  'control-pedidos-seleccion-remito': enDesarrollo,
  'control-pedidos-nuevo': enDesarrollo,
  'control-pedidos-buscar': enDesarrollo,
  'control-pedidos-pedido': enDesarrollo,
  'control-pedidos-items': enDesarrollo,
  'pedido-nuevo': enDesarrollo,
  recuperador: enDesarrollo,
  favoritos: enDesarrollo,
  'agregar-combo': enDesarrollo,
  'agregar-combos': enDesarrollo,
  'seleccionar-archivo': enDesarrollo,
  'lineas-archivo': enDesarrollo,
  'agregar-carrito': enDesarrollo,
  'farmacia-bloqueada': enDesarrollo,
  'farmacia-sin-saldo': enDesarrollo,
  'historico-buscar': enDesarrollo,
  'historico-pedido': enDesarrollo,
  'historico-items': enDesarrollo,
  'historico-items-laboratorio': enDesarrollo,
  'historico-bonos': enDesarrollo,
  'transfers-lab': enDesarrollo,
});
