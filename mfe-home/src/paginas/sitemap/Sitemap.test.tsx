import { act, screen } from '@testing-library/react';
import { permisosDeRoles, registrarRutas, retirarRutas, type Rol, type TablaRutas } from '@portal/shared/domain';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { mostrar } from '../../../test/api-prueba.js';
import RUTAS_HOME from '../../metadatos-rutas.js';
import Sitemap from './Sitemap.js';
import { mapaDelSitio } from './mapa.js';

const usuario = (roles: Rol[]) => ({ ...USUARIO_PRUEBA, roles, permisos: permisosDeRoles(roles) });

/** Another section's table as the host merges it from that section's manifest: the sitemap knows no other source. */
const PEDIDOS: TablaRutas = {
  remoto: 'mfe-pedidos',
  rutas: {
    'pedido-nuevo': {
      path: '/pedidos/nuevo',
      titulo: 'Nuevo pedido',
      seccion: 1,
      rol: 'ConsultorStock',
      requireAccesoDashboard: true,
      requireCtaCteGrupo: false,
      menu: { grupo: 'Pedidos', etiqueta: 'Nuevo pedido', orden: 1 },
    },
    'resumen-pedido': { path: '/pedidos/resumen', titulo: 'Resumen pedido', seccion: 1, rol: 'Pedidos', menuHidden: true },
  },
};

beforeEach(() => {
  registrarRutas(RUTAS_HOME);
  registrarRutas(PEDIDOS);
});
afterEach(() => retirarRutas('mfe-pedidos'));

test("cuenta.demo's sitemap holds its files, and no ordering or dashboard page", () => {
  const grupos = mapaDelSitio(usuario(['CuentaCorriente', 'CuentaCorrienteFacturas']));
  const paths = grupos.flatMap((g) => g.rutas.map((r) => r.path));
  expect(paths).toEqual(expect.arrayContaining(['/archivos', '/sitemap']));
  expect(paths.some((p) => p.startsWith('/pedidos'))).toBe(false);
  expect(paths).not.toContain('/');
  expect(paths).not.toContain('/eventos');
});

test("a user with every role sees the dashboard and every section's pages of the portal's table, grouped by section with their titles", () => {
  mostrar(<Sitemap />, usuario(['Pedidos', 'ConsultorStock', 'AccesoDashboard', 'CuentaCorriente', 'Administrador']), '/sitemap');
  expect(screen.getByRole('heading', { name: 'Inicio', level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Pedidos', level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nuevo pedido' })).toHaveAttribute('href', '/pedidos/nuevo');
  expect(screen.getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');
  expect(screen.queryByRole('link', { name: 'Resumen pedido' })).not.toBeInTheDocument();
});

test('a section that did not answer lists nothing, and its pages appear once the portal has its routes', () => {
  retirarRutas('mfe-pedidos');
  mostrar(<Sitemap />, usuario(['Pedidos', 'ConsultorStock', 'AccesoDashboard']), '/sitemap');
  expect(screen.queryByRole('heading', { name: 'Pedidos', level: 3 })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Eventos' })).toBeInTheDocument();

  act(() => registrarRutas(PEDIDOS));
  expect(screen.getByRole('link', { name: 'Nuevo pedido' })).toHaveAttribute('href', '/pedidos/nuevo');
});
