import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { oidcRegistro } from '../../src/idp/tablas.js';
import { ESPERA_BASE_MS, MAX_FALLOS_PAR, MAX_FALLOS_USUARIO } from '../../src/idp/intentos.js';
import { usuario } from '../../src/db/schema/index.js';
import { avisoEspera, CREDENCIALES_INCORRECTAS, DEMASIADOS_INTENTOS } from '../../src/idp/interacciones.js';
import { crearEntorno, type Entorno } from '../support/entorno.js';
import { accionFormulario, camposOcultos, enviarLogin, iniciarSesion, Navegador, PASSWORD_PRUEBA } from '../support/sesion.js';

/**
 * Failed logins cannot lock a known account (issue 10, defect 4): failures count per user and address; a browser or
 * an address where the user signed in before is slowed down, never refused, and told why; a guess spread over many
 * addresses slows the user down, refuses it nowhere.
 */
let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
});
afterAll(() => entorno.cerrar());

const desde = (ip: string) => ({ 'x-forwarded-for': ip });
/**
 * Lets `ms` go by for every wait under way, as the clock would: each wait record's last turn moves back by `ms` (the
 * waits are wall-clock, measured from that mark). The suite's tests use users and addresses of their own.
 */
async function pasar(ms: number) {
  await entorno.baseDatos.db
    .update(oidcRegistro)
    .set({ payload: sql`jsonb_set(${oidcRegistro.payload}, '{ultimo}', to_jsonb((${oidcRegistro.payload}->>'ultimo')::bigint - ${ms}))` })
    .where(eq(oidcRegistro.tipo, 'EsperaIngreso'));
}

/** The user signs in on this browser and later signs out: the browser keeps only its device cookie. */
async function dispositivoConocido(userName: string, ip: string): Promise<Navegador> {
  const navegador = new Navegador(entorno.url, desde(ip));
  const { idToken } = await iniciarSesion(entorno.url, userName, PASSWORD_PRUEBA, navegador);
  const salida = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:8080/' });
  const html = await (await navegador.get(`${entorno.url}/idp/session/end?${salida}`)).text();
  await navegador.seguir(await navegador.post(accionFormulario(html, entorno.url), camposOcultos(html)));
  return navegador;
}

async function atacar(userName: string, ip: string, veces: number) {
  const estados: number[] = [];
  for (let i = 0; i < veces; i++) estados.push((await enviarLogin(new Navegador(entorno.url, desde(ip)), userName, `adivina${i}Clave`)).status);
  return estados;
}

test('an attacker failing 30 times for admin.demo from one address is refused there, and admin.demo still signs in from elsewhere', async () => {
  const estados = await atacar('admin.demo', '10.40.0.1', 30);
  expect(estados.slice(0, MAX_FALLOS_PAR)).toEqual(Array(MAX_FALLOS_PAR).fill(401));
  expect(new Set(estados.slice(MAX_FALLOS_PAR))).toEqual(new Set([429]));

  // The right password from the attacker's address, in a browser that never signed in: refused like the attacker.
  const rechazado = await enviarLogin(new Navegador(entorno.url, desde('10.40.0.1')), 'admin.demo', PASSWORD_PRUEBA);
  expect(rechazado.status).toBe(429);
  expect(await rechazado.text()).toContain(DEMASIADOS_INTENTOS);

  const tokens = await iniciarSesion(entorno.url, 'admin.demo', PASSWORD_PRUEBA, new Navegador(entorno.url, desde('10.40.0.2')));
  expect(decodeJwt(tokens.accessToken).preferred_username ?? decodeJwt(tokens.accessToken).sub).toBeTruthy();
});

test('from a browser it signed in on before, the user is slowed down (and told why in Spanish), never refused', async () => {
  const ip = '10.41.0.1';
  const navegador = await dispositivoConocido('pedidos.demo', ip);
  // The attacker shares the pharmacy's address (its NAT).
  await atacar('pedidos.demo', ip, MAX_FALLOS_PAR + 10);

  const espera = await enviarLogin(navegador, 'pedidos.demo', PASSWORD_PRUEBA);
  expect(espera.status).toBe(429);
  const segundos = Number(espera.headers.get('retry-after'));
  expect(segundos).toBe(ESPERA_BASE_MS / 1000);
  const html = await espera.text();
  expect(html).toContain(`Como ya ingresó antes desde este equipo, su usuario no se bloquea, pero por seguridad debe esperar ${segundos} segundos`);

  // Trying again too early only tells the time left; after the wait the right password signs in.
  const temprano = await enviarLogin(navegador, 'pedidos.demo', PASSWORD_PRUEBA);
  expect(temprano.status).toBe(429);
  expect(Number(temprano.headers.get('retry-after'))).toBeLessThanOrEqual(segundos);
  await pasar(segundos * 1000 + 200);
  const tokens = await iniciarSesion(entorno.url, 'pedidos.demo', PASSWORD_PRUEBA, navegador);
  expect(decodeJwt(tokens.accessToken).sub).toBe('00000000-0000-4000-8000-000000000002');

  // The real user's success hands the attacker nothing: the address (now a known one) still gives it one attempt per
  // wait at most, never a fresh allowance of failures.
  const despues = await atacar('pedidos.demo', ip, 3);
  expect(despues.filter((estado) => estado === 401).length).toBeLessThanOrEqual(1);
  expect(despues.at(-1)).toBe(429);
});

test('a slowed browser that keeps failing waits longer each time', async () => {
  const ip = '10.42.0.1';
  const navegador = await dispositivoConocido('grupo.demo', ip);
  await atacar('grupo.demo', ip, MAX_FALLOS_PAR);
  const primera = await enviarLogin(navegador, 'grupo.demo', 'equivocada1');
  expect(primera.status).toBe(429);
  await pasar(Number(primera.headers.get('retry-after')) * 1000 + 200);
  expect((await enviarLogin(navegador, 'grupo.demo', 'equivocada1')).status).toBe(401);
  const segunda = await enviarLogin(navegador, 'grupo.demo', 'equivocada2');
  expect(segunda.status).toBe(429);
  expect(Number(segunda.headers.get('retry-after'))).toBe((2 * ESPERA_BASE_MS) / 1000);
});

test('a device cookie is bound to its user names and cannot be forged', async () => {
  const ip = '10.43.0.1';
  const navegador = await dispositivoConocido('cuenta.demo', ip);
  await atacar('otra.demo', ip, MAX_FALLOS_PAR);
  // Known for cuenta.demo, not for otra.demo: refused like any other browser.
  expect((await enviarLogin(navegador, 'otra.demo', PASSWORD_PRUEBA)).status).toBe(429);

  await atacar('vencida.demo', ip, MAX_FALLOS_PAR);
  const datos = Buffer.from(JSON.stringify({ d: 'falso', u: ['vencida.demo'] })).toString('base64url');
  const falsificado = new Navegador(entorno.url, { ...desde(ip), cookie: `portal_dispositivo=${datos}.AAAA` });
  const respuesta = await enviarLogin(falsificado, 'vencida.demo', PASSWORD_PRUEBA);
  expect(respuesta.status).toBe(429);
  expect(respuesta.headers.get('retry-after')).toBeNull();
});

test('from an address it signed in from before, even a new browser is slowed down (and told why), never refused', async () => {
  const ip = '10.47.0.1';
  // The clerk signed in from the pharmacy once, in a browser that is gone now (cleared, or another PC).
  await iniciarSesion(entorno.url, 'otra.demo', PASSWORD_PRUEBA, new Navegador(entorno.url, desde(ip)));
  // An attacker behind the same NAT: past the pair's limit it is slowed down like the clerk, not refused.
  expect(await atacar('otra.demo', ip, MAX_FALLOS_PAR + 2)).toEqual([...Array(MAX_FALLOS_PAR).fill(401), 429, 429]);

  const espera = await enviarLogin(new Navegador(entorno.url, desde(ip)), 'otra.demo', PASSWORD_PRUEBA);
  expect(espera.status).toBe(429);
  const segundos = Number(espera.headers.get('retry-after'));
  expect(segundos).toBeGreaterThan(0);
  expect(segundos).toBeLessThanOrEqual(ESPERA_BASE_MS / 1000);
  expect(await espera.text()).toContain(avisoEspera(segundos, 'direccion'));

  await pasar(segundos * 1000 + 200);
  const tokens = await iniciarSesion(entorno.url, 'otra.demo', PASSWORD_PRUEBA, new Navegador(entorno.url, desde(ip)));
  expect(decodeJwt(tokens.accessToken).sub).toBeTruthy();
  // The clerk's success clears nothing the attacker shares: it still waits for its turn.
  expect(await atacar('otra.demo', ip, 1)).toEqual([429]);
});

test('a guess spread over many addresses slows the user down everywhere and refuses it nowhere', async () => {
  const navegador = await dispositivoConocido('bloqueada.demo', '10.44.0.1');
  const direcciones = MAX_FALLOS_USUARIO / MAX_FALLOS_PAR;
  for (let i = 0; i < direcciones; i++) expect(await atacar('bloqueada.demo', `10.45.${i}.1`, MAX_FALLOS_PAR)).toEqual(Array(MAX_FALLOS_PAR).fill(401));

  // A browser and an address the user never signed in from: slowed, told why, with turns of its own.
  const nuevo = await enviarLogin(new Navegador(entorno.url, desde('10.46.0.1')), 'bloqueada.demo', PASSWORD_PRUEBA);
  expect(nuevo.status).toBe(429);
  expect(nuevo.headers.get('retry-after')).toBe(String(ESPERA_BASE_MS / 1000));
  expect(await nuevo.text()).toContain(avisoEspera(ESPERA_BASE_MS / 1000, 'usuario'));

  const conocido = await enviarLogin(navegador, 'bloqueada.demo', PASSWORD_PRUEBA);
  expect(conocido.status).toBe(429);
  expect(conocido.headers.get('retry-after')).toBe(String(ESPERA_BASE_MS / 1000));

  // The attackers' own addresses stay refused; theirs are not the turns of 10.46.0.1.
  expect(await atacar('bloqueada.demo', '10.45.0.1', 1)).toEqual([429]);
  await pasar(ESPERA_BASE_MS + 200);
  const tokens = await iniciarSesion(entorno.url, 'bloqueada.demo', PASSWORD_PRUEBA, new Navegador(entorno.url, desde('10.46.0.1')));
  expect(decodeJwt(tokens.accessToken).sub).toBeTruthy();
});

test("a disabled user's wrong passwords count like anyone's: the same answers, in the same order, up to the refusal", async () => {
  const db = entorno.baseDatos.db;
  /** Each answer as the user reads it: status, and the page without the interaction's id and the typed user name. */
  const respuestas = async (userName: string, ip: string) => {
    const lista = [];
    for (let i = 0; i < MAX_FALLOS_PAR + 1; i++) {
      const r = await enviarLogin(new Navegador(entorno.url, desde(ip)), userName, `adivina${i}Clave`);
      lista.push(`${r.status} ${(await r.text()).replace(/interaccion\/[\w-]+/g, '').replace(/value="[^"]*"/g, '')}`);
    }
    // Past the limit even the right password is refused there, alike for both: the counters tell nothing either.
    const correcta = await enviarLogin(new Navegador(entorno.url, desde(ip)), userName, PASSWORD_PRUEBA);
    lista.push(`${correcta.status} ${(await correcta.text()).replace(/interaccion\/[\w-]+/g, '').replace(/value="[^"]*"/g, '')}`);
    return lista;
  };
  await db.update(usuario).set({ habilitado: false }).where(eq(usuario.userName, 'vencida.demo'));
  try {
    const deshabilitado = await respuestas('vencida.demo', '10.48.0.1');
    const habilitado = await respuestas('cuenta.demo', '10.48.0.2');
    expect(deshabilitado.map((r) => Number(r.slice(0, 3)))).toEqual([...Array(MAX_FALLOS_PAR).fill(401), 429, 429]);
    expect(deshabilitado[0]).toContain(CREDENCIALES_INCORRECTAS);
    expect(deshabilitado.at(-1)).toContain(DEMASIADOS_INTENTOS);
    expect(deshabilitado).toEqual(habilitado);
  } finally {
    await db.update(usuario).set({ habilitado: true }).where(eq(usuario.userName, 'vencida.demo'));
  }
});
