import { and, eq } from 'drizzle-orm';
import { errorReglasUsuarioSchema } from '@portal/shared/contracts';
import { suiteApi } from '../../../support/suite-api.js';
import { iniciarSesion, Navegador, PASSWORD_PRUEBA } from '../../../support/sesion.js';
import { CUENTAS_DEMO } from '../../../../src/seed/cuentas.js';
import { rol, usuario, usuarioAuditoria, usuarioRol } from '../../../../src/db/schema/index.js';

/**
 * Least privilege in user administration (issue 27): an administrator manages only users whose roles and sections are
 * all assignable and its own, and gives only what it holds. Users are made through the API as admin.demo, the
 * pharmacy's full administrator, except the one holding a distributor's role, which only the distributor's data loads.
 */
const suite = suiteApi();
const { como } = suite;
const cuenta = (userName: string) => CUENTAS_DEMO.find((c) => c.userName === userName)!;
const ADMIN = cuenta('admin.demo');
const OTRA = cuenta('otra.demo');
const db = () => suite.entorno.baseDatos.db;

/** Seed clerks of pharmacy 1001 (seed/usuarios-farmacia.ts) and one of 1002. */
const TURNO_NOCHE = '00000000-0000-4000-8000-000000001005'; // Pedidos, ConsultorStock; eShop
const MOSTRADOR_LOPEZ = '00000000-0000-4000-8000-000000001002'; // Pedidos, ConsultorStock, AccesoDashboard; eShop
const CAJA_PEREZ = '00000000-0000-4000-8000-000000001003'; // CuentaCorriente; Cuentas corrientes
const RECEPCION_DIAZ = '00000000-0000-4000-8000-000000002001'; // of pharmacy 1002

const RAZON_ADMIN_DEMO = (sobre: string) =>
  `No puede ${sobre} un usuario con roles que usted no tiene: ConsultorStock, CuentaCorriente, CuentaCorrienteFacturas, CuentaCorrienteGrupo, Devoluciones, Pedidos, Siaf, Supervisor, AccesoDashboard. ` +
  `No puede ${sobre} un usuario con secciones que usted no tiene: Cuentas corrientes, Login, Vencidos, Devoluciones comunes, Recalls.`;

/** Creates a user of pharmacy 1001 as admin.demo, with the demo password. */
async function crear(userName: string, roles: string[], secciones = [1]): Promise<string> {
  const r = await como('admin.demo', 'POST', '/api/Usuario', { userName, email: `${userName}@farmacias.example`, password: PASSWORD_PRUEBA, roles, habilitado: true, secciones });
  expect(r.status).toBe(201);
  return r.body.userId;
}

/** Everything of a user a refused change must leave as it was: its row, its roles and how many audit entries it has. */
async function estado(id: string) {
  const [fila] = await db().select().from(usuario).where(eq(usuario.id, id));
  const roles = (await db().select({ rolId: usuarioRol.rolId }).from(usuarioRol).where(eq(usuarioRol.usuarioId, id))).map((r) => r.rolId).sort();
  const auditoria = await db().select({ id: usuarioAuditoria.id }).from(usuarioAuditoria).where(eq(usuarioAuditoria.usuarioId, id));
  return { fila, roles, auditoria: auditoria.length };
}

const rolesDe = async (id: string) => (await como('admin.demo', 'POST', '/api/Usuario/Roles', { userIds: [id] })).body[0] as { roles: string[]; seccionesHabilitadas: number[] };

/** The codes of the failed operation result of a refusal, checked to be our error body. */
function codigos(r: { status: number; body: unknown }): string[] {
  const cuerpo = errorReglasUsuarioSchema.parse(r.body);
  expect(cuerpo).toMatchObject({ status: r.status, succeeded: false });
  return cuerpo.resultados!.flatMap((x) => x.errors ?? []).map((e) => e.code);
}

let soloAdmin: string;
beforeAll(async () => {
  // Only Administrador (and eShop): it may manage users with no other role, and nobody above it.
  soloAdmin = await crear('solo.admin', ['Administrador']);
  // A shift manager: administers the clerks who order, not the pharmacy's accounts.
  await crear('encargado.turno', ['Administrador', 'Pedidos', 'ConsultorStock']);
});

describe("a user with only Administrador and the pharmacy's full administrator", () => {
  test('it cannot reset the password of, disable, delete, demote or modify admin.demo: a 403 naming what it lacks, and nothing changes', async () => {
    const antes = await estado(ADMIN.id);
    const intentos = [
      ['PUT', `/api/Usuario/Password/${ADMIN.id}`, { NewPassword: 'Tomada2027' }, 'restablecer la contraseña de'],
      ['PUT', `/api/Usuario/${ADMIN.id}`, { habilitado: false }, 'deshabilitar a'],
      ['DELETE', `/api/Usuario/${ADMIN.id}`, undefined, 'eliminar a'],
      ['PUT', `/api/Usuario/ReemplazarRoles/${ADMIN.id}`, { roles: ['Pedidos'] }, 'cambiar los roles de'],
      ['PUT', `/api/Usuario/${ADMIN.id}`, { email: 'tomada@farmacias.example', roles: ['Administrador'], secciones: [1] }, 'modificar a'],
    ] as const;
    for (const [method, path, body, sobre] of intentos) {
      const r = await como('solo.admin', method, path, body);
      expect(r.status).toBe(403);
      expect(r.body.title).toBe('Acceso denegado');
      expect(codigos(r)).toEqual(['UserRolesNotHeld', 'UserSectionsNotHeld']);
      expect(r.body.mensaje).toBe(RAZON_ADMIN_DEMO(sobre));
      expect(r.body.errors).toEqual({});
    }
    expect(await estado(ADMIN.id)).toEqual(antes);
    // Its password is still its own, and its session still works.
    await expect(iniciarSesion(suite.entorno.url, 'admin.demo', PASSWORD_PRUEBA, new Navegador(suite.entorno.url, { 'x-forwarded-for': '10.27.0.1' }))).resolves.toHaveProperty(
      'accessToken',
    );
    expect((await como('admin.demo', 'GET', `/api/Usuario/${soloAdmin}`)).status).toBe(200);
  });

  test('it cannot grant itself a role or a section it lacks, nor give one to a user it creates or manages', async () => {
    const propio = await estado(soloAdmin);
    const pedidos = await como('solo.admin', 'PUT', `/api/Usuario/ReemplazarRoles/${soloAdmin}`, { roles: ['Administrador', 'Pedidos'] });
    expect(pedidos.status).toBe(403);
    expect(pedidos.body.mensaje).toBe('No puede asignar roles que usted no tiene: Pedidos.');
    expect(pedidos.body.errors).toEqual({ roles: ['No puede asignar roles que usted no tiene: Pedidos.'] });
    const seccion = await como('solo.admin', 'PUT', `/api/Usuario/${soloAdmin}`, { secciones: [1, 2] });
    expect(seccion.status).toBe(403);
    expect(codigos(seccion)).toEqual(['SectionNotHeld']);
    expect(seccion.body.errors).toEqual({ secciones: ['No puede habilitar secciones que usted no tiene: Cuentas corrientes.'] });
    const supervisor = await como('solo.admin', 'PUT', `/api/Usuario/${soloAdmin}`, { email: 'yo@farmacias.example', roles: ['Administrador', 'Supervisor'] });
    expect(supervisor.status).toBe(403);
    expect(codigos(supervisor)).toEqual(['RoleNotAssignable']);
    expect(await estado(soloAdmin)).toEqual(propio);

    const creado = await como('solo.admin', 'POST', '/api/Usuario', {
      userName: 'ayudante.ajeno',
      email: 'ayudante.ajeno@farmacias.example',
      password: PASSWORD_PRUEBA,
      roles: ['Administrador', 'Devoluciones'],
      habilitado: true,
      secciones: [1, 11],
    });
    expect(creado.status).toBe(403);
    expect(codigos(creado)).toEqual(['RoleNotHeld', 'SectionNotHeld']);
    expect(creado.body.mensaje).toBe('No puede asignar roles que usted no tiene: Devoluciones. No puede habilitar secciones que usted no tiene: Devoluciones comunes.');
    expect((await como('admin.demo', 'POST', '/api/Usuario/Buscar', { userName: 'ayudante.ajeno' })).body).toEqual([]);

    const ayudante = await crear('ayudante.uno', []);
    const antes = await estado(ayudante);
    expect(codigos(await como('solo.admin', 'PUT', `/api/Usuario/ReemplazarRoles/${ayudante}`, { roles: ['Pedidos'] }))).toEqual(['RoleNotHeld']);
    expect(codigos(await como('solo.admin', 'PUT', `/api/Usuario/${ayudante}`, { secciones: [1, 41], habilitado: false }))).toEqual(['SectionNotHeld']);
    expect(await estado(ayudante)).toEqual(antes);
  });

  test('it still manages a user whose roles and sections are all its own', async () => {
    const creado = await como('solo.admin', 'POST', '/api/Usuario', {
      userName: 'ayudante.dos',
      email: 'ayudante.dos@farmacias.example',
      password: PASSWORD_PRUEBA,
      roles: ['Administrador'],
      habilitado: true,
      secciones: [1],
    });
    expect(creado.status).toBe(201);
    const id = creado.body.userId as string;
    expect((await como('solo.admin', 'PUT', `/api/Usuario/${id}`, { email: 'ayudante.dos.nuevo@farmacias.example', secciones: [] })).status).toBe(200);
    expect((await como('solo.admin', 'PUT', `/api/Usuario/${id}`, { habilitado: false })).status).toBe(200);
    expect((await como('solo.admin', 'PUT', `/api/Usuario/${id}`, { habilitado: true })).status).toBe(200);
    expect((await como('solo.admin', 'PUT', `/api/Usuario/ReemplazarRoles/${id}`, { roles: [] })).body).toEqual({ succeeded: true });
    expect((await como('solo.admin', 'PUT', `/api/Usuario/Password/${id}`, { NewPassword: 'Ayudante2027' })).body).toEqual({ succeeded: true, errors: [] });
    await expect(iniciarSesion(suite.entorno.url, 'ayudante.dos', 'Ayudante2027')).resolves.toHaveProperty('accessToken');
    expect((await como('solo.admin', 'DELETE', `/api/Usuario/${id}`)).status).toBe(204);
    // Its own data, without raising itself.
    expect((await como('solo.admin', 'PUT', `/api/Usuario/${soloAdmin}`, { email: 'solo.admin.nuevo@farmacias.example' })).status).toBe(200);
  });
});

describe('a shift manager (Administrador, Pedidos, ConsultorStock; eShop)', () => {
  test("manages the clerks who order, and is refused, naming why, those with a role or a section it lacks", async () => {
    const lopez = await estado(MOSTRADOR_LOPEZ);
    const conDashboard = await como('encargado.turno', 'PUT', `/api/Usuario/Password/${MOSTRADOR_LOPEZ}`, { NewPassword: 'Tomada2027' });
    expect(conDashboard.status).toBe(403);
    expect(conDashboard.body.mensaje).toBe('No puede restablecer la contraseña de un usuario con roles que usted no tiene: AccesoDashboard.');
    const caja = await como('encargado.turno', 'DELETE', `/api/Usuario/${CAJA_PEREZ}`);
    expect(caja.status).toBe(403);
    expect(caja.body.mensaje).toBe(
      'No puede eliminar a un usuario con roles que usted no tiene: CuentaCorriente. No puede eliminar a un usuario con secciones que usted no tiene: Cuentas corrientes.',
    );
    expect(await estado(MOSTRADOR_LOPEZ)).toEqual(lopez);

    expect((await como('encargado.turno', 'PUT', `/api/Usuario/ReemplazarRoles/${TURNO_NOCHE}`, { roles: ['Pedidos'] })).status).toBe(200);
    expect((await rolesDe(TURNO_NOCHE)).roles).toEqual(['Pedidos']);
    expect((await como('encargado.turno', 'PUT', `/api/Usuario/${TURNO_NOCHE}`, { roles: ['Pedidos', 'ConsultorStock'], habilitado: false })).status).toBe(200);
    expect((await como('encargado.turno', 'PUT', `/api/Usuario/Password/${TURNO_NOCHE}`, { NewPassword: 'Noche2027x' })).status).toBe(200);
    expect((await como('encargado.turno', 'DELETE', `/api/Usuario/${TURNO_NOCHE}`)).status).toBe(204);
  });
});

describe("a role only the distributor gives", () => {
  test('keeps its holder out of the reach of every pharmacy administrator, even one that holds it too', async () => {
    const id = await crear('con.supervisor', ['Pedidos']);
    const [supervisor] = await db().select({ id: rol.id }).from(rol).where(eq(rol.nombre, 'Supervisor'));
    await db().insert(usuarioRol).values({ usuarioId: id, rolId: supervisor!.id });
    const antes = await estado(id);
    const r = await como('admin.demo', 'PUT', `/api/Usuario/${id}`, { email: 'otro@farmacias.example' });
    expect(r.status).toBe(403);
    expect(codigos(r)).toEqual(['UserRolesNotAssignable']);
    expect(r.body.mensaje).toBe('No puede modificar a un usuario con roles que solo asigna la distribuidora: Supervisor.');
    expect((await como('admin.demo', 'DELETE', `/api/Usuario/${id}`)).status).toBe(403);
    expect(await estado(id)).toEqual(antes);
  });
});

describe("another pharmacy's user", () => {
  test('is still not found, whatever the administrator holds', async () => {
    for (const [quien, method, path, body] of [
      ['solo.admin', 'PUT', `/api/Usuario/Password/${RECEPCION_DIAZ}`, { NewPassword: 'Ajena2027x' }],
      ['solo.admin', 'DELETE', `/api/Usuario/${OTRA.id}`, undefined],
      ['admin.demo', 'PUT', `/api/Usuario/ReemplazarRoles/${OTRA.id}`, { roles: ['Pedidos'] }],
      ['admin.demo', 'PUT', `/api/Usuario/${RECEPCION_DIAZ}`, { habilitado: false }],
    ] as const) {
      const r = await como(quien, method, path, body);
      expect(r.status).toBe(404);
      expect(r.body.mensaje).toBe('No se encontró el usuario.');
    }
  });
});

describe('an administrator demoted while it uses its power', () => {
  /** The id of the audit entry of `accion` on `id` (ids follow the order in which the changes were applied). */
  const entrada = async (id: string, accion: string) =>
    (await db().select({ id: usuarioAuditoria.id }).from(usuarioAuditoria).where(and(eq(usuarioAuditoria.usuarioId, id), eq(usuarioAuditoria.accion, accion))))[0]?.id;

  test('never leaves an escalation: what it did went through before the demotion, or not at all', async () => {
    for (let vuelta = 0; vuelta < 6; vuelta++) {
      const editor = await crear(`degradado.${vuelta}`, ['Administrador', 'Pedidos']);
      const nuevo = await crear(`promovido.${vuelta}`, []);
      const conPedidos = await crear(`pedidos.${vuelta}`, ['Pedidos']);
      const antes = await estado(conPedidos);
      const { accessToken } = await iniciarSesion(suite.entorno.url, `degradado.${vuelta}`, PASSWORD_PRUEBA);
      const comoEditor = (method: string, path: string, body: unknown) => suite.llamar(method, path, { token: accessToken, body });

      const [degradacion, otorgamiento, restablecimiento] = await Promise.all([
        como('admin.demo', 'PUT', `/api/Usuario/ReemplazarRoles/${editor}`, { roles: ['Administrador'] }),
        comoEditor('PUT', `/api/Usuario/ReemplazarRoles/${nuevo}`, { roles: ['Pedidos'] }),
        comoEditor('PUT', `/api/Usuario/Password/${conPedidos}`, { NewPassword: 'Tomada2027' }),
      ]);
      expect(degradacion.status).toBe(200);
      expect([200, 401, 403]).toContain(otorgamiento.status);
      expect([200, 401, 403]).toContain(restablecimiento.status);
      const degradado = (await entrada(editor, 'Roles'))!;
      const otorgado = await entrada(nuevo, 'Roles');
      const restablecido = await entrada(conPedidos, 'Password');
      expect((await rolesDe(nuevo)).roles.includes('Pedidos')).toBe(otorgamiento.status === 200);
      expect(otorgado !== undefined).toBe(otorgamiento.status === 200);
      if (otorgado !== undefined) expect(otorgado).toBeLessThan(degradado);
      expect(restablecido !== undefined).toBe(restablecimiento.status === 200);
      if (restablecido !== undefined) expect(restablecido).toBeLessThan(degradado);
      else expect(await estado(conPedidos)).toEqual(antes);
    }
  });
});

describe('two administrators changing each other at once', () => {
  test('take turns: both changes go through, none fails on a deadlock', async () => {
    const uno = await crear('par.uno', ['Administrador', 'Pedidos']);
    const dos = await crear('par.dos', ['Administrador', 'Pedidos']);
    for (let vuelta = 0; vuelta < 4; vuelta++) {
      const respuestas = await Promise.all([
        como('par.uno', 'PUT', `/api/Usuario/${dos}`, { email: `dos.${vuelta}@farmacias.example` }),
        como('par.dos', 'PUT', `/api/Usuario/${uno}`, { email: `uno.${vuelta}@farmacias.example` }),
      ]);
      expect(respuestas.map((r) => r.status)).toEqual([200, 200]);
    }
    expect((await estado(uno)).fila!.email).toBe('uno.3@farmacias.example');
  });
});
