import { eq } from 'drizzle-orm';
import { usuarioSchema } from '@portal/shared/contracts';
import { suiteApi } from '../support/suite-api.js';
import { crearPkce, iniciarSesion, Navegador, REDIRECT_PRUEBA, urlAutorizacion } from '../support/sesion.js';
import { CUENTAS_DEMO } from '../../src/seed/cuentas.js';
import { usuario } from '../../src/db/schema/index.js';

const cuenta = (userName: string) => CUENTAS_DEMO.find((c) => c.userName === userName)!;
const ADMIN = cuenta('admin.demo');
const PEDIDOS = cuenta('pedidos.demo');
const OTRA = cuenta('otra.demo');

const suite = suiteApi();
const { token, llamar } = suite;

const comoAdmin = async (method: string, path: string, body?: unknown) => llamar(method, path, { token: await token('admin.demo'), body });

const versionContexto = async (id: string) =>
  (await suite.entorno.baseDatos.db.select({ v: usuario.versionContexto }).from(usuario).where(eq(usuario.id, id)))[0]!.v;

describe('GET /api/Usuario/{id}', () => {
  test('an administrator sees a user of the pharmacy with exactly the fields of a user', async () => {
    const r = await comoAdmin('GET', `/api/Usuario/${PEDIDOS.id}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(
      ['creadorUserId', 'email', 'emailConfirmado', 'farmaciaId', 'fechaCreacion', 'habilitado', 'id', 'ultimaActualizacion', 'ultimoEditorUserId', 'userName'].sort(),
    );
    expect(r.body).toMatchObject({ id: PEDIDOS.id, userName: 'pedidos.demo', email: 'pedidos.demo@farmacias.example', emailConfirmado: true, farmaciaId: 1001, habilitado: true });
    expect(usuarioSchema.parse(r.body).fechaCreacion).toBe(new Date(r.body.fechaCreacion).toISOString());
  });

  test("another pharmacy's user is not found, and a user without Administrador is refused", async () => {
    expect((await comoAdmin('GET', `/api/Usuario/${OTRA.id}`)).status).toBe(404);
    const sinRol = await llamar('GET', `/api/Usuario/${ADMIN.id}`, { token: await token('pedidos.demo') });
    expect(sinRol.status).toBe(403);
    expect(sinRol.body.mensaje).toBe('No tiene permisos para realizar esta operación.');
    expect((await llamar('GET', `/api/Usuario/${ADMIN.id}`)).status).toBe(401);
  });
});

describe('GET /api/Usuario/farmacia/{id}', () => {
  test('lists the users of the pharmacy with the total in X-Total-Count', async () => {
    const r = await comoAdmin('GET', '/api/Usuario/farmacia/1001?sorts=userName&pageSize=2');
    expect(r.status).toBe(200);
    const total = CUENTAS_DEMO.filter((c) => c.farmaciaId === 1001).length;
    expect(r.headers.get('x-total-count')).toBe(String(total));
    expect(r.body.map((u: { userName: string }) => u.userName)).toEqual(['admin.demo', 'cuenta.demo']);
  });

  test('filters by user name', async () => {
    const r = await comoAdmin('GET', '/api/Usuario/farmacia/1001?filters=userName@=pedidos');
    expect(r.status).toBe(200);
    expect(r.body.map((u: { id: string }) => u.id)).toEqual([PEDIDOS.id]);
    expect(r.headers.get('x-total-count')).toBe('1');
  });

  test('bad input is a 400 and another pharmacy a 404', async () => {
    expect((await comoAdmin('GET', '/api/Usuario/farmacia/abc')).status).toBe(400);
    expect((await comoAdmin('GET', '/api/Usuario/farmacia/1001?filters=clave==1')).status).toBe(400);
    expect((await comoAdmin('GET', '/api/Usuario/farmacia/1002')).status).toBe(404);
  });
});

describe('POST /api/Usuario/Buscar', () => {
  test("finds only the caller's pharmacy users", async () => {
    const r = await comoAdmin('POST', '/api/Usuario/Buscar', { userName: 'DEMO' });
    expect(r.status).toBe(200);
    expect(r.body.map((u: { userName: string }) => u.userName)).toEqual(
      CUENTAS_DEMO.filter((c) => c.farmaciaId === 1001)
        .map((c) => c.userName)
        .sort(),
    );
    const otraFarmacia = await comoAdmin('POST', '/api/Usuario/Buscar', { farmaciaId: 1002 });
    expect(otraFarmacia.body).toEqual([]);
    const porEstado = await comoAdmin('POST', '/api/Usuario/Buscar', { habilitado: true, email: 'cuenta.demo@' });
    expect(porEstado.body.map((u: { id: string }) => u.id)).toEqual([cuenta('cuenta.demo').id]);
  });

  test('a wrong filter type is a 400 naming the field', async () => {
    const r = await comoAdmin('POST', '/api/Usuario/Buscar', { habilitado: 'si' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toContain('habilitado');
  });
});

describe('roles', () => {
  test('POST /api/Usuario/Roles answers roles and sections of the users in scope only', async () => {
    const r = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [PEDIDOS.id, OTRA.id, 'no-existe'] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ userId: PEDIDOS.id, roles: ['ConsultorStock', 'Pedidos'], seccionesHabilitadas: [1] }]);
    expect((await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [] })).status).toBe(400);
  });

  test('GET /api/Rol lists the roles in use and /api/Rol/Asignables those an administrator may give', async () => {
    const enUso = await comoAdmin('GET', '/api/Rol');
    expect(enUso.status).toBe(200);
    expect(enUso.body.map((r: { nombre: string }) => r.nombre)).toEqual([...ADMIN.roles]);
    const asignables = await comoAdmin('GET', '/api/Rol/Asignables');
    expect(asignables.body.map((r: { nombre: string }) => r.nombre)).toEqual(ADMIN.roles.filter((r) => !['Siaf', 'Supervisor', 'FarmaciaBloqueada'].includes(r)));
    expect(asignables.body.every((r: { asignable: boolean }) => r.asignable)).toBe(true);
    expect((await llamar('GET', '/api/Rol', { token: await token('pedidos.demo') })).status).toBe(403);
  });
});

describe('creating and administering a user', () => {
  const nuevo = { userName: 'mostrador.nuevo', email: 'mostrador@farmacias.example', password: 'Mostrador2026', roles: ['Pedidos', 'ConsultorStock'], habilitado: true, secciones: [1] };
  let id: string;

  test('POST /api/Usuario creates the user in the administrator pharmacy, able to sign in', async () => {
    const r = await comoAdmin('POST', '/api/Usuario', nuevo);
    expect(r.status).toBe(201);
    expect(r.body.resultados).toEqual([{ succeeded: true }]);
    id = r.body.userId;
    const creado = await comoAdmin('GET', `/api/Usuario/${id}`);
    expect(creado.body).toMatchObject({ userName: 'mostrador.nuevo', farmaciaId: 1001, habilitado: true, emailConfirmado: false, creadorUserId: ADMIN.id, ultimoEditorUserId: ADMIN.id });
    const sesion = await iniciarSesion(suite.entorno.url, 'mostrador.nuevo', 'Mostrador2026');
    const propio = await llamar('GET', '/api/farmacia/InfoHoras', { token: sesion.accessToken });
    expect(propio.status).toBe(200);
  });

  test('rule violations come back as operation results with codes and Spanish descriptions', async () => {
    const duplicado = await comoAdmin('POST', '/api/Usuario', { ...nuevo, userName: 'PEDIDOS.demo' });
    expect(duplicado.status).toBe(200);
    expect(duplicado.body.userId).toBeNull();
    expect(duplicado.body.resultados[0].succeeded).toBe(false);
    expect(duplicado.body.resultados[0].errors).toContainEqual({ code: 'DuplicateUserName', description: "El nombre de usuario 'PEDIDOS.demo' ya está en uso." });

    const debil = await comoAdmin('POST', '/api/Usuario', { ...nuevo, userName: 'otro.nuevo', password: 'abc', roles: ['Siaf'], email: 'sin-arroba' });
    expect(debil.body.resultados[0].errors.map((e: { code: string }) => e.code).sort()).toEqual(
      ['InvalidEmail', 'PasswordRequiresDigit', 'PasswordTooShort', 'RoleNotAssignable'].sort(),
    );
    expect(debil.body.resultados[0].errors.find((e: { code: string }) => e.code === 'PasswordTooShort').description).toBe('La contraseña debe tener al menos 8 caracteres.');
  });

  test('malformed bodies are a 400', async () => {
    expect((await comoAdmin('POST', '/api/Usuario', { ...nuevo, roles: ['Inventado'] })).status).toBe(400);
    expect((await comoAdmin('POST', '/api/Usuario', { userName: 'x' })).status).toBe(400);
    expect((await comoAdmin('POST', '/api/Usuario', { ...nuevo, secciones: [3] })).status).toBe(400);
    const r = await llamar('POST', '/api/Usuario', { token: await token('admin.demo'), cuerpoCrudo: '{"userName":' });
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toMatch(/JSON/);
  });

  test('PUT /api/Usuario/{id} changes sections and habilitado, bumping the context version', async () => {
    const antes = await versionContexto(id);
    const r = await comoAdmin('PUT', `/api/Usuario/${id}`, { secciones: [2, 1], habilitado: false, email: 'nuevo@farmacias.example' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ succeeded: true }]);
    expect(await versionContexto(id)).toBe(antes + 1);
    const roles = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [id] });
    expect(roles.body[0].seccionesHabilitadas).toEqual([1, 2]);
    const leido = await comoAdmin('GET', `/api/Usuario/${id}`);
    expect(leido.body).toMatchObject({ email: 'nuevo@farmacias.example', habilitado: false });

    const soloEmail = await comoAdmin('PUT', `/api/Usuario/${id}`, { email: 'otro@farmacias.example' });
    expect(soloEmail.body).toEqual([{ succeeded: true }]);
    expect(await versionContexto(id)).toBe(antes + 1);
    const invalido = await comoAdmin('PUT', `/api/Usuario/${id}`, { email: 'nada' });
    expect(invalido.body[0].errors[0].code).toBe('InvalidEmail');
    const propio = await comoAdmin('PUT', `/api/Usuario/${ADMIN.id}`, { habilitado: false });
    expect(propio.body[0].errors[0].code).toBe('CannotDisableSelf');
    expect((await comoAdmin('PUT', `/api/Usuario/${OTRA.id}`, { habilitado: false })).status).toBe(404);
    expect((await comoAdmin('PUT', `/api/Usuario/${id}`, { habilitado: 'no' })).status).toBe(400);
  });

  test('PUT /api/Usuario/ReemplazarRoles/{id} replaces assignable roles only', async () => {
    const antes = await versionContexto(id);
    const r = await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: ['CuentaCorriente'] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ succeeded: true });
    expect(await versionContexto(id)).toBe(antes + 1);
    const roles = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [id] });
    expect(roles.body[0].roles).toEqual(['CuentaCorriente']);

    const noAsignable = await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: ['Supervisor'] });
    expect(noAsignable.body.errors).toEqual([{ code: 'RoleNotAssignable', description: "El rol 'Supervisor' no puede ser asignado por un administrador de farmacia." }]);
    const propio = await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${ADMIN.id}`, { roles: ['Pedidos'] });
    expect(propio.body.errors[0].code).toBe('CannotRemoveOwnAdministrator');
    expect((await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${OTRA.id}`, { roles: [] })).status).toBe(404);
    expect((await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: 'Pedidos' })).status).toBe(400);
  });

  test('PUT /api/Usuario/Password/{id} sets a password that works, or says why not', async () => {
    const corta = await comoAdmin('PUT', `/api/Usuario/Password/${PEDIDOS.id}`, { NewPassword: 'a1' });
    expect(corta.status).toBe(200);
    expect(corta.body).toEqual({ succeeded: false, errors: [{ code: 'PasswordTooShort', description: 'La contraseña debe tener al menos 8 caracteres.' }] });
    const ok = await comoAdmin('PUT', `/api/Usuario/Password/${PEDIDOS.id}`, { NewPassword: 'Recambio2027' });
    expect(ok.body).toEqual({ succeeded: true, errors: [] });
    await expect(iniciarSesion(suite.entorno.url, 'pedidos.demo', 'Recambio2027')).resolves.toHaveProperty('accessToken');
    expect((await comoAdmin('PUT', `/api/Usuario/Password/${OTRA.id}`, { NewPassword: 'Recambio2027' })).status).toBe(404);
    expect((await comoAdmin('PUT', `/api/Usuario/Password/${PEDIDOS.id}`, { newPassword: 'Recambio2027' })).status).toBe(400);
  });

  test('DELETE /api/Usuario/{id} removes a user, never oneself nor another pharmacy user', async () => {
    const propio = await comoAdmin('DELETE', `/api/Usuario/${ADMIN.id}`);
    expect(propio.status).toBe(400);
    expect(propio.body.mensaje).toBe('No puede eliminar su propio usuario.');
    expect((await comoAdmin('DELETE', `/api/Usuario/${OTRA.id}`)).status).toBe(404);
    expect((await llamar('DELETE', `/api/Usuario/${id}`, { token: await token('pedidos.demo') })).status).toBe(403);
    expect((await comoAdmin('DELETE', `/api/Usuario/${id}`)).status).toBe(204);
    expect((await comoAdmin('GET', `/api/Usuario/${id}`)).status).toBe(404);
  });
});

describe('POST /api/CrewDragon/UserNames', () => {
  test('any signed-in user gets the names of the users it may see', async () => {
    const r = await llamar('POST', '/api/CrewDragon/UserNames', { token: await token('cuenta.demo'), body: [ADMIN.id, OTRA.id, 'desconocido'] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ id: ADMIN.id, userName: 'admin.demo' }]);
  });

  test('a body that is not a list of ids is a 400', async () => {
    const r = await llamar('POST', '/api/CrewDragon/UserNames', { token: await token('cuenta.demo'), body: { ids: [ADMIN.id] } });
    expect(r.status).toBe(400);
  });
});

describe('silent renewal after an administrator changes a user', () => {
  /** What the browser's `prompt=none` renewal brings back to the client: the OAuth error, or null on success. */
  const errorDeRenovacion = async (navegador: Navegador) => {
    const { url } = await navegador.seguir(await navegador.get(urlAutorizacion(suite.entorno.url, crearPkce(), { prompt: 'none' })));
    expect(url.startsWith(REDIRECT_PRUEBA)).toBe(true);
    return new URL(url).searchParams.get('error');
  };

  test('an email change keeps the session; a change of roles answers ContextChanged', async () => {
    const cuentaDemo = cuenta('cuenta.demo');
    const navegador = new Navegador(suite.entorno.url);
    await iniciarSesion(suite.entorno.url, 'cuenta.demo', undefined, navegador);

    await comoAdmin('PUT', `/api/Usuario/${cuentaDemo.id}`, { email: 'cuenta.nueva@farmacias.example' });
    expect(await errorDeRenovacion(navegador)).toBeNull();

    const r = await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${cuentaDemo.id}`, { roles: [...cuentaDemo.roles, 'Devoluciones'] });
    expect(r.body).toEqual({ succeeded: true });
    expect(await errorDeRenovacion(navegador)).toBe('ContextChanged');
  });
});
