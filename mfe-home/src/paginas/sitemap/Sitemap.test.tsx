import { screen } from '@testing-library/react';
import { permisosDeRoles, type Rol } from '@portal/shared/domain';
import { USUARIO_PRUEBA } from '@portal/shared/desarrollo';
import { mostrar } from '../../../test/api-prueba.js';
import Sitemap from './Sitemap.js';
import { mapaDelSitio } from './mapa.js';

const usuario = (roles: Rol[]) => ({ ...USUARIO_PRUEBA, roles, permisos: permisosDeRoles(roles) });

test("cuenta.demo's sitemap holds its current account and files, and no ordering or dashboard page", () => {
  const grupos = mapaDelSitio(usuario(['CuentaCorriente', 'CuentaCorrienteFacturas']));
  const paths = grupos.flatMap((g) => g.rutas.map((r) => r.path));
  expect(paths).toEqual(expect.arrayContaining(['/archivos', '/sitemap']));
  expect(paths.some((p) => p.startsWith('/pedidos'))).toBe(false);
  expect(paths).not.toContain('/');
  expect(paths).not.toContain('/eventos');
});

test('a user with every role sees the dashboard and ordering pages, grouped by section with their titles', () => {
  mostrar(<Sitemap />, usuario(['Pedidos', 'ConsultorStock', 'AccesoDashboard', 'CuentaCorriente', 'Administrador']), '/sitemap');
  expect(screen.getByRole('heading', { name: 'Inicio', level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Pedidos', level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nuevo pedido' })).toHaveAttribute('href', '/pedidos/nuevo');
  expect(screen.getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/eventos');
});
