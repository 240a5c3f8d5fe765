import { registrarRutas, tieneRutas, type DefinicionRuta, type NombresDe, type TablaRutas } from '@portal/shared/domain';

/**
 * The host's own pages (SPEC §2 "Public and error routes" and the component area): public, out of the menu. Every
 * section's pages come from the remotes' manifests at start-up (federacion/); the host's build holds none of them.
 */
const PUBLICA = { isPublic: true, menuHidden: true } as const;
const storybook = (sub: string) => ({ ...PUBLICA, path: `/storybook/${sub}`, titulo: `Storybook: ${sub}` }) satisfies DefinicionRuta;

export const RUTAS_HOST = {
  remoto: 'host',
  rutas: {
    error404: { ...PUBLICA, path: '/error404', titulo: 'Página no encontrada' },
    error500: { ...PUBLICA, path: '/error500', titulo: 'Error inesperado' },
    error401: { ...PUBLICA, path: '/error401', titulo: 'Sin permisos para acceder' },
    'sitio-en-mantenimiento': { ...PUBLICA, path: '/sitio-en-mantenimiento', titulo: 'Sitio en mantenimiento' },
    'seccion-en-mantenimiento': { ...PUBLICA, path: '/seccion-en-mantenimiento', titulo: 'Sección en mantenimiento' },
    'oidc-callback': { ...PUBLICA, path: '/oidc-callback', titulo: 'Auth Callback' },
    'oidc-callback-error': { ...PUBLICA, path: '/oidc-callback-error', titulo: 'Error al establecer conexión' },
    autologin: { ...PUBLICA, path: '/autologin', titulo: 'Ingreso automático' },

    'storybook-importar-excel': storybook('importar-excel'),
    'storybook-ingreso-lotes': storybook('ingreso-lotes'),
    'storybook-loading': storybook('loading'),
    'storybook-others': storybook('others'),
    'storybook-select-number': storybook('select-number'),
    'storybook-smart-table-array': storybook('smart-table-array'),
    'storybook-smart-table-promise': storybook('smart-table-promise'),
    'storybook-sorting': storybook('sorting'),
  },
  redirecciones: [{ desde: '/storybook', hacia: 'storybook-smart-table-array' }],
} as const satisfies TablaRutas;

/** The host's routes in the page's route table (once): before anything looks a path up. */
export function registrarRutasHost(): void {
  if (!tieneRutas('host')) registrarRutas(RUTAS_HOST);
}

declare module '@portal/shared/domain' {
  // The names routePath accepts in the host: its own pages beside the shared ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RutasConocidas extends NombresDe<typeof RUTAS_HOST> {}
}
