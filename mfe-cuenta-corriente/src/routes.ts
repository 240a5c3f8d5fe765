import { definirRutas } from '@portal/shared/client';

/** Screens not built yet share one lazily loaded page that shows the route's title. */
const enDesarrollo = () => import('./paginas/EnDesarrollo.js');

/** Every route RUTAS gives to mfe-cuenta-corriente, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-cuenta-corriente', {
  'cc-detalle-pagos': enDesarrollo,
  'cc-factura-electronica': enDesarrollo,
  'cc-factura-electronica-pedido': enDesarrollo,
  'cc-operaciones-semana': enDesarrollo,
  'cc-descarga-movimientos': enDesarrollo,
  'cuenta-corriente-deuda': enDesarrollo,
  'cc-resumenes-semanales': enDesarrollo,
  'cc-grupo-informacion': enDesarrollo,
  'cc-grupo-detalle-pagos': enDesarrollo,
  'cc-grupo-factura-electronica': enDesarrollo,
  'cc-grupo-factura-electronica-pedido': enDesarrollo,
  'cc-grupo-composicion-deuda': enDesarrollo,
  'cc-grupo-resumenes-semanales': enDesarrollo,
});
