import { definirRutas } from '@portal/shared/client';
import RUTAS_CUENTA_CORRIENTE from './metadatos-rutas.js';

/** The module the host loads as `./routes`: every route of metadatos-rutas.ts with its lazily loaded page. */
export default definirRutas(RUTAS_CUENTA_CORRIENTE, {
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
