import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSessionStore, type RutaRemota } from '@portal/shared/client';
import { rutaPorNombre, rutasRegistradas, type MetaRuta, type Rol, type TablaRutas } from '@portal/shared/domain';
import { crearRegistroRemotos, type LeerTabla } from '../federacion/cargar-rutas-remotas.js';
import { PaginaRemota, SeccionSinRutas } from '../federacion/PaginaRemota.js';
import { configOidc } from '../../test/support/configOidc.js';
import { REMOTOS, REMOTOS_CONFIG, registrarPortal, tablaDe } from '../../test/support/tablasRemotas.js';
import { IframeGuionado, NavegadorRegistrador } from '../../test/support/navegadoresOidc.js';
import { iniciarServidorOidc, type ServidorOidc } from '../../test/support/servidorOidc.js';
import { usuarioCon } from '../../test/support/usuarios.js';
import { ProveedorGestorSesion } from '../sesion/contextoSesion.js';
import { crearGestorSesion, crearUserManager } from '../sesion/gestorSesion.js';
import { useBloqueoFarmaciaStore } from '../bloqueo/bloqueoFarmacia.js';
import { entradasMenu } from '../shell/construirMenu.js';
import { crearQueryClient } from '../arranque/AplicacionPortal.js';
import { rutasDelPortal } from './crearRutas.js';
import { RouterDelPortal } from './RouterDelPortal.js';

let navegador: NavegadorRegistrador;
let oidc: ServidorOidc;

beforeAll(async () => {
  oidc = await iniciarServidorOidc({});
});
afterAll(() => oidc.cerrar());

/** A route of the portal's table (every remote's manifest) with a plain page of its own. */
const remota = (nombre: string, texto: string, meta: MetaRuta | undefined = rutaPorNombre(nombre)): RutaRemota => ({
  ...meta!,
  pagina: async () => ({ default: () => <h1>{texto}</h1> }),
});

const rutasRemotas = (): RutaRemota[] => [
  remota('pedido-nuevo', 'Buscador de productos'),
  remota('historico-buscar', 'Listado del histórico'),
  remota('historico-pedido', 'Detalle del pedido'),
  remota('eventos', 'Próximo evento'),
  remota('cuenta-corriente-deuda', 'Deuda de la farmacia'),
  remota('archivos', 'Descargas de archivos'),
  remota('farmacia-bloqueada', 'Su farmacia está bloqueada'),
  remota('farmacia-sin-saldo', 'Su farmacia no tiene saldo'),
  {
    ...rutaPorNombre('favoritos')!,
    pagina: async () => ({
      default: () => {
        throw new Error('La página se rompió');
      },
    }),
  },
];

/** Remotes whose code was asked for, in order; mfe-devoluciones' code does not come (its manifest does). */
let pedidosRemotos: string[] = [];
const cargarModulo = async (remoto: string) => {
  pedidosRemotos.push(remoto);
  if (remoto === 'mfe-devoluciones') throw new Error('Failed to fetch');
  // The pages the tests name, and a plain one for every other route of the remote.
  const nombradas = rutasRemotas();
  const propias = rutasRegistradas().filter((r) => r.remoto === remoto);
  return { default: propias.map((r) => nombradas.find((x) => x.nombre === r.nombre) ?? remota(r.nombre, `Página ${r.nombre}`)) };
};
/** Every remote's manifest, as its build wrote it. */
const leerTabla: LeerTabla = async (remoto) => tablaDe(remoto);

beforeEach(() => {
  registrarPortal([]);
  pedidosRemotos = [];
  localStorage.clear();
  useSessionStore.getState().limpiar();
  useBloqueoFarmaciaStore.getState().setBloqueo(null);
  navegador = new NavegadorRegistrador();
});

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * The portal at `path` as the start-up leaves it (portal.tsx): every remote's table read (`leer`), then the router
 * that follows the page's route table (rebuilt at the same address when a retried remote arrives), in the portal's
 * providers.
 */
async function navegarA(path: string, roles: Rol[] | null, { cargar = cargarModulo, leer = leerTabla }: { cargar?: typeof cargarModulo; leer?: LeerTabla } = {}) {
  if (roles) useSessionStore.getState().setSesion(usuarioCon(roles), 'token');
  const userManager = crearUserManager(configOidc(oidc.authority), { redirectNavigator: navegador, iframeNavigator: new IframeGuionado([]) });
  const gestor = crearGestorSesion(userManager, { registrarLog: () => undefined });
  const registro = crearRegistroRemotos({ remotos: REMOTOS, leerTabla: leer, cargarModulo: cargar });
  await registro.leerTablas();
  const fuentes = {
    remotos: REMOTOS_CONFIG,
    paginaRemota: (meta: MetaRuta) => <PaginaRemota meta={meta} registro={registro} />,
    seccionNoDisponible: (remoto: string) => <SeccionSinRutas remoto={remoto} registro={registro} />,
  };
  const construir = (anterior: Router | null) => {
    const donde = anterior?.state.location;
    return createMemoryRouter(rutasDelPortal(fuentes), { initialEntries: [donde ? `${donde.pathname}${donde.search}${donde.hash}` : path] });
  };
  let actual = construir(null);
  // The portal's own providers (AplicacionPortal): the shell's header reads the API through react-query.
  render(
    <QueryClientProvider client={crearQueryClient()}>
      <ProveedorGestorSesion gestor={gestor}>
        <RouterDelPortal router={actual} reconstruir={construir} alCambiar={(router) => (actual = router)} />
      </ProveedorGestorSesion>
    </QueryClientProvider>,
  );
  return {
    get state() {
      return actual.state;
    },
    navigate: (destino: string) => actual.navigate(destino),
  };
}

test('sin sesión inicia el login recordando la ruta completa y no muestra la página', async () => {
  await navegarA('/historico/buscar?desde=01%2F11%2F2026#tabla', null);

  await waitFor(() => expect(navegador.urls).toHaveLength(1));
  const autorizacion = navegador.ultima;
  expect(`${autorizacion.origin}${autorizacion.pathname}`).toBe(`${oidc.authority}/auth`);
  const estado = JSON.parse(localStorage.getItem(`oidc.${autorizacion.searchParams.get('state')}`) ?? '{}');
  expect(estado.data).toBe('/historico/buscar?desde=01%2F11%2F2026#tabla');
  expect(screen.getByRole('status')).toHaveTextContent('Cargando');
  expect(screen.queryByText('Listado del histórico')).not.toBeInTheDocument();
});

test('con el rol requerido muestra la página y pone su título al documento', async () => {
  await navegarA('/historico/buscar', ['Pedidos', 'AccesoDashboard']);

  expect(await screen.findByRole('heading', { name: 'Listado del histórico' })).toBeInTheDocument();
  expect(document.title).toBe('Histórico de pedidos');
});

test('la cabecera muestra el carrito a quien pide', async () => {
  await navegarA('/cc/composicion-de-la-deuda', ['CuentaCorriente', 'Pedidos']);
  expect(await screen.findByRole('heading', { name: 'Deuda de la farmacia' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Carrito:/ })).toBeInTheDocument();
});

test('sin rol de pedidos la cabecera no ofrece el carrito (su resumen lo llevaría a /error401)', async () => {
  await navegarA('/cc/composicion-de-la-deuda', ['CuentaCorriente']);
  expect(await screen.findByRole('heading', { name: 'Deuda de la farmacia' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Cerrar sesión/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Carrito:/ })).not.toBeInTheDocument();
});

test('sin el rol que declara la ruta lleva a /error401', async () => {
  const router = await navegarA('/historico/buscar', ['CuentaCorriente', 'AccesoDashboard']);

  expect(await screen.findByText('Sin permisos para acceder')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/error401');
  expect(document.title).toBe('Sin permisos para acceder');
});

test('una ruta de dashboard sin acceso lleva a la deuda a quien tiene cuenta corriente', async () => {
  const router = await navegarA('/eventos', ['CuentaCorriente', 'Pedidos']);

  expect(await screen.findByRole('heading', { name: 'Deuda de la farmacia' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/cc/composicion-de-la-deuda');
});

test('una ruta de dashboard sin acceso ni cuenta corriente lleva a archivos', async () => {
  const router = await navegarA('/eventos', ['Pedidos']);

  expect(await screen.findByRole('heading', { name: 'Descargas de archivos' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/archivos');
});

test('un parámetro de solo dígitos con otra cosa lleva a /error404', async () => {
  const router = await navegarA('/historico/pedido/12a', ['Pedidos', 'AccesoDashboard']);

  expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/error404');
});

test('un parámetro de solo dígitos válido muestra la página', async () => {
  await navegarA('/historico/pedido/123', ['Pedidos', 'AccesoDashboard']);

  expect(await screen.findByRole('heading', { name: 'Detalle del pedido' })).toBeInTheDocument();
});

test('una ruta desconocida lleva a /error404', async () => {
  const router = await navegarA('/no-existe/en/el/portal', ['Pedidos']);

  expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/error404');
});

test('/pedidos redirige al buscador de productos', async () => {
  const router = await navegarA('/pedidos', ['Pedidos', 'ConsultorStock', 'AccesoDashboard']);

  expect(await screen.findByRole('heading', { name: 'Buscador de productos' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/pedidos/nuevo');
});

test('una página de un remoto que no cargó muestra la sección no disponible, y el resto del portal sigue', async () => {
  const router = await navegarA('/devoluciones/buscar', ['Devoluciones', 'Pedidos', 'AccesoDashboard']);
  expect(await screen.findByText('Sección no disponible momentáneamente')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

  await act(() => router.navigate('/historico/buscar'));
  expect(await screen.findByRole('heading', { name: 'Listado del histórico' })).toBeInTheDocument();
});

test('el router y el menú salen de los manifiestos: solo se pide el código del remoto de la página que se abre, una vez', async () => {
  const router = await navegarA('/historico/buscar', ['Pedidos', 'ConsultorStock', 'AccesoDashboard', 'CuentaCorriente']);
  expect(await screen.findByRole('heading', { name: 'Listado del histórico' })).toBeInTheDocument();
  expect(screen.getByRole('menu', { name: 'Menú principal' })).toHaveTextContent('Cuenta corriente');
  expect(pedidosRemotos).toEqual(['mfe-pedidos']);

  await act(() => router.navigate('/historico/pedido/5'));
  await screen.findByRole('heading', { name: 'Detalle del pedido' });
  await act(() => router.navigate('/cc/composicion-de-la-deuda'));
  await screen.findByRole('heading', { name: 'Deuda de la farmacia' });
  expect(pedidosRemotos).toEqual(['mfe-pedidos', 'mfe-cuenta-corriente']);
});

test('una página que los guardas no dejan abrir no hace pedir su remoto', async () => {
  const router = await navegarA('/historico/buscar', ['CuentaCorriente', 'AccesoDashboard']);
  await screen.findByText('Sin permisos para acceder');
  expect(router.state.location.pathname).toBe('/error401');
  expect(pedidosRemotos).toEqual([]);
});

test('cada navegación vuelve al principio de la página', async () => {
  const desplazamientos: [number, number][] = [];
  window.scrollTo = ((x: number, y: number) => void desplazamientos.push([x, y])) as typeof window.scrollTo;
  const router = await navegarA('/historico/buscar', ['Pedidos', 'AccesoDashboard']);
  await screen.findByRole('heading', { name: 'Listado del histórico' });
  const antes = desplazamientos.length;

  await act(() => router.navigate('/historico/pedido/5'));

  await screen.findByRole('heading', { name: 'Detalle del pedido' });
  expect(desplazamientos.slice(antes)).toEqual([[0, 0]]);
});

test('/autologin con sesión va directo al destino pedido', async () => {
  const router = await navegarA('/autologin?destino=%2Fhistorico%2Fbuscar', ['Pedidos', 'AccesoDashboard']);

  expect(await screen.findByRole('heading', { name: 'Listado del histórico' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/historico/buscar');
});

test('/autologin sin sesión inicia el login hacia el destino, y nunca hacia otro sitio', async () => {
  await navegarA('/autologin?destino=%2F%2Fotro-sitio.example', null);

  await waitFor(() => expect(navegador.urls).toHaveLength(1));
  const estado = JSON.parse(localStorage.getItem(`oidc.${navegador.ultima.searchParams.get('state')}`) ?? '{}');
  expect(estado.data).toBe('/');
});

test('una página que falla muestra "Error inesperado" dentro del portal, con el menú disponible', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await navegarA('/pedidos/favoritos', ['Pedidos', 'AccesoDashboard']);

  expect(await screen.findByText('Error inesperado')).toBeInTheDocument();
  expect(screen.getByRole('menu', { name: 'Menú principal' })).toBeInTheDocument();
  jest.restoreAllMocks();
});

test('una farmacia bloqueada que abre el buscador de productos termina en la página de farmacia bloqueada', async () => {
  const router = await navegarA('/pedidos/nuevo', ['Pedidos', 'ConsultorStock', 'AccesoDashboard', 'FarmaciaBloqueada']);

  expect(await screen.findByRole('heading', { name: 'Su farmacia está bloqueada' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/pedidos/farmacia-bloqueada');
  expect(screen.queryByRole('heading', { name: 'Buscador de productos' })).not.toBeInTheDocument();
});

test('cuando la API avisa que la farmacia no tiene saldo, una página que pide lleva a su página; el histórico se sigue leyendo', async () => {
  const router = await navegarA('/historico/buscar', ['Pedidos', 'ConsultorStock', 'AccesoDashboard']);
  await screen.findByRole('heading', { name: 'Listado del histórico' });

  act(() => useBloqueoFarmaciaStore.getState().setBloqueo('sin-saldo'));
  // The history only reads: it stays (issue 29).
  expect(screen.getByRole('heading', { name: 'Listado del histórico' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/historico/buscar');

  await act(() => router.navigate('/pedidos/nuevo'));
  expect(await screen.findByRole('heading', { name: 'Su farmacia no tiene saldo' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/pedidos/farmacia-sin-saldo');
  await act(() => router.navigate('/eventos'));
  expect(await screen.findByRole('heading', { name: 'Próximo evento' })).toBeInTheDocument();
});

test('una farmacia bloqueada lee su histórico y el detalle de un pedido', async () => {
  const router = await navegarA('/historico/buscar', ['Pedidos', 'AccesoDashboard', 'FarmaciaBloqueada']);
  expect(await screen.findByRole('heading', { name: 'Listado del histórico' })).toBeInTheDocument();
  await act(() => router.navigate('/historico/pedido/5'));
  expect(await screen.findByRole('heading', { name: 'Detalle del pedido' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/historico/pedido/5');
});

test('una página de modo kiosco se muestra sin menú ni cabecera', async () => {
  const router = await navegarA('/historico/buscar', ['Pedidos', 'Devoluciones', 'AccesoDashboard']);
  await screen.findByRole('heading', { name: 'Listado del histórico' });
  expect(screen.getByRole('menu', { name: 'Menú principal' })).toBeInTheDocument();

  await act(() => router.navigate('/vencidos-deshabilitado'));

  expect(await screen.findByText('Sección no disponible momentáneamente')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/vencidos-deshabilitado');
  expect(screen.queryByRole('menu', { name: 'Menú principal' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('reloj-servidor')).not.toBeInTheDocument();
});

test('un remoto cuyo manifiesto no llega no tiene menú y sus prefijos dicen que la sección no está disponible; al reintentar vuelven sus páginas y su menú', async () => {
  let disponible = false;
  const leer: LeerTabla = async (remoto) => {
    if (remoto === 'mfe-cuenta-corriente' && !disponible) throw new Error('Failed to fetch');
    return tablaDe(remoto);
  };
  const router = await navegarA('/cc/composicion-de-la-deuda', ['CuentaCorriente', 'Pedidos', 'AccesoDashboard'], { leer });

  expect(await screen.findByText('Sección no disponible momentáneamente')).toBeInTheDocument();
  expect(document.title).toBe('Sección no disponible momentáneamente');
  const menu = screen.getByRole('menu', { name: 'Menú principal' });
  expect(menu).toHaveTextContent('Histórico');
  expect(menu).not.toHaveTextContent('Cuenta corriente');
  expect(pedidosRemotos).toEqual([]);

  // The rest of the portal works; every path under the section's prefixes says the same.
  await act(() => router.navigate('/historico/buscar'));
  expect(await screen.findByRole('heading', { name: 'Listado del histórico' })).toBeInTheDocument();
  await act(() => router.navigate('/cc'));
  expect(await screen.findByText('Sección no disponible momentáneamente')).toBeInTheDocument();

  disponible = true;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

  // The router is rebuilt with the section's routes: /cc opens its main page, and its menu is back.
  expect(await screen.findByRole('heading', { name: 'Deuda de la farmacia' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/cc/composicion-de-la-deuda');
  expect(screen.getByRole('menu', { name: 'Menú principal' })).toHaveTextContent('Cuenta corriente');
});

test('sin sesión, el prefijo de un remoto que no respondió pide el ingreso como lo haría su página', async () => {
  const leer: LeerTabla = async (remoto) => {
    if (remoto === 'mfe-admin') throw new Error('Failed to fetch');
    return tablaDe(remoto);
  };
  await navegarA('/admin-usuarios/editar/7', null, { leer });
  await waitFor(() => expect(navegador.urls).toHaveLength(1));
  expect(screen.queryByText('Sección no disponible momentáneamente')).not.toBeInTheDocument();
});

describe('una página nueva que publica un remoto (su manifiesto y su ./routes), con el host sin tocar', () => {
  const admin = tablaDe('mfe-admin');
  const conNueva: TablaRutas = {
    ...admin,
    rutas: {
      ...admin.rutas,
      'auditoria-usuarios': {
        path: '/admin-usuarios/auditoria/:dias',
        titulo: 'Auditoría de usuarios',
        rol: 'Administrador',
        paramsDigitos: ['dias'],
      },
      'resumen-auditoria': {
        path: '/admin-usuarios/resumen-auditoria',
        titulo: 'Resumen de auditoría',
        rol: 'Administrador',
        menu: { grupo: 'Administración', etiqueta: 'Auditoría', orden: 2 },
      },
    },
  };
  const leer: LeerTabla = async (remoto) => (remoto === 'mfe-admin' ? conNueva : tablaDe(remoto));
  const cargar = async (remoto: string) =>
    remoto === 'mfe-admin'
      ? { default: Object.entries(conNueva.rutas).map(([nombre, ruta]) => remota(nombre, `Página ${nombre}`, { ...ruta, nombre, remoto })) }
      : cargarModulo(remoto);

  test('es ruteable con su título, sus parámetros de solo dígitos y su entrada en el menú', async () => {
    const router = await navegarA('/admin-usuarios/resumen-auditoria', ['Administrador'], { leer, cargar });
    expect(await screen.findByRole('heading', { name: 'Página resumen-auditoria' })).toBeInTheDocument();
    expect(document.title).toBe('Resumen de auditoría');
    // Its group opens by itself: the current page is one of its entries.
    expect(screen.getByRole('menuitem', { name: 'Administración', expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Auditoría' })).toBeInTheDocument();

    await act(() => router.navigate('/admin-usuarios/auditoria/30'));
    expect(await screen.findByRole('heading', { name: 'Página auditoria-usuarios' })).toBeInTheDocument();
    await act(() => router.navigate('/admin-usuarios/auditoria/treinta'));
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
  });

  test('los guardas aplican el rol que declara: sin él, /error401 y ninguna entrada en el menú', async () => {
    const router = await navegarA('/admin-usuarios/resumen-auditoria', ['Pedidos', 'AccesoDashboard'], { leer, cargar });
    expect(await screen.findByText('Sin permisos para acceder')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error401');
    expect(screen.getByRole('menu', { name: 'Menú principal' })).not.toHaveTextContent('Administración');
  });
});

/** The demo accounts of the seed (README), but the blocked one: roles and enabled sections. */
const CUENTAS_DEMO: [string, Rol[], number[]][] = [
  ['admin.demo', ['Pedidos', 'ConsultorStock', 'AccesoDashboard', 'CuentaCorriente', 'CuentaCorrienteFacturas', 'Devoluciones', 'Administrador'], [1, 2, 8, 11, 41]],
  ['pedidos.demo', ['Pedidos', 'ConsultorStock', 'AccesoDashboard'], [1]],
  ['cuenta.demo', ['CuentaCorriente', 'CuentaCorrienteFacturas'], [2]],
  ['grupo.demo', ['CuentaCorriente', 'CuentaCorrienteGrupo', 'AccesoDashboard'], [2]],
  ['archivos.demo', ['Pedidos', 'ConsultorStock'], [1]],
];

test.each(CUENTAS_DEMO)('%s: cada entrada del menú abre su página, sin desvíos', async (_cuenta, roles, secciones) => {
  useSessionStore.getState().setSesion(usuarioCon(roles, secciones), 'token');
  // Every route of every remote with a plain page of its own.
  const todas = async (remoto: string) => ({
    default: rutasRegistradas().filter((r) => r.remoto === remoto).map((r) => remota(r.nombre, `Página ${r.nombre}`)),
  });
  const router = await navegarA('/sitemap', null, { cargar: todas });
  await screen.findByText('Página sitemap');
  const entradas = entradasMenu(rutasRegistradas(), useSessionStore.getState().usuario, Date.now()).flat();
  expect(entradas.length).toBeGreaterThan(0);

  for (const entrada of entradas) {
    await act(() => router.navigate(entrada.path));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect([entrada.etiqueta, router.state.location.pathname]).toEqual([entrada.etiqueta, entrada.path]);
    expect(screen.queryByText('Sección no disponible momentáneamente')).not.toBeInTheDocument();
  }
  // Every page of the account, one after another.
}, 60_000);
