import { auditoriaUsuarioSchema, usuarioEliminadoSchema } from '@portal/shared/contracts';
import { suiteApi } from '../../../support/suite-api.js';
import { enviarLogin, iniciarSesion, Navegador } from '../../../support/sesion.js';
import { CUENTAS_DEMO } from '../../../../src/seed/cuentas.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * What an administrator's disabling and deleting leave behind: the user can no longer sign in, and the history (who,
 * when, what) stays readable to the pharmacy's administrators, a deleted user's too.
 */
const suite = suiteApi();
const { llamar, como } = suite;
const ADMIN = CUENTAS_DEMO.find((c) => c.userName === 'admin.demo')!;
const comoAdmin = (method: string, path: string, body?: unknown) => como('admin.demo', method, path, body);

const PASSWORD = 'Mostrador2026';
const nuevo = (userName: string) => ({ userName, email: `${userName}@farmacias.example`, password: PASSWORD, roles: ['Pedidos', 'ConsultorStock'], habilitado: true, secciones: [1] });

async function crear(userName: string): Promise<string> {
  const r = await comoAdmin('POST', '/api/Usuario', nuevo(userName));
  expect(r.status).toBe(201);
  return r.body.userId;
}

/** A fresh sign-in through the real login page, from an address of its own (failed attempts are counted per address). */
const ingresar = (userName: string, clave: string, direccion: string) => enviarLogin(new Navegador(suite.entorno.url, { 'x-forwarded-for': direccion }), userName, clave);

describe('disabling a user through PUT /api/Usuario/{id}', () => {
  test('a fresh sign-in is refused, telling the user (who typed its right password) why; the audit says who disabled it and enabled it again', async () => {
    const id = await crear('baja.deshabilitado');
    await expect(iniciarSesion(suite.entorno.url, 'baja.deshabilitado', PASSWORD)).resolves.toHaveProperty('accessToken');

    expect((await comoAdmin('PUT', `/api/Usuario/${id}`, { habilitado: false })).status).toBe(200);
    const refusado = await ingresar('baja.deshabilitado', PASSWORD, '10.15.0.1');
    expect(refusado.status).toBe(403);
    expect(await refusado.text()).toContain('Su usuario está deshabilitado. Consulte con el administrador de su farmacia.');
    // With a wrong password it is told nothing more than anyone (test/idp/idp.test.ts).
    const equivocado = await ingresar('baja.deshabilitado', 'NoEsLaClave1', '10.15.0.1');
    expect(equivocado.status).toBe(401);
    expect(await equivocado.text()).toContain('Usuario o contraseña incorrectos.');

    expect((await comoAdmin('PUT', `/api/Usuario/${id}`, { habilitado: true })).status).toBe(200);
    await expect(iniciarSesion(suite.entorno.url, 'baja.deshabilitado', PASSWORD, new Navegador(suite.entorno.url, { 'x-forwarded-for': '10.15.0.2' }))).resolves.toHaveProperty('accessToken');

    const auditoria = (await comoAdmin('GET', `/api/Usuario/${id}/Auditoria`)).body.map((a: unknown) => auditoriaUsuarioSchema.parse(a));
    expect(auditoria.slice(0, 2)).toEqual([
      expect.objectContaining({ accion: 'Modificacion', autorUserId: ADMIN.id, cambios: [{ campo: 'habilitado', antes: 'false', despues: 'true' }] }),
      expect.objectContaining({ accion: 'Modificacion', autorUserId: ADMIN.id, cambios: [{ campo: 'habilitado', antes: 'true', despues: 'false' }] }),
    ]);
  });
});

describe('deleting a user through DELETE /api/Usuario/{id}', () => {
  let id: string;

  test('a fresh sign-in is refused, and the Baja entry names who was deleted, by whom and when', async () => {
    id = await crear('baja.eliminado');
    await expect(iniciarSesion(suite.entorno.url, 'baja.eliminado', PASSWORD, new Navegador(suite.entorno.url, { 'x-forwarded-for': '10.15.1.1' }))).resolves.toHaveProperty(
      'accessToken',
    );
    const antes = reloj.ahoraMs();
    expect((await comoAdmin('DELETE', `/api/Usuario/${id}`)).status).toBe(204);
    const refusado = await ingresar('baja.eliminado', PASSWORD, '10.15.1.2');
    expect(refusado.status).toBe(401);
    expect(await refusado.text()).toContain('Usuario o contraseña incorrectos.');

    const r = await comoAdmin('GET', `/api/Usuario/${id}/Auditoria`);
    expect(r.status).toBe(200);
    const entradas = r.body.map((a: unknown) => auditoriaUsuarioSchema.parse(a));
    expect(entradas.map((a: { accion: string }) => a.accion)).toEqual(['Baja', 'Alta']);
    const baja = entradas[0];
    expect(baja).toMatchObject({
      accion: 'Baja',
      usuarioId: id,
      autorUserId: ADMIN.id,
      cambios: [
        { campo: 'userName', antes: 'baja.eliminado', despues: null },
        { campo: 'email', antes: 'baja.eliminado@farmacias.example', despues: null },
        { campo: 'roles', antes: 'ConsultorStock, Pedidos', despues: null },
      ],
    });
    expect(new Date(baja.fecha).getTime()).toBeGreaterThanOrEqual(antes - 1000);
  });

  test("GET /api/Usuario/farmacia/{id}/Eliminados lists the pharmacy's deleted users, newest first, with the total", async () => {
    const r = await comoAdmin('GET', '/api/Usuario/farmacia/1001/Eliminados');
    expect(r.status).toBe(200);
    const eliminados = r.body.map((e: unknown) => usuarioEliminadoSchema.parse(e));
    // The one just deleted, then the clerk the seed deleted 25 days ago.
    expect(eliminados.map((e: { userName: string | null }) => e.userName)).toEqual(['baja.eliminado', 'reemplazo.vera']);
    expect(eliminados[0]).toMatchObject({ usuarioId: id, email: 'baja.eliminado@farmacias.example', autorUserId: ADMIN.id });
    expect(r.headers.get('x-total-count')).toBe('2');

    const filtrado = await comoAdmin('GET', '/api/Usuario/farmacia/1001/Eliminados?filters=userName@=VERA&sorts=userName');
    expect(filtrado.body.map((e: { userName: string }) => e.userName)).toEqual(['reemplazo.vera']);
    const [vera] = filtrado.body;
    const historia = await comoAdmin('GET', `/api/Usuario/${vera.usuarioId}/Auditoria`);
    expect(historia.body.map((a: { accion: string }) => a.accion)).toEqual(['Baja', 'Alta']);

    expect((await comoAdmin('GET', '/api/Usuario/farmacia/1001/Eliminados?filters=clave==1')).status).toBe(400);
  });

  test("another pharmacy's administrator sees neither the list nor the deleted user's history", async () => {
    expect((await comoAdmin('GET', '/api/Usuario/farmacia/1002/Eliminados')).status).toBe(404);
    const otra = await como('otra.demo', 'GET', `/api/Usuario/${id}/Auditoria`);
    expect(otra.status).toBe(404);
    expect(otra.body.mensaje).toBe('No se encontró el usuario.');
    expect((await como('otra.demo', 'GET', '/api/Usuario/farmacia/1002/Eliminados')).body).toEqual([]);
    expect((await como('pedidos.demo', 'GET', '/api/Usuario/farmacia/1001/Eliminados')).status).toBe(403);
    expect((await llamar('GET', '/api/Usuario/farmacia/1001/Eliminados')).status).toBe(401);
  });
});
