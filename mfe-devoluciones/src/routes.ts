import { definirRutas } from '@portal/shared/client';

/** Screens not built yet share one lazily loaded page that shows the route's title. */
const enDesarrollo = () => import('./paginas/EnDesarrollo.js');

/** Every route RUTAS gives to mfe-devoluciones, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-devoluciones', {
  'devoluciones-seleccionar-factura': enDesarrollo,
  'devoluciones-buscar': enDesarrollo,
  'devoluciones-pedido': enDesarrollo,
  'devoluciones-items': enDesarrollo,
  'devoluciones-nueva-desde-factura': enDesarrollo,
  'devoluciones-resumen': enDesarrollo,
  'devoluciones-confirmacion': enDesarrollo,
  'recalls-nuevo': enDesarrollo,
  'recalls-ingreso-lotes-items': enDesarrollo,
  'recalls-resumen': enDesarrollo,
  'recalls-buscar': enDesarrollo,
  'buscar-pedidos-recall-id': enDesarrollo,
  'buscar-items-pedido-recall-troquel': enDesarrollo,
  'recalls-confirmacion': enDesarrollo,
  'vencidos-home': enDesarrollo,
  'ingreso-lotes-vencidos': enDesarrollo,
  'devolucion-vencido-resumen': enDesarrollo,
  'buscar-pedidos-vencidos': enDesarrollo,
  'buscar-pedidos-vencidos-id': enDesarrollo,
  'buscar-items-pedido-vencido-troquel': enDesarrollo,
  'vencidos-confirmacion': enDesarrollo,
  'vencidos-deshabilitado': enDesarrollo,
});
