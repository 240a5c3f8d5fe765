import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { NavegadorRegistrador } from '../../test/support/navegadoresOidc.js';
import { iniciarServidorOidc, type ServidorOidc } from '../../test/support/servidorOidc.js';
import { configOidc } from '../../test/support/configOidc.js';
import { irAlLoginSinPortal } from './previo.js';

let sitio: ServidorHttp;
let idp: ServidorOidc;

beforeAll(async () => {
  idp = await iniciarServidorOidc({});
  sitio = await iniciarServidorHttp((solicitud, res) => {
    const remotos = [
      { nombre: 'mfe-pedidos', manifestUrl: '/mfe/pedidos/mf-manifest.json', prefijos: ['/pedidos'] },
      { nombre: 'mfe-admin', manifestUrl: '/mfe/admin/mf-manifest.json', prefijos: ['/admin-usuarios'] },
    ].map((r) => ({ ...r, manifestUrl: `${sitio.url}${r.manifestUrl}` }));
    if (solicitud.path === '/config.json') responderJson(res, 200, { oidc: configOidc(idp.authority), remotos });
    else responderJson(res, 404, {});
  });
});
afterAll(async () => {
  await sitio.cerrar();
  await idp.cerrar();
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const pedidas = (desde: number) => sitio.solicitudes.slice(desde).map((s) => s.path);

const ir = (path: string, navegador = new NavegadorRegistrador()) => {
  window.history.replaceState(null, '', path);
  return { navegador, saliendo: irAlLoginSinPortal(`${sitio.url}/config.json`, { redirectNavigator: navegador }) };
};

test('sin sesión, una página protegida va al proveedor de identidad recordando la página completa', async () => {
  const antes = sitio.solicitudes.length;
  const { navegador, saliendo } = ir('/pedidos/nuevo?buscar=ibuprofeno#resultados');

  await expect(saliendo).resolves.toBe(true);
  // A section's page, by the prefixes of config.json: nothing of the remotes is asked for before the login.
  expect(pedidas(antes)).toEqual(['/config.json']);
  const autorizacion = navegador.ultima;
  expect(`${autorizacion.origin}${autorizacion.pathname}`).toBe(`${idp.authority}/auth`);
  expect(autorizacion.searchParams.get('redirect_uri')).toBe('http://localhost/oidc-callback');
  // The state the callback (PaginaOidcCallback, through the portal's own UserManager) reads back.
  const estado = JSON.parse(window.localStorage.getItem(`oidc.${autorizacion.searchParams.get('state')}`) ?? '{}');
  expect(estado.data).toBe('/pedidos/nuevo?buscar=ibuprofeno#resultados');
});

test.each([
  ['una página pública', '/error404'],
  ['la vuelta del proveedor', '/oidc-callback?code=x&state=y'],
])('%s sigue con el arranque del portal, sin pedir nada', async (_caso, path) => {
  const pedidasAntes = sitio.solicitudes.length;
  const { navegador, saliendo } = ir(path);
  await expect(saliendo).resolves.toBe(false);
  expect(navegador.urls).toEqual([]);
  // Not even config.json: the portal's start-up reads it itself.
  expect(sitio.solicitudes).toHaveLength(pedidasAntes);
});

test('una ruta que ninguna sección sirve sigue con el arranque del portal, que muestra su 404', async () => {
  const antes = sitio.solicitudes.length;
  const { navegador, saliendo } = ir('/no/existe');
  await expect(saliendo).resolves.toBe(false);
  expect(navegador.urls).toEqual([]);
  expect(pedidas(antes)).toEqual(['/config.json']);
});

test('una página de otra sección de config.json (su prefijo) también va al ingreso', async () => {
  const { navegador, saliendo } = ir('/admin-usuarios/editar/7');
  await expect(saliendo).resolves.toBe(true);
  expect(navegador.urls).toHaveLength(1);
});

test('con un usuario guardado en la pestaña sigue con el arranque, que lo valida y lo renueva', async () => {
  window.sessionStorage.setItem(`oidc.user:${idp.authority}:portal-web`, '{}');
  const { navegador, saliendo } = ir('/pedidos/nuevo');
  await expect(saliendo).resolves.toBe(false);
  expect(navegador.urls).toEqual([]);
});
