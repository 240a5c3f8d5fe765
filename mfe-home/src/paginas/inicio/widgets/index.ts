import type { ComponentType } from 'react';
import type { NombreWidget } from '@portal/shared/contracts';
import WidgetBanners from './WidgetBanners.js';
import WidgetBonos from './WidgetBonos.js';
import WidgetCarrito from './WidgetCarrito.js';
import WidgetEvento from './WidgetEvento.js';
import WidgetNovedades from './WidgetNovedades.js';
import WidgetProximoCierre from './WidgetProximoCierre.js';
import WidgetRecalls from './WidgetRecalls.js';
import WidgetRecuperador from './WidgetRecuperador.js';
import WidgetSaldo from './WidgetSaldo.js';
import WidgetUltimosPedidos from './WidgetUltimosPedidos.js';

/**
 * Every widget ships with the dashboard (a few KB each) instead of loading when placed: a widget that suspends after
 * the page has shown is revealed no sooner than 300 ms after its fallback (React's throttle), and its data call waited
 * for that. Each still fetches its own data and shows its own loading, empty and error states.
 */
export const COMPONENTES_WIDGET: Record<NombreWidget, ComponentType> = {
  carrito: WidgetCarrito,
  'proximo-cierre': WidgetProximoCierre,
  'saldo-cuenta-corriente': WidgetSaldo,
  'ultimos-pedidos': WidgetUltimosPedidos,
  recuperador: WidgetRecuperador,
  bonos: WidgetBonos,
  recalls: WidgetRecalls,
  evento: WidgetEvento,
  novedades: WidgetNovedades,
  banners: WidgetBanners,
};
