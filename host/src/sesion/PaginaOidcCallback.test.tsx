import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSessionStore } from '@portal/shared/client';
import { configOidc, CLAIMS_FARMACIA } from '../../test/support/configOidc.js';
import { IframeGuionado, NavegadorRegistrador } from '../../test/support/navegadoresOidc.js';
import { iniciarServidorOidc, type ServidorOidc } from '../../test/support/servidorOidc.js';
import { ProveedorGestorSesion } from './contextoSesion.js';
import { crearGestorSesion, crearUserManager, type GestorSesion } from './gestorSesion.js';
import { PaginaOidcCallback } from './PaginaOidcCallback.js';
import { PaginaOidcCallbackError } from './PaginaOidcCallbackError.js';
import { sincronizarSesion } from './sincronizarSesion.js';

let oidc: ServidorOidc;
let navegador: NavegadorRegistrador;
let gestor: GestorSesion;

beforeAll(async () => {
  oidc = await iniciarServidorOidc(CLAIMS_FARMACIA);
});
afterAll(() => oidc.cerrar());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().limpiar();
  oidc.cortarProximosTokens(0);
  navegador = new NavegadorRegistrador();
  const userManager = crearUserManager(configOidc(oidc.authority), { redirectNavigator: navegador, iframeNavigator: new IframeGuionado([]) });
  sincronizarSesion(userManager);
  gestor = crearGestorSesion(userManager, { registrarLog: () => undefined, reintento: { esperaMs: 5 } });
});

/** Starts a login towards `destino` and answers the callback path the identity provider would send the browser to. */
async function volverDelProveedor(destino: string): Promise<string> {
  await gestor.iniciarLogin(destino);
  const estado = navegador.ultima.searchParams.get('state') ?? '';
  const callback = `/oidc-callback?${new URLSearchParams({ code: 'codigo-de-prueba', state: estado })}`;
  window.history.replaceState(null, '', callback);
  return callback;
}

function renderizar(entrada: string) {
  const router = createMemoryRouter(
    [
      { path: '/oidc-callback', element: <PaginaOidcCallback /> },
      { path: '/oidc-callback-error', element: <PaginaOidcCallbackError /> },
      { path: '/historico/buscar', element: <h1>Histórico de pedidos</h1> },
    ],
    { initialEntries: [entrada] },
  );
  render(
    <ProveedorGestorSesion gestor={gestor}>
      <RouterProvider router={router} />
    </ProveedorGestorSesion>,
  );
  return router;
}

test('completa el login, guarda la sesión y vuelve a la ruta completa pedida', async () => {
  const router = renderizar(await volverDelProveedor('/historico/buscar?desde=01%2F11%2F2026#tabla'));

  expect(await screen.findByRole('heading', { name: 'Histórico de pedidos' })).toBeInTheDocument();
  expect(router.state.location).toMatchObject({ pathname: '/historico/buscar', search: '?desde=01%2F11%2F2026', hash: '#tabla' });
  expect(useSessionStore.getState().usuario).toMatchObject({ id: 'usuario-7', nombre: 'Ana Pérez', farmaciaId: 25 });
  expect(useSessionStore.getState().accessToken).toMatch(/^token-\d+$/);
});

test('reintenta el canje del código cuando la red falla y entra al tercer intento', async () => {
  const callback = await volverDelProveedor('/historico/buscar');
  oidc.cortarProximosTokens(2);

  renderizar(callback);

  expect(await screen.findByRole('heading', { name: 'Histórico de pedidos' })).toBeInTheDocument();
  expect(oidc.solicitudes.filter((s) => s.path === '/idp/token').length).toBeGreaterThanOrEqual(3);
});

test('si el canje falla 3 veces muestra la página de error de conexión con el mensaje', async () => {
  const callback = await volverDelProveedor('/historico/buscar');
  oidc.cortarProximosTokens(3);

  const router = renderizar(callback);

  expect(await screen.findByText('Error al establecer la conexión con el sistema.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/oidc-callback-error');
  expect(screen.getByText('fetch failed')).toBeInTheDocument();
  expect(useSessionStore.getState().usuario).toBeNull();
});

test('la página de error muestra el nombre e id del usuario, el mensaje y un Reintentar que lleva a /', async () => {
  useSessionStore.getState().setSesion(
    {
      id: 'usuario-7',
      nombre: 'Ana Pérez',
      email: 'ana@farmacia.com.ar',
      farmaciaId: 25,
      grupoId: null,
      secciones: [1],
      roles: ['Pedidos'],
      expiraEn: Date.now() + 60000,
      permisos: { accesoDashboard: false, cuentaCorriente: false, cuentaCorrienteFacturas: false, cuentaCorrienteGrupo: false, devoluciones: false, pedidos: true },
    },
    'token',
  );

  renderizar(`/oidc-callback-error?${new URLSearchParams({ mensaje: 'Usuario inválido' })}`);

  expect(screen.getByText('Error al establecer la conexión con el sistema.')).toBeInTheDocument();
  expect(screen.getByText('Ana Pérez')).toBeInTheDocument();
  expect(screen.getByText('usuario-7')).toBeInTheDocument();
  expect(screen.getByText('Usuario inválido')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reintentar' })).toHaveAttribute('href', '/');
});
