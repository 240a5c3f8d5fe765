import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSessionStore } from '@portal/shared/client';
import { RUTAS } from '@portal/shared/domain';
import { usuarioCon } from '../../test/support/usuarios.js';
import { entradasMenu } from './construirMenu.js';
import { MenuLateral } from './MenuLateral.js';

const TODAS = Object.values(RUTAS);
const etiquetas = (grupos: ReturnType<typeof entradasMenu>) => grupos.map((g) => [g[0].grupo, g.map((e) => e.etiqueta)]);

beforeEach(() => useSessionStore.getState().limpiar());

test('el menú muestra solo los grupos y entradas que permiten los roles del usuario', async () => {
  useSessionStore.getState().setSesion(usuarioCon(['Pedidos', 'AccesoDashboard'], [1]), 'token');
  render(
    <MemoryRouter initialEntries={['/historico/buscar']}>
      <MenuLateral />
    </MemoryRouter>,
  );

  const menu = screen.getByRole('menu', { name: 'Menú principal' });
  expect(menu).toHaveTextContent('Pedidos');
  expect(menu).toHaveTextContent('Histórico');
  expect(menu).not.toHaveTextContent('Devoluciones');
  expect(menu).not.toHaveTextContent('Administración');
  expect(menu).not.toHaveTextContent('Cuenta corriente');

  await userEvent.click(screen.getByRole('menuitem', { name: 'Pedidos', expanded: false }));
  expect(await screen.findByText('Recuperador')).toBeInTheDocument();
  expect(screen.queryByText('Nuevo pedido')).not.toBeInTheDocument();
});

test('las entradas de pantallas con parámetros u ocultas no van al menú y cada grupo sigue su orden', () => {
  const grupos = entradasMenu(TODAS, usuarioCon(['Pedidos', 'ConsultorStock', 'AccesoDashboard'], [1]), Date.now());

  expect(etiquetas(grupos)).toEqual([
    ['Inicio', ['Inicio', 'Eventos', 'Instagram', 'Banners', 'Archivos', 'Sitemap']],
    ['Control de pedidos', ['Nuevo control', 'Histórico de controles']],
    ['Pedidos', ['Nuevo pedido', 'Recuperador', 'Favoritos', 'Combos', 'Importador']],
    ['Histórico', ['Pedidos', 'Bonos', 'Transfers de laboratorio']],
  ]);
});

test('una sección no habilitada para la farmacia queda fuera aunque el usuario tenga el rol', () => {
  const grupos = entradasMenu(TODAS, usuarioCon(['Devoluciones'], [11, 8]), Date.now());
  const nombres = grupos.map((g) => g[0].grupo);

  expect(nombres).toContain('Devoluciones');
  expect(nombres).toContain('Vencidos');
  expect(nombres).not.toContain('Recalls');
});

test('sin usuario no hay menú', () => {
  expect(entradasMenu(TODAS, null, Date.now())).toEqual([]);
});
