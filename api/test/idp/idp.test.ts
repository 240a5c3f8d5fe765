import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import {
  accionFormulario,
  camposOcultos,
  canjearCodigo,
  crearPkce,
  enviarLogin,
  iniciarSesion,
  Navegador,
  PASSWORD_PRUEBA,
  REDIRECT_PRUEBA,
  urlAutorizacion,
} from '../support/sesion.js';
import { rol, usuario, usuarioRol } from '../../src/db/schema/index.js';
import { verifyPassword } from '../../src/auth/password.js';
import { CREDENCIALES_INCORRECTAS, USUARIO_DESHABILITADO } from '../../src/idp/interacciones.js';
import * as reloj from '../../src/reloj.js';

let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
});
afterAll(() => entorno.cerrar());

const ISSUER = 'http://127.0.0.1/idp';
const ID_ADMIN = '00000000-0000-4000-8000-000000000001';

/** Starts an authorization request and returns where the browser ends: a page of ours or the client's callback. */
async function autorizar(navegador: Navegador, extra: Record<string, string> = {}) {
  const pkce = crearPkce();
  const { respuesta, url } = await navegador.seguir(await navegador.get(urlAutorizacion(entorno.url, pkce, extra)));
  return { respuesta, url, pkce };
}

/** A silent renewal (`prompt=none`): the callback URL the client receives. */
async function renovar(navegador: Navegador): Promise<URL> {
  const { url } = await autorizar(navegador, { prompt: 'none' });
  expect(url.startsWith(REDIRECT_PRUEBA)).toBe(true);
  return new URL(url);
}

describe('discovery and keys', () => {
  test('the discovery document names the issuer under /idp, the code flow with S256 and the portal scopes', async () => {
    const respuesta = await fetch(`${entorno.url}/idp/.well-known/openid-configuration`);
    expect(respuesta.status).toBe(200);
    const doc = (await respuesta.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(ISSUER);
    expect(doc.authorization_endpoint).toBe(`${entorno.url}/idp/auth`);
    expect(doc.token_endpoint).toBe(`${entorno.url}/idp/token`);
    expect(doc.jwks_uri).toBe(`${entorno.url}/idp/jwks`);
    expect(doc.end_session_endpoint).toBe(`${entorno.url}/idp/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'portal-api']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['FarmaciaId', 'SeccionesHabilitadas', 'Roles', 'email', 'name']));
  });

  test('the JWKS publishes one RS256 public key and no private part', async () => {
    const { keys } = (await (await fetch(`${entorno.url}/idp/jwks`)).json()) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  test('behind a proxy the endpoints follow the forwarded scheme and host', async () => {
    const respuesta = await fetch(`${entorno.url}/idp/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example' },
    });
    const doc = (await respuesta.json()) as Record<string, unknown>;
    expect(doc.token_endpoint).toBe('https://portal.example/idp/token');
  });
});

describe('login', () => {
  test('the login page is Spanish and in the portal look', async () => {
    const { respuesta, url } = await autorizar(new Navegador(entorno.url));
    expect(url).toMatch(new RegExp(`^${entorno.url}/idp/interaccion/[\\w-]+$`));
    expect(respuesta.status).toBe(200);
    const html = await respuesta.text();
    expect(html).toContain('lang="es-AR"');
    expect(html).toContain('Portal Farmacias');
    expect(html).toContain('>Usuario<');
    expect(html).toContain('>Contraseña<');
    expect(html).toContain('>Ingresar<');
  });

  test('admin.demo signs in with code and PKCE and gets a JWT access token for the API with the portal claims', async () => {
    const tokens = await iniciarSesion(entorno.url, 'admin.demo');
    expect(tokens.expiresIn).toBe(900);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: 'portal-api',
      sub: ID_ADMIN,
      name: 'Laura Fernández',
      email: 'admin.demo@farmacias.example',
      FarmaciaId: 1001,
      SeccionesHabilitadas: [1, 2, 5, 8, 11, 41],
      versionContexto: 1,
    });
    expect(claims).not.toHaveProperty('FarmaciaGrupoId');
    expect(claims.exp! - claims.iat!).toBe(900);
    expect([...(claims.Roles as string[])].sort()).toEqual(
      ['AccesoDashboard', 'Administrador', 'ConsultorStock', 'CuentaCorriente', 'CuentaCorrienteFacturas', 'CuentaCorrienteGrupo', 'Devoluciones', 'Pedidos', 'Siaf', 'Supervisor'],
    );
    const idToken = decodeJwt(tokens.idToken);
    expect(idToken).toMatchObject({ iss: ISSUER, aud: 'portal-web', sub: ID_ADMIN, name: 'Laura Fernández', FarmaciaId: 1001, email: 'admin.demo@farmacias.example' });
    expect(idToken.Roles).toEqual(claims.Roles);

    const verificado = await entorno.app.verificarToken(tokens.accessToken);
    expect(verificado).toMatchObject({ sub: ID_ADMIN, nombre: 'Laura Fernández', farmaciaId: 1001, grupoId: null, secciones: [1, 2, 5, 8, 11, 41] });
    expect(verificado.roles).toHaveLength(10);
  });

  test('a group account carries its group in FarmaciaGrupoId', async () => {
    const { accessToken } = await iniciarSesion(entorno.url, 'grupo.demo');
    expect(decodeJwt(accessToken)).toMatchObject({ FarmaciaId: 1001, FarmaciaGrupoId: 1 });
    expect(await entorno.app.verificarToken(accessToken)).toMatchObject({ grupoId: 1, farmaciaId: 1001 });
  });

  test('the user name ignores case', async () => {
    const { accessToken } = await iniciarSesion(entorno.url, 'Admin.Demo');
    expect(decodeJwt(accessToken).sub).toBe(ID_ADMIN);
  });

  /** A login page's text as the user reads it: the interaction's own id and the typed user name aside. */
  const textoPagina = (html: string) => html.replace(/interaccion\/[\w-]+/g, '').replace(/value="[^"]*"/g, '');

  test('a wrong password reads the same for an enabled user, an unknown user and a disabled user', async () => {
    await entorno.baseDatos.db.update(usuario).set({ habilitado: false }).where(eq(usuario.userName, 'bloqueada.demo'));
    try {
      const paginas = [];
      for (const userName of ['admin.demo', 'nadie.demo', 'bloqueada.demo']) {
        const respuesta = await enviarLogin(new Navegador(entorno.url, { 'x-forwarded-for': '10.5.0.1' }), userName, 'otra-clave1');
        expect(respuesta.status).toBe(401);
        const html = await respuesta.text();
        expect(html).toContain(CREDENCIALES_INCORRECTAS);
        expect(html).not.toContain(USUARIO_DESHABILITADO);
        paginas.push(textoPagina(html));
      }
      expect(new Set(paginas).size).toBe(1);
    } finally {
      await entorno.baseDatos.db.update(usuario).set({ habilitado: true }).where(eq(usuario.userName, 'bloqueada.demo'));
    }
  });

  test('a disabled user who types its right password is told its user is disabled, and is not signed in', async () => {
    const navegador = new Navegador(entorno.url, { 'x-forwarded-for': '10.5.0.2' });
    await entorno.baseDatos.db.update(usuario).set({ habilitado: false }).where(eq(usuario.userName, 'bloqueada.demo'));
    try {
      const respuesta = await enviarLogin(navegador, 'bloqueada.demo', PASSWORD_PRUEBA);
      expect(respuesta.status).toBe(403);
      expect(respuesta.headers.get('location')).toBeNull();
      expect(respuesta.headers.getSetCookie().some((c) => c.startsWith('portal_dispositivo='))).toBe(false);
      const html = await respuesta.text();
      expect(html).toContain('Su usuario está deshabilitado. Consulte con el administrador de su farmacia.');
      expect(html).not.toContain(CREDENCIALES_INCORRECTAS);
      // The login form is still there, and no session was opened: a silent renewal finds none.
      expect(html).toContain('>Ingresar<');
      expect((await renovar(navegador)).searchParams.get('error')).toBe('login_required');
    } finally {
      await entorno.baseDatos.db.update(usuario).set({ habilitado: true }).where(eq(usuario.userName, 'bloqueada.demo'));
    }
    // Enabled again, the same user signs in from the same browser.
    const tokens = await iniciarSesion(entorno.url, 'bloqueada.demo', PASSWORD_PRUEBA, navegador);
    const [bloqueada] = await entorno.baseDatos.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.userName, 'bloqueada.demo'));
    expect(decodeJwt(tokens.accessToken).sub).toBe(bloqueada!.id);
  });

  test('five failures for one user name refuse it from that address only, even with the right password (idp-intentos.test.ts)', async () => {
    const desde = { 'x-forwarded-for': '10.1.0.1' };
    for (let i = 0; i < 5; i++) {
      const respuesta = await enviarLogin(new Navegador(entorno.url, desde), 'cuenta.demo', `mala${i}clave`);
      expect(respuesta.status).toBe(401);
    }
    const bloqueada = await enviarLogin(new Navegador(entorno.url, desde), 'cuenta.demo', PASSWORD_PRUEBA);
    expect(bloqueada.status).toBe(429);
    expect(await bloqueada.text()).toContain('Demasiados intentos. Espere unos minutos e intente nuevamente.');
    const otraDireccion = await iniciarSesion(entorno.url, 'cuenta.demo', PASSWORD_PRUEBA, new Navegador(entorno.url, { 'x-forwarded-for': '10.1.0.99' }));
    expect(decodeJwt(otraDireccion.accessToken).sub).toBeTruthy();
  });

  test('twenty failures from one address lock that address for every user name', async () => {
    const desde = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 0; i < 20; i++) {
      const respuesta = await enviarLogin(new Navegador(entorno.url, desde), `inexistente${i}`, 'clave1234');
      expect(respuesta.status).toBe(401);
    }
    const bloqueada = await enviarLogin(new Navegador(entorno.url, desde), 'admin.demo', PASSWORD_PRUEBA);
    expect(bloqueada.status).toBe(429);
    expect(await bloqueada.text()).toContain('Demasiados intentos. Espere unos minutos e intente nuevamente.');
    const otraDireccion = await iniciarSesion(entorno.url, 'admin.demo', PASSWORD_PRUEBA, new Navegador(entorno.url, { 'x-forwarded-for': '10.2.0.2' }));
    expect(decodeJwt(otraDireccion.accessToken).sub).toBe(ID_ADMIN);
  });

  test('an unknown redirect URI gets a Spanish error page, never a redirect', async () => {
    const pkce = crearPkce();
    const url = urlAutorizacion(entorno.url, pkce).replace(encodeURIComponent(REDIRECT_PRUEBA), encodeURIComponent('https://malicioso.example/cb'));
    const respuesta = await fetch(url, { redirect: 'manual' });
    expect(respuesta.status).toBe(400);
    expect(await respuesta.text()).toContain('La dirección de retorno no está registrada.');
  });

  test('an interaction page without its cookie (expired or bookmarked) sends the user back to the portal in Spanish', async () => {
    const { url } = await autorizar(new Navegador(entorno.url));
    const respuesta = await fetch(url);
    expect(respuesta.status).toBe(400);
    expect(await respuesta.text()).toContain('La sesión de ingreso venció. Vuelva al portal e intente nuevamente.');
    const envio = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'usuario=admin.demo&clave=x' });
    expect(envio.status).toBe(400);
  });

  test('an authorization request without PKCE is refused', async () => {
    const pkce = crearPkce();
    const url = new URL(urlAutorizacion(entorno.url, pkce));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const { url: destino } = await new Navegador(entorno.url).seguir(await fetch(url, { redirect: 'manual' }));
    expect(new URL(destino).searchParams.get('error')).toBe('invalid_request');
  });
});

describe('silent renewal and logout', () => {
  test('prompt=none with the session cookie returns a new code, without the login page', async () => {
    const navegador = new Navegador(entorno.url);
    await iniciarSesion(entorno.url, 'admin.demo', PASSWORD_PRUEBA, navegador);
    const { url, pkce } = await autorizar(navegador, { prompt: 'none' });
    expect(new URL(url).searchParams.get('error')).toBeNull();
    const tokens = await canjearCodigo(entorno.url, url, pkce);
    expect(decodeJwt(tokens.accessToken).sub).toBe(ID_ADMIN);
  });

  test('prompt=none without a session answers login_required', async () => {
    const callback = await renovar(new Navegador(entorno.url));
    expect(callback.searchParams.get('error')).toBe('login_required');
  });

  test('a disabled user fails renewal with login_required', async () => {
    const navegador = new Navegador(entorno.url);
    await iniciarSesion(entorno.url, 'bloqueada.demo', PASSWORD_PRUEBA, navegador);
    await entorno.baseDatos.db.update(usuario).set({ habilitado: false }).where(eq(usuario.userName, 'bloqueada.demo'));
    try {
      expect((await renovar(navegador)).searchParams.get('error')).toBe('login_required');
    } finally {
      await entorno.baseDatos.db.update(usuario).set({ habilitado: true }).where(eq(usuario.userName, 'bloqueada.demo'));
    }
  });

  test('end-session with a post-logout redirect ends the session; motivo=ContextChanged explains the next login', async () => {
    const navegador = new Navegador(entorno.url);
    const { idToken } = await iniciarSesion(entorno.url, 'admin.demo', PASSWORD_PRUEBA, navegador);
    const salida = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:8080/', state: 'abc', motivo: 'ContextChanged' });
    const confirmacion = await navegador.get(`${entorno.url}/idp/session/end?${salida}`);
    expect(confirmacion.status).toBe(200);
    const html = await confirmacion.text();
    expect(html).toContain('Cerrando la sesión');
    const final = await navegador.seguir(await navegador.post(accionFormulario(html, entorno.url), camposOcultos(html)));
    expect(final.url).toBe('http://localhost:8080/?state=abc');

    expect((await renovar(navegador)).searchParams.get('error')).toBe('login_required');
    const { respuesta } = await autorizar(navegador);
    expect(await respuesta.text()).toContain('Sus permisos cambiaron. Ingrese nuevamente.');
  });

  test('end-session with motivo=PasswordExpired explains the next login page', async () => {
    const navegador = new Navegador(entorno.url);
    const { idToken } = await iniciarSesion(entorno.url, 'admin.demo', PASSWORD_PRUEBA, navegador);
    const salida = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:8080/', motivo: 'PasswordExpired' });
    const html = await (await navegador.get(`${entorno.url}/idp/session/end?${salida}`)).text();
    await navegador.seguir(await navegador.post(accionFormulario(html, entorno.url), camposOcultos(html)));
    const { respuesta } = await autorizar(navegador);
    const login = await respuesta.text();
    expect(login).toContain('Su contraseña venció. Ingrese y elija una nueva.');
    expect(login).toContain('>Ingresar<');
  });
});

describe('ContextChanged', () => {
  test('roles changed since login (versionContexto bumped) fail renewal with ContextChanged; a new login succeeds', async () => {
    const db = entorno.baseDatos.db;
    const navegador = new Navegador(entorno.url);
    await iniciarSesion(entorno.url, 'pedidos.demo', PASSWORD_PRUEBA, navegador);
    const [pedidos] = await db.select().from(usuario).where(eq(usuario.userName, 'pedidos.demo'));
    const [devoluciones] = await db.select().from(rol).where(eq(rol.nombre, 'Devoluciones'));
    await db.insert(usuarioRol).values({ usuarioId: pedidos!.id, rolId: devoluciones!.id });
    await db.update(usuario).set({ versionContexto: pedidos!.versionContexto + 1 }).where(eq(usuario.id, pedidos!.id));

    const callback = await renovar(navegador);
    expect(callback.searchParams.get('error')).toBe('ContextChanged');

    const { respuesta } = await autorizar(navegador);
    expect(await respuesta.text()).toContain('Sus permisos cambiaron. Ingrese nuevamente.');
    const tokens = await iniciarSesion(entorno.url, 'pedidos.demo', PASSWORD_PRUEBA, navegador);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.Roles).toContain('Devoluciones');
    expect(claims.versionContexto).toBe(pedidos!.versionContexto + 1);
    expect((await renovar(navegador)).searchParams.get('error')).toBeNull();
  });
});

describe('PasswordExpired', () => {
  test('vencida.demo is sent to the change-password page, whose rules are explained in Spanish', async () => {
    const navegador = new Navegador(entorno.url);
    const enviado = await enviarLogin(navegador, 'vencida.demo', PASSWORD_PRUEBA);
    expect(enviado.status).toBe(200);
    const html = await enviado.text();
    expect(html).toContain('Cambiar contraseña');
    expect(html).toContain('Su contraseña venció.');
    const accion = accionFormulario(html, entorno.url);
    const cambiar = (actual: string, nueva: string, repeticion = nueva) =>
      navegador.post(accion, { ...camposOcultos(html), actual, nueva, repeticion });

    const casos: [string, string, string, string][] = [
      // The rules and their texts are those administrators set passwords with (shared/src/domain/password.ts).
      [PASSWORD_PRUEBA, 'corta1', 'corta1', 'La contraseña debe tener al menos 8 caracteres.'],
      [PASSWORD_PRUEBA, 'sinnumeros', 'sinnumeros', 'La contraseña debe incluir al menos un número.'],
      [PASSWORD_PRUEBA, '123456789', '123456789', 'La contraseña debe incluir al menos una letra.'],
      [PASSWORD_PRUEBA, 'Farmacia2027', 'Farmacia2028', 'Las contraseñas nuevas no coinciden.'],
      [PASSWORD_PRUEBA, PASSWORD_PRUEBA, PASSWORD_PRUEBA, 'La contraseña nueva debe ser distinta de la actual.'],
    ];
    for (const [actual, nueva, repeticion, mensaje] of casos) {
      const respuesta = await cambiar(actual, nueva, repeticion);
      expect(respuesta.status).toBe(400);
      expect(await respuesta.text()).toContain(mensaje);
    }
    const actualIncorrecta = await cambiar('NoEsLaClave1', 'Farmacia2027');
    expect(actualIncorrecta.status).toBe(401);
    expect(await actualIncorrecta.text()).toContain('Usuario o contraseña incorrectos.');
  });

  test('vencida.demo sets a valid new password and finishes the login, whose session carries the new context version', async () => {
    const db = entorno.baseDatos.db;
    const [antes] = await db.select().from(usuario).where(eq(usuario.userName, 'vencida.demo'));
    const navegador = new Navegador(entorno.url);
    const { respuesta, url, pkce } = await autorizar(navegador);
    const enviado = await navegador.post(accionFormulario(await respuesta.text(), url), { usuario: 'vencida.demo', clave: PASSWORD_PRUEBA });
    const html = await enviado.text();
    const cambio = await navegador.post(accionFormulario(html, entorno.url), {
      ...camposOcultos(html),
      actual: PASSWORD_PRUEBA,
      nueva: 'Farmacia2027',
      repeticion: 'Farmacia2027',
    });
    const { url: callback } = await navegador.seguir(cambio);
    expect(callback.startsWith(REDIRECT_PRUEBA)).toBe(true);
    const tokens = await canjearCodigo(entorno.url, callback, pkce);
    expect(decodeJwt(tokens.accessToken).name).toBe('Ana Castro');

    const [despues] = await db.select().from(usuario).where(eq(usuario.userName, 'vencida.demo'));
    expect(await verifyPassword(despues!.passwordHash, 'Farmacia2027')).toBe(true);
    const dias = (despues!.passwordVenceEn!.getTime() - reloj.ahoraMs()) / 86_400_000;
    expect(dias).toBeGreaterThan(89.9);
    expect(dias).toBeLessThanOrEqual(90);
    // Its older tokens end (a new version), the session just signed in does not: its renewal still works.
    expect(despues!.versionContexto).toBe(antes!.versionContexto + 1);
    expect((await renovar(navegador)).searchParams.get('error')).toBeNull();
    await expect(iniciarSesion(entorno.url, 'vencida.demo', PASSWORD_PRUEBA)).rejects.toThrow();
  });

  test('a password that expires during a session fails renewal with PasswordExpired; interactively it asks for a new one', async () => {
    const db = entorno.baseDatos.db;
    const navegador = new Navegador(entorno.url);
    await iniciarSesion(entorno.url, 'otra.demo', PASSWORD_PRUEBA, navegador);
    await db.update(usuario).set({ passwordVenceEn: new Date(reloj.ahoraMs() - 1000) }).where(eq(usuario.userName, 'otra.demo'));

    const callback = await renovar(navegador);
    expect(callback.searchParams.get('error')).toBe('PasswordExpired');
    // OAuth allows only printable ASCII there (idp/errores-oauth.ts).
    expect(callback.searchParams.get('error_description')).toBe('La contrasena esta vencida.');

    const { respuesta } = await autorizar(navegador);
    const html = await respuesta.text();
    expect(html).toContain('Contraseña nueva');
    expect(html).toContain('Su contraseña venció.');
  });

  test('/idp/cambiar-clave works on its own and never tells whether a user exists', async () => {
    const pagina = await fetch(`${entorno.url}/idp/cambiar-clave?motivo=PasswordExpired`);
    expect(pagina.status).toBe(200);
    const html = await pagina.text();
    expect(html).toContain('Su contraseña venció. Ingrese y elija una nueva.');
    expect(html).toContain('Al menos 8 caracteres, al menos un número y al menos una letra, distinta de la actual.');
    expect(html).toContain('>Usuario<');

    const navegador = new Navegador(entorno.url, { 'x-forwarded-for': '10.3.0.1' });
    const desconocido = await navegador.post(`${entorno.url}/idp/cambiar-clave`, { usuario: 'nadie.demo', actual: 'x', nueva: 'Farmacia2027', repeticion: 'Farmacia2027' });
    expect(desconocido.status).toBe(401);
    expect(await desconocido.text()).toContain('Usuario o contraseña incorrectos.');

    const regla = await navegador.post(`${entorno.url}/idp/cambiar-clave`, { usuario: 'grupo.demo', actual: PASSWORD_PRUEBA, nueva: 'corta', repeticion: 'corta' });
    expect(regla.status).toBe(400);
    expect(await regla.text()).toContain('La contraseña debe tener al menos 8 caracteres.');

    const ok = await navegador.post(`${entorno.url}/idp/cambiar-clave`, { usuario: 'grupo.demo', actual: PASSWORD_PRUEBA, nueva: 'Farmacia2027', repeticion: 'Farmacia2027' });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Su contraseña se cambió correctamente.');
    const tokens = await iniciarSesion(entorno.url, 'grupo.demo', 'Farmacia2027');
    expect(decodeJwt(tokens.accessToken).FarmaciaGrupoId).toBe(1);
  });

  test('/idp/cambiar-clave tells a disabled user so only after its right password, and changes nothing', async () => {
    const db = entorno.baseDatos.db;
    await db.update(usuario).set({ habilitado: false }).where(eq(usuario.userName, 'bloqueada.demo'));
    try {
      const navegador = new Navegador(entorno.url, { 'x-forwarded-for': '10.3.0.2' });
      const cambiar = (userName: string, actual: string) =>
        navegador.post(`${entorno.url}/idp/cambiar-clave`, { usuario: userName, actual, nueva: 'Farmacia2029', repeticion: 'Farmacia2029' });

      const correcta = await cambiar('bloqueada.demo', PASSWORD_PRUEBA);
      expect(correcta.status).toBe(403);
      expect(await correcta.text()).toContain('Su usuario está deshabilitado. Consulte con el administrador de su farmacia.');

      const deshabilitadoIncorrecta = await cambiar('bloqueada.demo', 'NoEsLaClave1');
      const habilitadoIncorrecta = await cambiar('admin.demo', 'NoEsLaClave1');
      expect([deshabilitadoIncorrecta.status, habilitadoIncorrecta.status]).toEqual([401, 401]);
      const textos = [await deshabilitadoIncorrecta.text(), await habilitadoIncorrecta.text()].map((h) => h.replace(/value="[^"]*"/g, ''));
      expect(textos[0]).toContain(CREDENCIALES_INCORRECTAS);
      expect(textos[0]).toBe(textos[1]);

      const [despues] = await db.select().from(usuario).where(eq(usuario.userName, 'bloqueada.demo'));
      expect(await verifyPassword(despues!.passwordHash, PASSWORD_PRUEBA)).toBe(true);
    } finally {
      await db.update(usuario).set({ habilitado: true }).where(eq(usuario.userName, 'bloqueada.demo'));
    }
  });
});
