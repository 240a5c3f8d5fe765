import type { NombresDe, TablaRutas } from '@portal/shared/domain';

/**
 * The pages of mfe-cuenta-corriente and their metadata (DESIGN §4): data only, no page and no runtime import.
 * `./routes` (routes.ts) adds a page to each; the build copies this table into mf-manifest.json
 * (`metaData.rutasPortal`, build/rutas-manifiesto.cjs), where the host reads it at start-up.
 */
/** System section 2 (current accounts) and the role of every page but the invoices (SPEC §6). */
const CC = { seccion: 2, rol: 'CuentaCorriente' } as const;
const FACTURAS = { seccion: 2, rol: 'CuentaCorrienteFacturas' } as const;
const GRUPO = { requireAccesoDashboard: false, requireCtaCteGrupo: true } as const;

const RUTAS_CUENTA_CORRIENTE = {
  remoto: 'mfe-cuenta-corriente',
  rutas: {
    'cc-detalle-pagos': {
      path: '/cc/detalle-pagos', titulo: 'Detalle de pagos', ...CC,
      menu: { grupo: 'Cuenta corriente', etiqueta: 'Detalle de pagos', orden: 1 },
    },
    'cc-factura-electronica': {
      path: '/cc/factura-electronica', titulo: 'Factura electrónica', ...FACTURAS,
      menu: { grupo: 'Cuenta corriente', etiqueta: 'Factura electrónica', orden: 2 },
    },
    'cc-factura-electronica-pedido': { path: '/cc/factura-electronica/pedido/:id?', titulo: 'Factura electrónica', ...FACTURAS },
    'cc-operaciones-semana': {
      path: '/cc/operaciones-de-la-semana', titulo: 'Operaciones de la semana', ...CC,
      menu: { grupo: 'Cuenta corriente', etiqueta: 'Operaciones de la semana', orden: 3 },
    },
    'cc-descarga-movimientos': {
      path: '/cc/descarga-de-movimientos-historicos', titulo: 'Descarga de movimientos históricos', ...CC,
      menu: { grupo: 'Cuenta corriente', etiqueta: 'Movimientos históricos', orden: 4 },
    },
    'cuenta-corriente-deuda': {
      path: '/cc/composicion-de-la-deuda', titulo: 'Composición de la deuda', ...CC,
      menu: { grupo: 'Cuenta corriente', etiqueta: 'Composición de la deuda', orden: 5 },
    },
    'cc-resumenes-semanales': {
      path: '/cc/resumenes-semanales', titulo: 'Resúmenes semanales', ...CC,
      menu: { grupo: 'Cuenta corriente', etiqueta: 'Resúmenes semanales', orden: 6 },
    },

    'cc-grupo-informacion': {
      path: '/cc-grupo/informacion', titulo: 'Información del grupo', ...CC, ...GRUPO,
      menu: { grupo: 'Cuenta corriente del grupo', etiqueta: 'Información del grupo', orden: 1 },
    },
    'cc-grupo-detalle-pagos': {
      path: '/cc-grupo/detalle-pagos', titulo: 'Detalle de pagos del grupo', ...CC, ...GRUPO,
      menu: { grupo: 'Cuenta corriente del grupo', etiqueta: 'Detalle de pagos', orden: 2 },
    },
    // The group's invoices follow /cc/factura-electronica: the same invoices, seen for the group.
    'cc-grupo-factura-electronica': {
      path: '/cc-grupo/factura-electronica', titulo: 'Factura electrónica del grupo', ...FACTURAS, ...GRUPO,
      menu: { grupo: 'Cuenta corriente del grupo', etiqueta: 'Factura electrónica', orden: 3 },
    },
    'cc-grupo-factura-electronica-pedido': {
      path: '/cc-grupo/factura-electronica/pedido/:id?', titulo: 'Factura electrónica del grupo', ...FACTURAS, ...GRUPO,
    },
    'cc-grupo-composicion-deuda': {
      path: '/cc-grupo/composicion-de-la-deuda', titulo: 'Composición de la deuda del grupo', ...CC, ...GRUPO,
      menu: { grupo: 'Cuenta corriente del grupo', etiqueta: 'Composición de la deuda', orden: 4 },
    },
    'cc-grupo-resumenes-semanales': {
      path: '/cc-grupo/resumenes-semanales', titulo: 'Resúmenes semanales del grupo', ...CC, ...GRUPO,
      menu: { grupo: 'Cuenta corriente del grupo', etiqueta: 'Resúmenes semanales', orden: 5 },
    },
  },
  // A section's bare prefix (a menu heading, a typed address) opens its main page instead of a 404.
  redirecciones: [
    { desde: '/cc', hacia: 'cuenta-corriente-deuda' },
    { desde: '/cc-grupo', hacia: 'cc-grupo-informacion' },
  ],
} as const satisfies TablaRutas;

export default RUTAS_CUENTA_CORRIENTE;

declare module '@portal/shared/domain' {
  // The names routePath accepts in this package: its own pages beside the shared ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RutasConocidas extends NombresDe<typeof RUTAS_CUENTA_CORRIENTE> {}
}
