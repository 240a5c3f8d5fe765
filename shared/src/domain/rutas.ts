import type { Rol } from './roles.js';

/**
 * Routes (DESIGN §4): each remote declares its own pages in its `src/rutas.ts` (metadata only, copied by its build into
 * its mf-manifest.json) and the host its own; the host merges them at start-up. This file keeps the types and what
 * crosses sections: the routes other sections link to (RUTAS_COMPARTIDAS).
 */

export interface EntradaMenu {
  /** The menu heading the entry goes under; groups show in the order they first appear (remotes in config order). */
  grupo: string;
  etiqueta: string;
  /** Place inside its group. */
  orden: number;
}

/** What a route declares, beside its name and its remote. */
export interface DefinicionRuta {
  /** Absolute react-router pattern: `:param`, `:param?` (optional) and a final `*` (one or more segments). */
  path: string;
  /** Spanish title: the page's `document.title`, the sitemap's link. */
  titulo: string;
  /** System section (SPEC §3) that must be enabled for the pharmacy for the route to be in the menu. */
  seccion?: number;
  isPublic?: boolean;
  /** SPEC §4 guard 2 applies only to routes that carry both flags. */
  requireAccesoDashboard?: boolean;
  requireCtaCteGrupo?: boolean;
  /** SPEC §4 guard 3: the role the user needs (else /error401); none, any signed-in user. */
  rol?: Rol;
  menuHidden?: boolean;
  /**
   * The page orders or records for the pharmacy (the cart, a confirmation, a delivery's control): a blocked pharmacy,
   * or one without balance, is sent to its own page instead (SPEC §4). Reading pages (history, controls done) stay open.
   */
  soloFarmaciaHabilitada?: boolean;
  /** A counter screen showing one page: no menu, no header. */
  kiosk?: boolean;
  paramsDigitos?: readonly string[];
  menu?: EntradaMenu;
}

export interface MetaRuta extends DefinicionRuta {
  nombre: string;
  /** `host` or the remote's name in config.json. */
  remoto: string;
}

/** A bare prefix that opens a page of the same table (`/pedidos` → pedido-nuevo). */
export interface Redireccion {
  desde: string;
  hacia: string;
}

/** A remote's (or the host's) route metadata: its `src/rutas.ts`, the `rutasPortal` of its mf-manifest.json. */
export interface TablaRutas {
  remoto: string;
  rutas: Readonly<Record<string, DefinicionRuta>>;
  redirecciones?: readonly Redireccion[];
}

/** A route another section links to: its owner and path (and digit-only parameters) are a promise across sections. */
export interface RutaCompartida {
  remoto: string;
  path: string;
  paramsDigitos?: readonly string[];
}

/**
 * The only routes named across sections: the host's pages that shared code sends to, and the remote pages that another
 * section (or the host's shell) links to. Each remote's route test checks it still serves these with the same path.
 */
export const RUTAS_COMPARTIDAS = {
  error404: { remoto: 'host', path: '/error404' },
  error401: { remoto: 'host', path: '/error401' },
  error500: { remoto: 'host', path: '/error500' },
  'sitio-en-mantenimiento': { remoto: 'host', path: '/sitio-en-mantenimiento' },
  'seccion-en-mantenimiento': { remoto: 'host', path: '/seccion-en-mantenimiento' },
  'oidc-callback-error': { remoto: 'host', path: '/oidc-callback-error' },

  // The guards' destinations (SPEC §4 guard 2).
  archivos: { remoto: 'mfe-home', path: '/archivos' },
  'cuenta-corriente-deuda': { remoto: 'mfe-cuenta-corriente', path: '/cc/composicion-de-la-deuda' },
  // Links of the dashboard widgets and banners, the shell's badges and the pharmacy-block rule.
  'pedido-nuevo': { remoto: 'mfe-pedidos', path: '/pedidos/nuevo' },
  recuperador: { remoto: 'mfe-pedidos', path: '/pedidos/recuperador' },
  'resumen-pedido': { remoto: 'mfe-pedidos', path: '/pedidos/resumen' },
  'historico-bonos': { remoto: 'mfe-pedidos', path: '/historico/bonos' },
  'historico-pedido': { remoto: 'mfe-pedidos', path: '/historico/pedido/:pedidoId', paramsDigitos: ['pedidoId'] },
  'historico-buscar': { remoto: 'mfe-pedidos', path: '/historico/buscar' },
  'farmacia-bloqueada': { remoto: 'mfe-pedidos', path: '/pedidos/farmacia-bloqueada' },
  'farmacia-sin-saldo': { remoto: 'mfe-pedidos', path: '/pedidos/farmacia-sin-saldo' },
  'cc-factura-electronica-pedido': { remoto: 'mfe-cuenta-corriente', path: '/cc/factura-electronica/pedido/:id?' },
  'recalls-nuevo': { remoto: 'mfe-devoluciones', path: '/recalls/nuevo' },
} as const satisfies Record<string, RutaCompartida>;

/**
 * Route names `routePath` accepts in a package: the shared ones, and those a remote adds for its own pages by
 * augmenting this interface from its `src/rutas.ts` (`declare module '@portal/shared/domain'`). Each package is
 * type-checked alone, so a remote sees only its own names beside the shared ones.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RutasConocidas extends Record<keyof typeof RUTAS_COMPARTIDAS, true> {}

export type NombreRuta = keyof RutasConocidas & string;

/** The names a route table declares: what a remote adds to RutasConocidas. */
export type NombresDe<T extends TablaRutas> = Record<keyof T['rutas'] & string, true>;
