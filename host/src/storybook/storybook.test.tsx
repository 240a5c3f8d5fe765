import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSessionStore } from '@portal/shared/client';
import { configOidc } from '../../test/support/configOidc.js';
import { IframeGuionado, NavegadorRegistrador } from '../../test/support/navegadoresOidc.js';
import { ProveedorGestorSesion } from '../sesion/contextoSesion.js';
import { crearGestorSesion, crearUserManager } from '../sesion/gestorSesion.js';
import { rutasDelPortal } from '../rutas/crearRutas.js';
import { registrarRutasHost } from '../rutas/rutasHost.js';

function abrir(path: string) {
  const userManager = crearUserManager(configOidc('http://127.0.0.1:1/idp'), {
    redirectNavigator: new NavegadorRegistrador(),
    iframeNavigator: new IframeGuionado([]),
  });
  // The host's own pages: no remote is needed for the component area.
  registrarRutasHost();
  const rutas = rutasDelPortal({ remotos: [], paginaRemota: () => null, seccionNoDisponible: () => null });
  const router = createMemoryRouter(rutas, { initialEntries: [path] });
  render(
    <ProveedorGestorSesion gestor={crearGestorSesion(userManager, { registrarLog: () => undefined })}>
      <RouterProvider router={router} />
    </ProveedorGestorSesion>,
  );
  return router;
}

// Each page is loaded lazily and renders antd's menu and tables in full; on a shared 2-core machine that takes seconds.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => useSessionStore.getState().limpiar());

test('/storybook es pública y lleva a la tabla sobre una lista, que se ve funcionando', async () => {
  const router = abrir('/storybook');

  expect(await screen.findByRole('heading', { name: 'TablaInteligente' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/storybook/smart-table-array');
  expect(document.title).toBe('Storybook: smart-table-array');
  // The table's code loads when it is first shown (@portal/shared/client): it may come a moment after the heading.
  expect(await screen.findByText('1-10 de 45')).toBeInTheDocument();
});

test.each([
  ['/storybook/smart-table-promise', 'TablaServidor'],
  ['/storybook/sorting', 'Ordenamiento'],
  ['/storybook/importar-excel', 'ImportarExcel'],
  ['/storybook/ingreso-lotes', 'IngresoLotes'],
  ['/storybook/select-number', 'SelectorNumero'],
  ['/storybook/loading', 'Estados de carga'],
  ['/storybook/others', 'Otros'],
])('%s muestra su componente', async (path, titulo) => {
  abrir(path);
  expect(await screen.findByRole('heading', { name: titulo })).toBeInTheDocument();
  expect(screen.getByRole('menu', { name: 'Componentes' })).toBeInTheDocument();
});

test('la tabla paginada en el servidor muestra el total que informa la llamada', async () => {
  abrir('/storybook/smart-table-promise');
  expect(await screen.findByText('1-10 de 137')).toBeInTheDocument();
});

test('el menú del storybook lleva de un componente a otro', async () => {
  const router = abrir('/storybook/others');
  await screen.findByRole('heading', { name: 'Otros' });

  await act(async () => {
    fireEvent.click(within(screen.getByRole('menu', { name: 'Componentes' })).getByText('Ingreso de lotes'));
  });

  expect(await screen.findByRole('heading', { name: 'IngresoLotes' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/storybook/ingreso-lotes');
});
