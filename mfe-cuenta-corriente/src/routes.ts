import { definirRutas } from '@portal/shared/client';

/** Every route RUTAS gives to mfe-cuenta-corriente, each with its lazily loaded page: the module the host loads as `./routes`. */
export default definirRutas('mfe-cuenta-corriente', {
  'cc-detalle-pagos': () => import('./paginas/detalle-pagos/DetallePagos.js'),
  'cc-factura-electronica': () => import('./paginas/factura-electronica/FacturaElectronica.js'),
  'cc-factura-electronica-pedido': () => import('./paginas/factura-electronica/FacturaElectronica.js'),
  'cc-operaciones-semana': () => import('./paginas/operaciones-semana/OperacionesSemana.js'),
  'cc-descarga-movimientos': () => import('./paginas/descarga-movimientos/DescargaMovimientos.js'),
  'cuenta-corriente-deuda': () => import('./paginas/composicion-deuda/ComposicionDeuda.js'),
  'cc-resumenes-semanales': () => import('./paginas/resumenes-semanales/ResumenesSemanales.js'),
  'cc-grupo-informacion': () => import('./paginas/informacion-grupo/InformacionGrupo.js'),
  'cc-grupo-detalle-pagos': () => import('./paginas/detalle-pagos/DetallePagosGrupo.js'),
  'cc-grupo-factura-electronica': () => import('./paginas/factura-electronica/FacturaElectronicaGrupo.js'),
  'cc-grupo-factura-electronica-pedido': () => import('./paginas/factura-electronica/FacturaElectronicaGrupo.js'),
  'cc-grupo-composicion-deuda': () => import('./paginas/composicion-deuda/ComposicionDeudaGrupo.js'),
  'cc-grupo-resumenes-semanales': () => import('./paginas/resumenes-semanales/ResumenesSemanalesGrupo.js'),
});
