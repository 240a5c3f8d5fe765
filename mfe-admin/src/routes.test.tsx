import { probarRutasRemoto } from '@portal/shared/pruebas/rutas';
import RUTAS_ADMIN from './metadatos-rutas.js';
import rutas from './routes.js';

probarRutasRemoto(RUTAS_ADMIN, rutas);

test('SPEC §2 and §6: the user administration pages, their titles, and the Administrador role on every one', () => {
  expect(RUTAS_ADMIN.rutas['lista-usuarios']).toMatchObject({ path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia' });
  expect(RUTAS_ADMIN.rutas['crear-usuario']).toMatchObject({ path: '/admin-usuarios/crear', titulo: 'Crear usuario de farmacia', menuHidden: true });
  expect(RUTAS_ADMIN.rutas['editar-usuario']).toMatchObject({ path: '/admin-usuarios/editar/:id', titulo: 'Editar usuario farmacia', menuHidden: true });
  for (const ruta of Object.values(RUTAS_ADMIN.rutas)) expect(ruta.rol).toBe('Administrador');
});
