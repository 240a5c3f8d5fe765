import { definirRutas } from '@portal/shared/client';

/** Screens not built yet share one lazily loaded page that shows the route's title. */
const enDesarrollo = () => import('./paginas/EnDesarrollo.js');

/** Every route RUTAS gives to mfe-pedidos, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-pedidos', {
  'resumen-pedido': () => import('./paginas/resumen/Resumen.js'),
  'confirmacion-pedido': () => import('./paginas/confirmacion/Confirmacion.js'),
  'control-pedidos-seleccion-remito': enDesarrollo,
  'control-pedidos-nuevo': enDesarrollo,
  'control-pedidos-buscar': enDesarrollo,
  'control-pedidos-pedido': enDesarrollo,
  'control-pedidos-items': enDesarrollo,
  'pedido-nuevo': () => import('./paginas/nuevo/PedidoNuevo.js'),
  recuperador: () => import('./paginas/recuperador/Recuperador.js'),
  favoritos: () => import('./paginas/favoritos/Favoritos.js'),
  'agregar-combo': () => import('./paginas/combos/AgregarCombo.js'),
  'agregar-combos': () => import('./paginas/combos/AgregarCombos.js'),
  'seleccionar-archivo': () => import('./paginas/importador/SeleccionarArchivo.js'),
  'lineas-archivo': () => import('./paginas/importador/LineasArchivo.js'),
  'agregar-carrito': () => import('./paginas/importador/AgregarCarrito.js'),
  'farmacia-bloqueada': () => import('./paginas/bloqueos/FarmaciaBloqueada.js'),
  'farmacia-sin-saldo': () => import('./paginas/bloqueos/FarmaciaSinSaldo.js'),
  'historico-buscar': enDesarrollo,
  'historico-pedido': enDesarrollo,
  'historico-items': enDesarrollo,
  'historico-items-laboratorio': enDesarrollo,
  'historico-bonos': enDesarrollo,
  'transfers-lab': enDesarrollo,
});
