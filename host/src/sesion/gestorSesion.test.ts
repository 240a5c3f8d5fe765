import { waitFor } from '@testing-library/react';
import { mensajeDeError, useSessionStore } from '@portal/shared/client';
import { configOidc, CLAIMS_FARMACIA } from '../../test/support/configOidc.js';
import { errorTimeoutIframe, IframeGuionado, NavegadorRegistrador } from '../../test/support/navegadoresOidc.js';
import { iniciarServidorOidc, type ServidorOidc } from '../../test/support/servidorOidc.js';
import { crearGestorSesion, crearUserManager, ERROR_INICIAR_LOGIN } from './gestorSesion.js';
import { sincronizarSesion } from './sincronizarSesion.js';

let oidc: ServidorOidc;
let registro: string[];
let navegador: NavegadorRegistrador;

beforeAll(async () => {
  oidc = await iniciarServidorOidc(CLAIMS_FARMACIA);
});
afterAll(() => oidc.cerrar());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().limpiar();
  registro = [];
  navegador = new NavegadorRegistrador();
});

function gestorCon(iframe: IframeGuionado, authority = oidc.authority) {
  const userManager = crearUserManager(configOidc(authority), { redirectNavigator: navegador, iframeNavigator: iframe });
  sincronizarSesion(userManager);
  return crearGestorSesion(
    userManager,
    { registrarLog: (mensaje, error) => void registro.push(`${mensaje}: ${mensajeDeError(error)}`), reintento: { esperaMs: 5 } },
  );
}

describe('renovación silenciosa', () => {
  test.each(['PasswordExpired', 'ContextChanged'])('rechazada con %s cierra la sesión y pasa la clave como motivo', async (motivo) => {
    const iframe = new IframeGuionado([() => ({ error: motivo })]);

    await expect(gestorCon(iframe).renovar()).resolves.toBeNull();

    const salida = navegador.ultima;
    expect(`${salida.origin}${salida.pathname}`).toBe(`${oidc.authority}/session/end`);
    expect(salida.searchParams.get('motivo')).toBe(motivo);
    expect(iframe.llamadas).toBe(1);
  });

  test('un rechazo de la API renueva enseguida, una sola vez aunque fallen varias llamadas juntas, y ContextChanged cierra la sesión con su motivo', async () => {
    const iframe = new IframeGuionado([() => ({ error: 'ContextChanged' })]);
    const gestor = gestorCon(iframe);
    gestor.alRechazarSesion();
    gestor.alRechazarSesion();
    gestor.alRechazarSesion();
    await waitFor(() => expect(navegador.ultima?.searchParams.get('motivo')).toBe('ContextChanged'));
    expect(`${navegador.ultima.origin}${navegador.ultima.pathname}`).toBe(`${oidc.authority}/session/end`);
    expect(iframe.llamadas).toBe(1);
  });

  test('reintenta ante un timeout y obtiene la nueva sesión al tercer intento', async () => {
    const iframe = new IframeGuionado([errorTimeoutIframe, errorTimeoutIframe, () => ({ code: 'codigo-renovado' })]);

    const usuario = await gestorCon(iframe).renovar();

    expect(iframe.llamadas).toBe(3);
    expect(usuario?.access_token).toMatch(/^token-\d+$/);
    expect(useSessionStore.getState().usuario).toMatchObject({ id: 'usuario-7', farmaciaId: 25, secciones: [1, 2] });
    expect(useSessionStore.getState().accessToken).toBe(usuario?.access_token);
  });

  test('tras 3 intentos fallidos por red registra el error y lo propaga, sin cerrar la sesión', async () => {
    const iframe = new IframeGuionado([errorTimeoutIframe]);

    await expect(gestorCon(iframe).renovar()).rejects.toThrow('IFrame timed out without a response');

    expect(iframe.llamadas).toBe(3);
    expect(registro).toEqual(['Error al renovar la sesión: IFrame timed out without a response']);
    expect(navegador.urls).toEqual([]);
  });

  test('un rechazo que no es de red ni de los motivos de cierre no se reintenta', async () => {
    const iframe = new IframeGuionado([() => ({ error: 'login_required' })]);

    await expect(gestorCon(iframe).renovar()).rejects.toThrow('login_required');

    expect(iframe.llamadas).toBe(1);
    expect(navegador.urls).toEqual([]);
  });
});

describe('inicio de login', () => {
  test('redirige al proveedor de identidad con el cliente y el alcance configurados', async () => {
    await gestorCon(new IframeGuionado([])).iniciarLogin('/historico/buscar?desde=01/01/2026');

    const autorizacion = navegador.ultima;
    expect(`${autorizacion.origin}${autorizacion.pathname}`).toBe(`${oidc.authority}/auth`);
    expect(autorizacion.searchParams.get('client_id')).toBe('portal-web');
    expect(autorizacion.searchParams.get('scope')).toBe('openid profile email portal-api');
    expect(autorizacion.searchParams.get('code_challenge_method')).toBe('S256');
  });

  test('mientras se cierra la sesión no empieza otro login: la única salida es la página de cierre del proveedor', async () => {
    const gestor = gestorCon(new IframeGuionado([]));

    // What the guard does when oidc-client-ts forgets the user on the way out.
    await Promise.all([gestor.cerrarSesion(), gestor.iniciarLogin('/')]);

    expect(navegador.urls.map((u) => new URL(u).pathname)).toEqual(['/idp/session/end']);
  });

  test("un login que no puede empezar se registra como 'Error al iniciar login'", async () => {
    const gestor = gestorCon(new IframeGuionado([]), 'http://127.0.0.1:1/idp');

    await expect(gestor.iniciarLogin('/')).rejects.toBeDefined();

    expect(registro).toHaveLength(1);
    expect(registro[0]).toMatch(new RegExp(`^${ERROR_INICIAR_LOGIN}`));
    expect(navegador.urls).toEqual([]);
  });
});
