import { eq } from 'drizzle-orm';
import { usuarioSchema } from '@portal/shared/contracts';
import { suiteApi } from '../../../support/suite-api.js';
import { crearPkce, enviarLogin, iniciarSesion, Navegador, PASSWORD_PRUEBA, REDIRECT_PRUEBA, urlAutorizacion } from '../../../support/sesion.js';
import { CUENTAS_DEMO } from '../../../../src/seed/cuentas.js';
import { usuario } from '../../../../src/db/schema/index.js';

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
    // The demo accounts of 1001 and the five clerks its administrator keeps (seed/usuarios-farmacia.ts).
    const total = CUENTAS_DEMO.filter((c) => c.farmaciaId === 1001).length + 5;
    expect(r.headers.get('x-total-count')).toBe(String(total));
    expect(r.body.map((u: { userName: string }) => u.userName)).toEqual(['admin.demo', 'archivos.demo']);
  });

  test("otra.demo administers clerks of its own, which admin.demo never sees", async () => {
    const r = await llamar('GET', '/api/Usuario/farmacia/1002?sorts=userName', { token: await token('otra.demo') });
    expect(r.body.map((u: { userName: string }) => u.userName)).toEqual(['administrativa.molina', 'otra.demo', 'recepcion.diaz']);
    expect(r.body.find((u: { userName: string }) => u.userName === 'recepcion.diaz')).toMatchObject({ creadorUserId: OTRA.id, farmaciaId: 1002 });
    expect((await comoAdmin('POST', '/api/Usuario/Buscar', { userName: 'recepcion' })).body).toEqual([]);
  });

  test("the demo pharmacy's clerks come with their history", async () => {
    const [lopez] = (await comoAdmin('POST', '/api/Usuario/Buscar', { userName: 'mostrador.lopez' })).body;
    const r = await comoAdmin('GET', `/api/Usuario/${lopez.id}/Auditoria`);
    expect(r.body.map((a: { accion: string }) => a.accion)).toEqual(['Password', 'Roles', 'Alta']);
    expect((await comoAdmin('POST', '/api/Usuario/Buscar', { habilitado: false })).body.map((u: { userName: string }) => u.userName)).toContain('deposito.gimenez');
  });

  test('filters by a role the users hold', async () => {
    const r = await comoAdmin('GET', '/api/Usuario/farmacia/1001?rol=CuentaCorriente&sorts=userName');
    expect(r.status).toBe(200);
    const esperados = [
      ...CUENTAS_DEMO.filter((c) => c.farmaciaId === 1001 && (c.roles as readonly string[]).includes('CuentaCorriente')).map((c) => c.userName),
      'caja.perez',
      'farmaceutica.ruiz',
    ].sort();
    expect(r.body.map((u: { userName: string }) => u.userName)).toEqual(esperados);
    expect((await comoAdmin('GET', '/api/Usuario/farmacia/1001?rol=Inventado')).status).toBe(400);
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
  test("POST /api/Usuario/Roles answers roles and sections of the administrator's users; another pharmacy's id is a 404", async () => {
    const r = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [PEDIDOS.id, ADMIN.id] });
    expect(r.status).toBe(200);
    expect(r.body.map((u: { userId: string }) => u.userId)).toEqual([ADMIN.id, PEDIDOS.id]);
    expect(r.body[1]).toEqual({ userId: PEDIDOS.id, roles: ['ConsultorStock', 'Pedidos', 'AccesoDashboard'], seccionesHabilitadas: [1] });
    const ajeno = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [PEDIDOS.id, OTRA.id] });
    expect(ajeno.status).toBe(404);
    expect(ajeno.body.mensaje).toBe('No se encontró el usuario.');
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

  test('rule violations are a 4xx with the failed operation result, codes and Spanish descriptions', async () => {
    const duplicado = await comoAdmin('POST', '/api/Usuario', { ...nuevo, userName: 'PEDIDOS.demo' });
    expect(duplicado.status).toBe(409);
    expect(duplicado.body.succeeded).toBe(false);
    expect(duplicado.body.resultados[0].succeeded).toBe(false);
    expect(duplicado.body.resultados[0].errors).toContainEqual({ code: 'DuplicateUserName', description: "El nombre de usuario 'PEDIDOS.demo' ya está en uso." });

    const debil = await comoAdmin('POST', '/api/Usuario', { ...nuevo, userName: 'otro.nuevo', password: 'abc', email: 'sin-arroba' });
    expect(debil.status).toBe(400);
    expect(debil.body.resultados[0].errors.map((e: { code: string }) => e.code).sort()).toEqual(['InvalidEmail', 'PasswordRequiresDigit', 'PasswordTooShort'].sort());
    expect(debil.body.resultados[0].errors.find((e: { code: string }) => e.code === 'PasswordTooShort').description).toBe('La contraseña debe tener al menos 8 caracteres.');
  });

  test('a role outside Rol/Asignables is refused with a 403 and a Spanish message, and nothing is created', async () => {
    const r = await comoAdmin('POST', '/api/Usuario', { ...nuevo, userName: 'con.supervisor', roles: ['Pedidos', 'Supervisor'] });
    expect(r.status).toBe(403);
    expect(r.body.mensaje).toBe("El rol 'Supervisor' no puede ser asignado por un administrador de farmacia.");
    expect((await comoAdmin('POST', '/api/Usuario/Buscar', { userName: 'con.supervisor' })).body).toEqual([]);
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
    expect(invalido.status).toBe(400);
    expect(invalido.body.resultados[0].errors[0].code).toBe('InvalidEmail');
    const propio = await comoAdmin('PUT', `/api/Usuario/${ADMIN.id}`, { habilitado: false });
    expect(propio.status).toBe(400);
    expect(propio.body.errors).toEqual({ habilitado: ['No puede deshabilitar su propio usuario.'] });
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

    const noAsignable = await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: ['Pedidos', 'FarmaciaBloqueada'] });
    expect(noAsignable.status).toBe(403);
    expect(noAsignable.body.mensaje).toBe("El rol 'FarmaciaBloqueada' no puede ser asignado por un administrador de farmacia.");
    expect((await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [id] })).body[0].roles).toEqual(['CuentaCorriente']);
    const propio = await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${ADMIN.id}`, { roles: ['Pedidos'] });
    expect(propio.status).toBe(400);
    expect(propio.body.resultados[0].errors[0].code).toBe('CannotRemoveOwnAdministrator');
    expect((await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${OTRA.id}`, { roles: [] })).status).toBe(404);
    expect((await comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: 'Pedidos' })).status).toBe(400);
  });

  test('PUT /api/Usuario/Password/{id} sets a password that works, or says why not', async () => {
    const corta = await comoAdmin('PUT', `/api/Usuario/Password/${PEDIDOS.id}`, { NewPassword: 'a1' });
    expect(corta.status).toBe(400);
    expect(corta.body).toEqual({
      title: 'Solicitud incorrecta',
      status: 400,
      mensaje: 'La contraseña debe tener al menos 8 caracteres.',
      errors: { NewPassword: ['La contraseña debe tener al menos 8 caracteres.'] },
      succeeded: false,
      resultados: [{ succeeded: false, errors: [{ code: 'PasswordTooShort', description: 'La contraseña debe tener al menos 8 caracteres.' }] }],
    });
    const anterior = await token('pedidos.demo');
    const ok = await comoAdmin('PUT', `/api/Usuario/Password/${PEDIDOS.id}`, { NewPassword: 'Recambio2027' });
    expect(ok.body).toEqual({ succeeded: true, errors: [] });
    // The user's tokens of before the reset stop working (test/revocacion.test.ts); a sign-in with the new one works at
    // once, and one with the old one is refused.
    expect((await llamar('GET', '/api/Rol', { token: anterior })).status).toBe(401);
    await expect(iniciarSesion(suite.entorno.url, 'pedidos.demo', 'Recambio2027')).resolves.toHaveProperty('accessToken');
    const vieja = await enviarLogin(new Navegador(suite.entorno.url, { 'x-forwarded-for': '10.15.2.1' }), 'pedidos.demo', PASSWORD_PRUEBA);
    expect(vieja.status).toBe(401);
    expect(await vieja.text()).toContain('Usuario o contraseña incorrectos.');
    expect((await comoAdmin('PUT', `/api/Usuario/Password/${OTRA.id}`, { NewPassword: 'Recambio2027' })).status).toBe(404);
    expect((await comoAdmin('PUT', `/api/Usuario/Password/${PEDIDOS.id}`, { newPassword: 'Recambio2027' })).status).toBe(400);
  });

  test('two administrators changing one user at once leave it as one of them left it, never half-changed', async () => {
    const conjuntos = [['Pedidos', 'ConsultorStock'], ['CuentaCorriente', 'Devoluciones'], ['AccesoDashboard'], ['Pedidos', 'CuentaCorrienteFacturas']];
    const respuestas = await Promise.all([
      ...conjuntos.map((roles) => comoAdmin('PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles })),
      comoAdmin('PUT', `/api/Usuario/${id}`, { secciones: [1, 2, 8] }),
      comoAdmin('PUT', `/api/Usuario/${id}`, { secciones: [11] }),
    ]);
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const final = (await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [id] })).body[0];
    expect(conjuntos.map((c) => [...c].sort().join())).toContain([...final.roles].sort().join());
    expect([[1, 2, 8], [11]].map((c) => c.join())).toContain(final.seccionesHabilitadas.join());
    // The audit holds each change that went through, each as it was applied on what the one before left.
    const auditoria = (await comoAdmin('GET', `/api/Usuario/${id}/Auditoria`)).body as { accion: string; cambios: { campo: string; despues: string }[] }[];
    const ultimoRoles = auditoria.find((a) => a.accion === 'Roles')!;
    expect(ultimoRoles.cambios[0].despues).toBe([...final.roles].sort().join(', '));
  });

  test('GET /api/Usuario/{id}/Auditoria: who changed what and when, newest first, never the password', async () => {
    const r = await comoAdmin('GET', `/api/Usuario/${id}/Auditoria`);
    expect(r.status).toBe(200);
    const acciones = r.body.map((a: { accion: string }) => a.accion);
    expect(acciones.at(-1)).toBe('Alta');
    expect(acciones).toEqual(expect.arrayContaining(['Alta', 'Modificacion', 'Roles']));
    expect(r.body.every((a: { autorUserId: string }) => a.autorUserId === ADMIN.id)).toBe(true);
    const ids = r.body.map((a: { id: number }) => a.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const alta = r.body.at(-1);
    expect(alta.cambios).toContainEqual({ campo: 'userName', antes: null, despues: 'mostrador.nuevo' });
    expect(alta.cambios).toContainEqual({ campo: 'roles', antes: null, despues: 'ConsultorStock, Pedidos' });
    expect(JSON.stringify(r.body)).not.toMatch(/Mostrador2026|argon2/);

    await comoAdmin('PUT', `/api/Usuario/Password/${id}`, { NewPassword: 'Secreta2099' });
    const conPassword = await comoAdmin('GET', `/api/Usuario/${id}/Auditoria`);
    expect(conPassword.body[0]).toMatchObject({ accion: 'Password', cambios: [{ campo: 'password', antes: null, despues: null }] });
    expect(JSON.stringify(conPassword.body)).not.toMatch(/Secreta2099|argon2/);

    expect((await comoAdmin('GET', `/api/Usuario/${OTRA.id}/Auditoria`)).status).toBe(404);
    expect((await llamar('GET', `/api/Usuario/${id}/Auditoria`, { token: await token('cuenta.demo') })).status).toBe(403);
    expect((await llamar('GET', `/api/Usuario/${id}/Auditoria`)).status).toBe(401);
  });

  test('DELETE /api/Usuario/{id} removes a user, never oneself nor another pharmacy user', async () => {
    const propio = await comoAdmin('DELETE', `/api/Usuario/${ADMIN.id}`);
    expect(propio.status).toBe(400);
    expect(propio.body.mensaje).toBe('No puede eliminar su propio usuario.');
    expect((await comoAdmin('DELETE', `/api/Usuario/${OTRA.id}`)).status).toBe(404);
    expect((await llamar('DELETE', `/api/Usuario/${id}`, { token: await token('cuenta.demo') })).status).toBe(403);
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
