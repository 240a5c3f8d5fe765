import { eq } from 'drizzle-orm';
import { errorApiSchema, errorReglasUsuarioSchema } from '@portal/shared/contracts';
import { suiteApi } from '../../../support/suite-api.js';
import { CUENTAS_DEMO } from '../../../../src/seed/cuentas.js';
import { rol, usuario, usuarioRol } from '../../../../src/db/schema/index.js';

/** Rule violations as 4xx with the operation-result shape, optimistic concurrency, and moving a user between pharmacies. */
const suite = suiteApi();
const { token, llamar } = suite;
const ADMIN = CUENTAS_DEMO.find((c) => c.userName === 'admin.demo')!;
const GRUPO = CUENTAS_DEMO.find((c) => c.userName === 'grupo.demo')!;

const como = async (userName: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  llamar(method, path, { token: await token(userName), body, headers });
const comoAdmin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => como('admin.demo', method, path, body, headers);

const nuevo = (userName: string) => ({ userName, email: `${userName}@farmacias.example`, password: 'Mostrador2026', roles: ['Pedidos'], habilitado: true, secciones: [1] });
/** A user within what grupo.demo holds, so that, made an administrator, it may manage it (issue 27). */
const DEL_GRUPO = { roles: ['CuentaCorriente'], secciones: [2] };

async function crear(userName: string, cambio: Partial<ReturnType<typeof nuevo>> = {}): Promise<string> {
  const r = await comoAdmin('POST', '/api/Usuario', { ...nuevo(userName), ...cambio });
  expect(r.status).toBe(201);
  return r.body.userId;
}

const fila = async (id: string) => (await suite.entorno.baseDatos.db.select().from(usuario).where(eq(usuario.id, id)))[0]!;

/** The codes of the failed operation result, checked to be our error body too. */
function codigos(r: { status: number; body: unknown }): string[] {
  const cuerpo = errorReglasUsuarioSchema.parse(r.body);
  expect(errorApiSchema.safeParse(r.body).success).toBe(true);
  expect(cuerpo).toMatchObject({ status: r.status, succeeded: false });
  return cuerpo.resultados!.flatMap((x) => x.errors ?? []).map((e) => e.code);
}

describe('a rule violation answers a Spanish 4xx with the failed operation result', () => {
  test.each([
    ['an empty user name', { userName: '  ' }, 'userName', 'InvalidUserName', 'El nombre de usuario es obligatorio.'],
    ['an over-long user name', { userName: 'n'.repeat(101) }, 'userName', 'InvalidUserName', 'El nombre de usuario es demasiado largo.'],
    ['a user name with blanks inside', { userName: 'con espacio' }, 'userName', 'InvalidUserName', expect.stringMatching(/no es válido/)],
    ['an email without @', { email: 'sin-arroba' }, 'email', 'InvalidEmail', "El correo electrónico 'sin-arroba' no es válido."],
    ['an unknown role', { roles: ['Pedidos', 'Inventado'] }, 'roles', 'InvalidRole', 'Rol desconocido.'],
    ['a password without digits', { password: 'solamente-letras' }, 'password', 'PasswordRequiresDigit', 'La contraseña debe incluir al menos un número.'],
  ])('POST /api/Usuario with %s: 400 and the error beside its field', async (_caso, cambio, campo, codigo, descripcion) => {
    const r = await comoAdmin('POST', '/api/Usuario', { ...nuevo('regla.rota'), ...cambio });
    expect(r.status).toBe(400);
    expect(codigos(r)).toEqual([codigo]);
    expect(r.body.title).toBe('Solicitud incorrecta');
    expect(r.body.errors).toEqual({ [campo]: [descripcion] });
    expect((await comoAdmin('POST', '/api/Usuario/Buscar', { userName: 'regla.rota' })).body).toEqual([]);
  });

  test('a user name taken is a 409; a role the administrator may not give, a 403', async () => {
    const tomado = await comoAdmin('POST', '/api/Usuario', nuevo('Pedidos.Demo'));
    expect(tomado.status).toBe(409);
    expect(codigos(tomado)).toEqual(['DuplicateUserName']);
    expect(tomado.body.mensaje).toBe("El nombre de usuario 'Pedidos.Demo' ya está en uso.");
    const ajeno = await comoAdmin('POST', '/api/Usuario', { ...nuevo('con.bloqueo'), roles: ['FarmaciaBloqueada'] });
    expect(ajeno.status).toBe(403);
    expect(codigos(ajeno)).toEqual(['RoleNotAssignable']);
  });

  test('PUT /api/Usuario/{id} with an unknown role or an invalid email changes nothing', async () => {
    const id = await crear('regla.edicion');
    const antes = await fila(id);
    const rol = await comoAdmin('PUT', `/api/Usuario/${id}`, { email: 'nuevo@farmacias.example', roles: ['Jefe'] });
    expect(rol.status).toBe(400);
    expect(codigos(rol)).toEqual(['InvalidRole']);
    const email = await comoAdmin('PUT', `/api/Usuario/${id}`, { email: 'nuevo@', roles: ['CuentaCorriente'] });
    expect(email.status).toBe(400);
    expect(codigos(email)).toEqual(['InvalidEmail']);
    expect(await fila(id)).toEqual(antes);
  });
});

describe('two administrators editing one user', () => {
  test('GET answers the version as ETag; a change with an older If-Match is a 409 in Spanish and changes nothing', async () => {
    const id = await crear('concurrencia.uno');
    const leido = await comoAdmin('GET', `/api/Usuario/${id}`);
    const etag = leido.headers.get('etag')!;
    expect(etag).toBe(`"${leido.body.ultimaActualizacion}"`);

    const primero = await comoAdmin('PUT', `/api/Usuario/${id}`, { email: 'primero@farmacias.example', roles: ['Pedidos', 'Devoluciones'] }, { 'If-Match': etag });
    expect(primero.status).toBe(200);
    expect(primero.body).toEqual([{ succeeded: true }, { succeeded: true }]);
    const despues = await comoAdmin('GET', `/api/Usuario/${id}`);
    expect(despues.headers.get('etag')).not.toBe(etag);

    for (const [method, path, body] of [
      ['PUT', `/api/Usuario/${id}`, { email: 'segundo@farmacias.example' }],
      ['PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: ['CuentaCorriente'] }],
      ['PUT', `/api/Usuario/Password/${id}`, { NewPassword: 'Segundo2099' }],
      ['DELETE', `/api/Usuario/${id}`, undefined],
    ] as const) {
      const tarde = await comoAdmin(method, path, body, { 'If-Match': etag });
      expect(tarde.status).toBe(409);
      expect(codigos(tarde)).toEqual(['ConcurrencyFailure']);
      expect(tarde.body.mensaje).toBe(
        'Otro administrador modificó este usuario mientras usted lo editaba. Recargue sus datos para ver los cambios y vuelva a intentar.',
      );
      expect(tarde.body.resultados[0].errors[0].description).toBe(tarde.body.mensaje);
    }
    expect((await comoAdmin('GET', `/api/Usuario/${id}`)).body).toEqual(despues.body);
    const roles = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [id] });
    expect([...roles.body[0].roles].sort()).toEqual(['Devoluciones', 'Pedidos']);
    expect((await comoAdmin('PUT', `/api/Usuario/${id}`, { habilitado: false }, { 'If-Match': despues.headers.get('etag')! })).status).toBe(200);
  });

  test('two edits of data and roles sent at once from one version: one goes through whole, the other is refused', async () => {
    const id = await crear('concurrencia.dos');
    const etag = (await comoAdmin('GET', `/api/Usuario/${id}`)).headers.get('etag')!;
    const ediciones = [
      { email: 'a@farmacias.example', secciones: [1, 2], roles: ['Pedidos', 'ConsultorStock'] },
      { email: 'b@farmacias.example', secciones: [11], roles: ['Devoluciones'] },
    ];
    const respuestas = await Promise.all(ediciones.map((e) => comoAdmin('PUT', `/api/Usuario/${id}`, e, { 'If-Match': etag })));
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409]);
    const ganadora = ediciones[respuestas.findIndex((r) => r.status === 200)]!;
    const final = (await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [id] })).body[0];
    expect((await comoAdmin('GET', `/api/Usuario/${id}`)).body.email).toBe(ganadora.email);
    expect(final.seccionesHabilitadas).toEqual(ganadora.secciones);
    expect([...final.roles].sort()).toEqual([...ganadora.roles].sort());
  });
});

describe("moving a user to another pharmacy (PUT /api/Usuario/{id} farmaciaId)", () => {
  test('only among the pharmacies the administrator reaches; the move ends the user session context', async () => {
    const id = await crear('mudanza.uno', DEL_GRUPO);
    const fuera = await comoAdmin('PUT', `/api/Usuario/${id}`, { farmaciaId: 1002 });
    expect(fuera.status).toBe(400);
    expect(codigos(fuera)).toEqual(['PharmacyNotReachable']);
    expect((await fila(id)).farmaciaId).toBe(1001);
    expect(codigos(await comoAdmin('PUT', `/api/Usuario/${ADMIN.id}`, { farmaciaId: 1003 }))).toEqual(['CannotMoveSelf']);

    // A group account (1001 and 1003) that administers: it may move the user inside its group, not out of it.
    const db = suite.entorno.baseDatos.db;
    const [administrador] = await db.select({ id: rol.id }).from(rol).where(eq(rol.nombre, 'Administrador'));
    await db.insert(usuarioRol).values({ usuarioId: GRUPO.id, rolId: administrador!.id });
    const version = (await fila(id)).versionContexto;
    const movido = await como('grupo.demo', 'PUT', `/api/Usuario/${id}`, { farmaciaId: 1003 });
    expect(movido.status).toBe(200);
    expect(await fila(id)).toMatchObject({ farmaciaId: 1003, versionContexto: version + 1 });
    expect(codigos(await como('grupo.demo', 'PUT', `/api/Usuario/${id}`, { farmaciaId: 1002 }))).toEqual(['PharmacyNotReachable']);
    // Out of admin.demo's pharmacy, the user is no longer its to see.
    expect((await comoAdmin('GET', `/api/Usuario/${id}`)).status).toBe(404);
    const auditoria = await como('grupo.demo', 'GET', `/api/Usuario/${id}/Auditoria`);
    expect(auditoria.body[0].cambios).toEqual([{ campo: 'farmaciaId', antes: '1001', despues: '1003' }]);
  });
});

describe('every refusal of a user route has the operation-result shape, with a code and a Spanish description', () => {
  /** The one failed result's single error. */
  const unico = (r: { status: number; body: any }) => {
    expect(codigos(r)).toHaveLength(1);
    return r.body.resultados[0].errors[0] as { code: string; description: string };
  };

  test('deleting oneself', async () => {
    const r = await comoAdmin('DELETE', `/api/Usuario/${ADMIN.id}`);
    expect(r.status).toBe(400);
    expect(unico(r)).toEqual({ code: 'CannotDeleteSelf', description: 'No puede eliminar su propio usuario.' });
    expect(r.body.mensaje).toBe('No puede eliminar su propio usuario.');
    expect((await fila(ADMIN.id)).habilitado).toBe(true);
  });

  test('malformed JSON on every route with a body', async () => {
    const id = await crear('regla.json');
    for (const [method, path] of [
      ['POST', '/api/Usuario'],
      ['PUT', `/api/Usuario/${id}`],
      ['PUT', `/api/Usuario/ReemplazarRoles/${id}`],
      ['PUT', `/api/Usuario/Password/${id}`],
      ['POST', '/api/Usuario/Buscar'],
      ['POST', '/api/Usuario/Roles'],
    ] as const) {
      const r = await llamar(method, path, { token: await token('admin.demo'), cuerpoCrudo: '{"email":' });
      expect(r.status).toBe(400);
      expect(unico(r)).toEqual({ code: 'InvalidJson', description: 'El cuerpo de la solicitud no es un JSON válido.' });
    }
  });

  test('a bad path id, a bad filter, and another pharmacy', async () => {
    const largo = await comoAdmin('GET', `/api/Usuario/${'x'.repeat(65)}`);
    expect(largo.status).toBe(400);
    expect(unico(largo).code).toBe('InvalidRouteParameter');
    expect(unico(largo).description).toMatch(/la ruta/);
    const vacio = await comoAdmin('PUT', '/api/Usuario/Password/%20', { NewPassword: 'Segundo2099' });
    expect(vacio.status).toBe(400);
    expect(unico(vacio).code).toBe('InvalidRouteParameter');
    const farmacia = await comoAdmin('GET', '/api/Usuario/farmacia/abc');
    expect(farmacia.status).toBe(400);
    expect(unico(farmacia).code).toBe('InvalidRouteParameter');
    const filtro = await comoAdmin('GET', '/api/Usuario/farmacia/1001?filters=clave==1');
    expect(filtro.status).toBe(400);
    expect(unico(filtro).code).toBe('InvalidRequest');

    const otra = CUENTAS_DEMO.find((c) => c.userName === 'otra.demo')!;
    const ajeno = await comoAdmin('DELETE', `/api/Usuario/${otra.id}`);
    expect(ajeno.status).toBe(404);
    expect(unico(ajeno)).toEqual({ code: 'NotFound', description: 'No se encontró el usuario.' });
    expect(unico(await comoAdmin('GET', '/api/Usuario/farmacia/1002')).code).toBe('NotFound');
  });

  test('POST /api/Usuario/Roles with one id of another pharmacy (or of nobody) is a 404, not a shorter answer', async () => {
    const otra = CUENTAS_DEMO.find((c) => c.userName === 'otra.demo')!;
    const pedidos = CUENTAS_DEMO.find((c) => c.userName === 'pedidos.demo')!;
    for (const ids of [[pedidos.id, otra.id], [otra.id], [pedidos.id, 'no-existe']]) {
      const r = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: ids });
      expect(r.status).toBe(404);
      expect(unico(r)).toEqual({ code: 'NotFound', description: 'No se encontró el usuario.' });
    }
    const propios = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [pedidos.id, pedidos.id] });
    expect(propios.status).toBe(200);
    expect(propios.body.map((r: { userId: string }) => r.userId)).toEqual([pedidos.id]);
  });

  test('no session, and a user without Administrador', async () => {
    const anonimo = await llamar('PUT', `/api/Usuario/${ADMIN.id}`, { body: { email: 'x@farmacias.example' } });
    expect(anonimo.status).toBe(401);
    expect(unico(anonimo).code).toBe('NotAuthenticated');
    const sinRol = await como('pedidos.demo', 'GET', '/api/Usuario/farmacia/1001');
    expect(sinRol.status).toBe(403);
    expect(unico(sinRol)).toEqual({ code: 'AccessDenied', description: 'No tiene permisos para realizar esta operación.' });
  });
});

describe('what the server keeps of who changed a user', () => {
  test("a second administrator's change makes it the last editor; the creator stays", async () => {
    const id = await crear('regla.editor', DEL_GRUPO);
    expect(await fila(id)).toMatchObject({ creadorUserId: ADMIN.id, ultimoEditorUserId: ADMIN.id });
    // grupo.demo administers pharmacies 1001 and 1003 (the group's), so 1001's clerks are its too.
    const db = suite.entorno.baseDatos.db;
    const [administrador] = await db.select({ id: rol.id }).from(rol).where(eq(rol.nombre, 'Administrador'));
    await db.insert(usuarioRol).values({ usuarioId: GRUPO.id, rolId: administrador!.id }).onConflictDoNothing();
    const antes = await comoAdmin('GET', `/api/Usuario/${id}`);
    const r = await como('grupo.demo', 'PUT', `/api/Usuario/${id}`, { email: 'segundo.editor@farmacias.example' });
    expect(r.status).toBe(200);
    const despues = await comoAdmin('GET', `/api/Usuario/${id}`);
    expect(despues.body).toMatchObject({ creadorUserId: ADMIN.id, ultimoEditorUserId: GRUPO.id, email: 'segundo.editor@farmacias.example' });
    expect(new Date(despues.body.ultimaActualizacion).getTime()).toBeGreaterThan(new Date(antes.body.ultimaActualizacion).getTime());
    expect((await comoAdmin('GET', `/api/Usuario/${id}/Auditoria`)).body[0]).toMatchObject({ accion: 'Modificacion', autorUserId: GRUPO.id });
  });

  test('an administrator cannot take its own Administrador role away through PUT /api/Usuario/{id} either', async () => {
    const antes = await fila(ADMIN.id);
    const r = await comoAdmin('PUT', `/api/Usuario/${ADMIN.id}`, { email: 'otro.admin@farmacias.example', roles: ['Pedidos', 'CuentaCorriente'] });
    expect(r.status).toBe(400);
    expect(codigos(r)).toEqual(['CannotRemoveOwnAdministrator']);
    expect(r.body.errors).toEqual({ roles: ['No puede quitarse a sí mismo el rol Administrador.'] });
    expect(await fila(ADMIN.id)).toEqual(antes);
    const roles = await comoAdmin('POST', '/api/Usuario/Roles', { userIds: [ADMIN.id] });
    expect(roles.body[0].roles).toContain('Administrador');
  });
});
