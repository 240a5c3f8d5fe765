import { probarRutasRemoto } from '@portal/shared/pruebas/rutas';
import RUTAS_HOME from './metadatos-rutas.js';
import rutas from './routes.js';

probarRutasRemoto(RUTAS_HOME, rutas);

test('SPEC §2: the dashboard, events, Instagram and banners need dashboard access; files and the sitemap do not', () => {
  for (const nombre of ['inicio', 'eventos', 'instagram', 'banners'] as const) {
    expect(RUTAS_HOME.rutas[nombre]).toMatchObject({ requireAccesoDashboard: true, requireCtaCteGrupo: false });
  }
  expect(RUTAS_HOME.rutas.archivos).toEqual({ path: '/archivos', titulo: 'Archivos', menu: { grupo: 'General', etiqueta: 'Archivos', orden: 5 } });
  expect(RUTAS_HOME.rutas.sitemap).not.toHaveProperty('requireAccesoDashboard');
  // "Inicio" is the dashboard itself: a group of one entry, which the menu shows as a plain entry.
  expect(RUTAS_HOME.rutas.inicio).toMatchObject({ path: '/', titulo: 'Inicio', menu: { grupo: 'Inicio', etiqueta: 'Inicio' } });
});
