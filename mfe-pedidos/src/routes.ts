import { definirRutas } from '@portal/shared/client';
import RUTAS_PEDIDOS from './metadatos-rutas.js';

/** The module the host loads as `./routes`: every route of metadatos-rutas.ts with its lazily loaded page. */
export default definirRutas(RUTAS_PEDIDOS, {
  'resumen-pedido': () => import('./paginas/resumen/Resumen.js'),
  'confirmacion-pedido': () => import('./paginas/confirmacion/Confirmacion.js'),
  'control-pedidos-seleccion-remito': () => import('./paginas/control-pedidos/SeleccionRemito.js'),
  'control-pedidos-nuevo': () => import('./paginas/control-pedidos/NuevoControl.js'),
  'control-pedidos-buscar': () => import('./paginas/control-pedidos/BuscarControles.js'),
  'control-pedidos-pedido': () => import('./paginas/control-pedidos/ControlesPedido.js'),
  'control-pedidos-items': () => import('./paginas/control-pedidos/ItemsControl.js'),
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
  'historico-buscar': () => import('./paginas/historico/BuscarPedidos.js'),
  'historico-pedido': () => import('./paginas/historico/PedidoHistorico.js'),
  'historico-items': () => import('./paginas/historico/ItemsProducto.js'),
  'historico-items-laboratorio': () => import('./paginas/historico/ItemsLaboratorio.js'),
  'historico-bonos': () => import('./paginas/bonos/Bonos.js'),
  'transfers-lab': () => import('./paginas/transfers-lab/TransfersLab.js'),
});
