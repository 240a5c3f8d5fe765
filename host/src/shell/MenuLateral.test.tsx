import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@portal/shared/client';
import { retirarRutas } from '@portal/shared/domain';
import { registrarPortal, rutasDelPortal } from '../../test/support/tablasRemotas.js';
import { usuarioCon } from '../../test/support/usuarios.js';
import { entradasMenu, inicialesGrupo, itemsMenu } from './construirMenu.js';
import { MenuLateral } from './MenuLateral.js';

/** The portal's route table as the start-up merges it: the host's and every remote's manifest. */
const TODAS = rutasDelPortal();
const etiquetas = (grupos: ReturnType<typeof entradasMenu>) => grupos.map((g) => [g[0].grupo, g.map((e) => e.etiqueta)]);

beforeEach(() => {
  useSessionStore.getState().limpiar();
  registrarPortal();
});

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
    ['Inicio', ['Inicio']],
    ['General', ['Eventos', 'Instagram', 'Banners', 'Archivos', 'Sitemap']],
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

function mostrarMenu(roles: Parameters<typeof usuarioCon>[0], secciones: number[], path = '/sitemap') {
  useSessionStore.getState().setSesion(usuarioCon(roles, secciones), 'token');
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <MenuLateral />
    </MemoryRouter>,
  );
  return { menu: screen.getByRole('menu', { name: 'Menú principal' }), container };
}

test('"Inicio" es una entrada simple, sin flecha de submenú, que abre el tablero', async () => {
  const { menu, container } = mostrarMenu(['Pedidos', 'ConsultorStock', 'AccesoDashboard'], [1]);

  const inicio = screen.getByRole('menuitem', { name: 'Inicio' });
  expect(inicio).not.toHaveAttribute('aria-expanded');
  expect(inicio.closest('.ant-menu-submenu')).toBeNull();
  // Every other group keeps its arrow: one arrow per submenu, none for Inicio.
  expect(container.querySelectorAll('.ant-menu-submenu-arrow')).toHaveLength(container.querySelectorAll('.ant-menu-submenu').length);
  expect(itemsMenu(entradasMenu(TODAS, usuarioCon(['AccesoDashboard'], [1]), Date.now()))[0]).toMatchObject({ key: '/' });
  expect(within(inicio).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  expect(menu).toHaveTextContent('Pedidos');
});

test('un usuario sin acceso al tablero (archivos.demo) ve solo lo que puede abrir: ni Inicio ni pedidos', async () => {
  const { menu } = mostrarMenu(['Pedidos', 'ConsultorStock'], [1]);

  expect(screen.queryByRole('menuitem', { name: 'Inicio' })).not.toBeInTheDocument();
  expect(menu).not.toHaveTextContent('Pedidos');
  expect(menu).not.toHaveTextContent('Histórico');
  expect(menu).not.toHaveTextContent('Control de pedidos');
  // The group it is on opens by itself (the current page is /sitemap), with exactly what the guards let it open.
  const general = screen.getByRole('menuitem', { name: 'General', expanded: true });
  expect(general).toBeInTheDocument();
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['General', 'Archivos', 'Sitemap']);
});

test('llegar a una página por una redirección (/ → /archivos) abre su grupo, como entrar directo', async () => {
  useSessionStore.getState().setSesion(usuarioCon(['Pedidos', 'ConsultorStock'], [1]), 'token');
  render(
    // As in the shell: the menu is already there when the page's guard sends the user on.
    <MemoryRouter initialEntries={['/']}>
      <MenuLateral />
      <Routes>
        <Route path="/" element={<Navigate to="/archivos" replace />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('menuitem', { name: 'General', expanded: true })).toBeInTheDocument();
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['General', 'Archivos', 'Sitemap']);
});

test('los grupos siguen el orden de los remotos en la configuración, cada uno en el orden de su tabla', () => {
  const todosLosRoles = usuarioCon(['Pedidos', 'ConsultorStock', 'AccesoDashboard', 'CuentaCorriente', 'CuentaCorrienteFacturas', 'Devoluciones', 'Administrador']);
  expect(entradasMenu(TODAS, todosLosRoles, Date.now()).map((g) => g[0].grupo)).toEqual([
    'Inicio',
    'General',
    'Control de pedidos',
    'Pedidos',
    'Histórico',
    'Cuenta corriente',
    'Devoluciones',
    'Recalls',
    'Vencidos',
    'Administración',
  ]);
});

test('las entradas de un remoto que no respondió no están, y aparecen cuando llega su tabla', async () => {
  retirarRutas('mfe-pedidos');
  mostrarMenu(['Pedidos', 'ConsultorStock', 'AccesoDashboard'], [1]);
  const menu = screen.getByRole('menu', { name: 'Menú principal' });
  expect(menu).toHaveTextContent('General');
  expect(menu).not.toHaveTextContent('Pedidos');

  act(() => registrarPortal());
  expect(screen.getByRole('menu', { name: 'Menú principal' })).toHaveTextContent('Pedidos');
});

test('sin usuario no hay menú', () => {
  expect(entradasMenu(TODAS, null, Date.now())).toEqual([]);
});

/** Where the router is, and how many times it moved. */
const movimientos: string[] = [];
function Ubicacion() {
  const { pathname, key } = useLocation();
  if (movimientos.at(-1) !== key) movimientos.push(key);
  return <output aria-label="ubicación">{pathname}</output>;
}

test('cada entrada es un enlace a su página (clic central, abrir en otra pestaña); un clic navega una vez, y Enter también', async () => {
  useSessionStore.getState().setSesion(usuarioCon(['Pedidos', 'ConsultorStock'], [1]), 'token');
  movimientos.length = 0;
  render(
    <MemoryRouter initialEntries={['/sitemap']}>
      <MenuLateral />
      <Routes>
        <Route path="*" element={<Ubicacion />} />
      </Routes>
    </MemoryRouter>,
  );
  const archivos = screen.getByRole('link', { name: 'Archivos' });
  expect(archivos).toHaveAttribute('href', '/archivos');
  expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');

  await userEvent.click(archivos);
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/archivos');
  // The link and the menu do not both navigate: one step in the history.
  expect(movimientos).toHaveLength(2);

  // A middle click is the browser's (a new tab): the page stays.
  fireEvent.click(screen.getByRole('link', { name: 'Sitemap' }), { button: 1 });
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/archivos');

  // The keyboard: Enter on the focused entry's link.
  screen.getByRole('link', { name: 'Sitemap' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByLabelText('ubicación')).toHaveTextContent('/sitemap');
});

test('plegado (por debajo de 1200 px) cada grupo muestra sus iniciales, distintas en todo el portal, y sus páginas se abren en una ventana con su nombre', async () => {
  const todos = entradasMenu(TODAS, usuarioCon(['Administrador', 'Pedidos', 'ConsultorStock', 'AccesoDashboard', 'CuentaCorriente', 'CuentaCorrienteGrupo', 'Devoluciones'], [1, 2, 8, 10, 11]), Date.now());
  const iniciales = todos.map((g) => inicialesGrupo(g[0].grupo));
  expect(new Set(iniciales).size).toBe(iniciales.length);
  expect(inicialesGrupo('Cuenta corriente del grupo')).toBe('CG');
  expect(inicialesGrupo('Control de pedidos')).toBe('CP');
  expect(inicialesGrupo('Pedidos')).toBe('P');

  useSessionStore.getState().setSesion(usuarioCon(['Pedidos', 'AccesoDashboard'], [1]), 'token');
  render(
    <MemoryRouter initialEntries={['/historico/buscar']}>
      <MenuLateral plegado />
    </MemoryRouter>,
  );
  const menu = screen.getByRole('menu', { name: 'Menú principal' });
  expect(menu).toHaveTextContent('H');
  expect(screen.queryByText('Recuperador')).not.toBeInTheDocument();
  await userEvent.hover(within(menu).getAllByRole('menuitem').find((m) => m.textContent?.startsWith('P'))!);
  expect(await screen.findByRole('link', { name: 'Recuperador' }, { timeout: 5_000 })).toHaveAttribute('href', '/pedidos/recuperador');
});
