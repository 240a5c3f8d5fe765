import { definirRutas } from '@portal/shared/client';
import { conSeccion } from './paginas/comun/ConSeccion.js';
import RUTAS_DEVOLUCIONES from './metadatos-rutas.js';

/** System sections (SPEC §2): general returns, recalls, expired products. */
const DEVOLUCIONES = 11;
const RECALLS = 41;
const VENCIDOS = 8;

/** The history of returns, of one order's returned lines and of one product's. */
const buscar = conSeccion(DEVOLUCIONES, () => import('./paginas/devoluciones/Buscar.js'));
const buscarRecalls = conSeccion(RECALLS, () => import('./paginas/recalls/Historicos.js').then((m) => ({ default: m.BuscarRecalls })));
const buscarVencidos = conSeccion(VENCIDOS, () => import('./paginas/vencidos/Historicos.js').then((m) => ({ default: m.BuscarVencidos })));

/**
 * The module the host loads as `./routes`: every route of metadatos-rutas.ts with its lazily loaded page (shown only
 * with the route's section enabled).
 */
export default definirRutas(RUTAS_DEVOLUCIONES, {
  'devoluciones-seleccionar-factura': conSeccion(DEVOLUCIONES, () => import('./paginas/devoluciones/SeleccionarFactura.js')),
  'devoluciones-buscar': buscar,
  'devoluciones-pedido': buscar,
  'devoluciones-items': buscar,
  'devoluciones-nueva-desde-factura': conSeccion(DEVOLUCIONES, () => import('./paginas/devoluciones/NuevaDesdeFactura.js')),
  'devoluciones-resumen': conSeccion(DEVOLUCIONES, () => import('./paginas/devoluciones/Resumen.js')),
  'devoluciones-confirmacion': conSeccion(DEVOLUCIONES, () => import('./paginas/devoluciones/Confirmacion.js')),
  'recalls-nuevo': conSeccion(RECALLS, () => import('./paginas/recalls/NuevoRecall.js')),
  'recalls-ingreso-lotes-items': conSeccion(RECALLS, () => import('./paginas/recalls/IngresoLotesRecall.js')),
  'recalls-resumen': conSeccion(RECALLS, () => import('./paginas/recalls/ResumenRecall.js')),
  'recalls-buscar': buscarRecalls,
  'buscar-pedidos-recall-id': buscarRecalls,
  'buscar-items-pedido-recall-troquel': buscarRecalls,
  'recalls-confirmacion': conSeccion(RECALLS, () => import('./paginas/recalls/Historicos.js').then((m) => ({ default: m.ConfirmacionRecall }))),
  'vencidos-home': conSeccion(VENCIDOS, () => import('./paginas/vencidos/VencidosHome.js')),
  'ingreso-lotes-vencidos': conSeccion(VENCIDOS, () => import('./paginas/vencidos/IngresoLotesVencidos.js')),
  'devolucion-vencido-resumen': conSeccion(VENCIDOS, () => import('./paginas/vencidos/ResumenVencidos.js')),
  'buscar-pedidos-vencidos': buscarVencidos,
  'buscar-pedidos-vencidos-id': buscarVencidos,
  'buscar-items-pedido-vencido-troquel': buscarVencidos,
  'vencidos-confirmacion': conSeccion(VENCIDOS, () => import('./paginas/vencidos/Historicos.js').then((m) => ({ default: m.ConfirmacionVencidos }))),
  // Shown when section 8 is off: never behind it (kiosk mode allows it too).
  'vencidos-deshabilitado': () => import('./paginas/vencidos/VencidosDeshabilitado.js'),
});
