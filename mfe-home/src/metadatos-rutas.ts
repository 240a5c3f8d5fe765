import type { NombresDe, TablaRutas } from '@portal/shared/domain';

/**
 * The pages of mfe-home and their metadata (DESIGN §4): data only, no page and no runtime import. `./routes`
 * (routes.ts) adds a page to each; the build copies this table into mf-manifest.json (`metaData.rutasPortal`,
 * build/rutas-manifiesto.cjs), where the host reads it at start-up. A new page is a line here and one in routes.ts.
 */
const DASHBOARD = { requireAccesoDashboard: true, requireCtaCteGrupo: false } as const;

const RUTAS_HOME = {
  remoto: 'mfe-home',
  rutas: {
    // The dashboard alone: its own page, shown as a plain menu entry (no submenu).
    inicio: { path: '/', titulo: 'Inicio', ...DASHBOARD, menu: { grupo: 'Inicio', etiqueta: 'Inicio', orden: 1 } },
    // SPEC §2 "Home and general": pages anyone may reach beside the dashboard.
    eventos: { path: '/eventos', titulo: 'Eventos', ...DASHBOARD, menu: { grupo: 'General', etiqueta: 'Eventos', orden: 2 } },
    instagram: { path: '/instagram', titulo: 'Instagram', ...DASHBOARD, menu: { grupo: 'General', etiqueta: 'Instagram', orden: 3 } },
    banners: { path: '/banners', titulo: 'Banners', ...DASHBOARD, menu: { grupo: 'General', etiqueta: 'Banners', orden: 4 } },
    archivos: { path: '/archivos', titulo: 'Archivos', menu: { grupo: 'General', etiqueta: 'Archivos', orden: 5 } },
    sitemap: { path: '/sitemap', titulo: 'Sitemap', menu: { grupo: 'General', etiqueta: 'Sitemap', orden: 6 } },
  },
} as const satisfies TablaRutas;

export default RUTAS_HOME;

declare module '@portal/shared/domain' {
  // The names routePath accepts in this package: its own pages beside the shared ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RutasConocidas extends NombresDe<typeof RUTAS_HOME> {}
}
