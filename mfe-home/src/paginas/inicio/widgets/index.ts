import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { NombreWidget } from '@portal/shared/contracts';

/** Each widget's code loads when the dashboard first shows it, so the page holds only those the user placed. */
export const COMPONENTES_WIDGET: Record<NombreWidget, LazyExoticComponent<ComponentType>> = {
  carrito: lazy(() => import('./WidgetCarrito.js')),
  'proximo-cierre': lazy(() => import('./WidgetProximoCierre.js')),
  'saldo-cuenta-corriente': lazy(() => import('./WidgetSaldo.js')),
  'ultimos-pedidos': lazy(() => import('./WidgetUltimosPedidos.js')),
  recuperador: lazy(() => import('./WidgetRecuperador.js')),
  bonos: lazy(() => import('./WidgetBonos.js')),
  recalls: lazy(() => import('./WidgetRecalls.js')),
  evento: lazy(() => import('./WidgetEvento.js')),
  novedades: lazy(() => import('./WidgetNovedades.js')),
  banners: lazy(() => import('./WidgetBanners.js')),
};
