import type { NombresDe, TablaRutas } from '@portal/shared/domain';

/**
 * The pages of mfe-admin and their metadata (DESIGN §4): data only, no page and no runtime import. `./routes`
 * (routes.ts) adds a page to each; the build copies this table into mf-manifest.json (`metaData.rutasPortal`,
 * build/rutas-manifiesto.cjs), where the host reads it at start-up. A new page is a line here and one in routes.ts.
 */
const ADMIN = { rol: 'Administrador' } as const;

const RUTAS_ADMIN = {
  remoto: 'mfe-admin',
  rutas: {
    'lista-usuarios': {
      path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia', ...ADMIN,
      menu: { grupo: 'Administración', etiqueta: 'Usuarios', orden: 1 },
    },
    'crear-usuario': { path: '/admin-usuarios/crear', titulo: 'Crear usuario de farmacia', ...ADMIN, menuHidden: true },
    'editar-usuario': { path: '/admin-usuarios/editar/:id', titulo: 'Editar usuario farmacia', ...ADMIN, menuHidden: true },
  },
} as const satisfies TablaRutas;

export default RUTAS_ADMIN;

declare module '@portal/shared/domain' {
  // The names routePath accepts in this package: its own pages beside the shared ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RutasConocidas extends NombresDe<typeof RUTAS_ADMIN> {}
}
