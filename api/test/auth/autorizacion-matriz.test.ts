import type { Rol } from '@portal/shared/domain';
import type { Permiso } from '../../src/auth/tipos.js';
import { hashPassword } from '../../src/auth/password.js';
import { usuario } from '../../src/db/schema/index.js';
import { rutasProtegidas, type RutaProtegida } from '../../src/plugins/autorizacion.js';
import { CUENTAS_DEMO } from '../../src/seed/cuentas.js';
import { crearEntorno } from '../support/entorno.js';
import { ejemplosRutas, leerDatosSemilla, type EjemploRuta, type SolicitudEjemplo } from '../support/ejemplos-rutas.js';
import { PASSWORD_PRUEBA, tokenCache } from '../support/sesion.js';

/**
 * Every `/api` route, walked from the registry the authorisation plugin fills as routes register:
 * anonymous → 401, without the role → 403, another pharmacy's data → 404, the right user → let through.
 */

const entorno = await crearEntorno();
const EJEMPLOS_RUTAS = ejemplosRutas(await leerDatosSemilla(entorno.baseDatos.db));
const token = tokenCache(entorno.url);

const ORDEN_METODOS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const rutas = [...rutasProtegidas(entorno.app)].sort(
  (a, b) => ORDEN_METODOS.indexOf(a.method) - ORDEN_METODOS.indexOf(b.method) || a.url.localeCompare(b.url),
);

/** Demo accounts that can sign in and do not hold every role, in the order they are tried for the 403 row. */
const SIN_TODOS_LOS_ROLES = ['pedidos.demo', 'cuenta.demo', 'grupo.demo', 'bloqueada.demo'];
/** Signs in only when no demo account lacks a route's roles. */
const SIN_ROLES = { id: '00000000-0000-4000-8000-00000000a403', userName: 'sinroles.matriz' };
let sinRolesCreado: Promise<void> | null = null;

function usuarioSinRol(roles: readonly Rol[]): string {
  const cuenta = SIN_TODOS_LOS_ROLES.find((nombre) => !CUENTAS_DEMO.find((c) => c.userName === nombre)!.roles.some((r) => roles.includes(r)));
  return cuenta ?? SIN_ROLES.userName;
}

async function tokenDe(userName: string): Promise<string> {
  if (userName === SIN_ROLES.userName) {
    sinRolesCreado ??= hashPassword(PASSWORD_PRUEBA).then(async (passwordHash) => {
      await entorno.baseDatos.db.insert(usuario).values({ ...SIN_ROLES, email: 'sinroles@farmacias.example', emailConfirmado: true, farmaciaId: 1001, nombre: 'Sin Roles', passwordHash, seccionesHabilitadas: [1, 2, 5, 8, 11, 41] });
    });
    await sinRolesCreado;
  }
  return token(userName);
}

const clave = (ruta: RutaProtegida) => `${ruta.method} ${ruta.url}`;

function ejemploDe(ruta: RutaProtegida): EjemploRuta {
  const ejemplo = EJEMPLOS_RUTAS[clave(ruta)];
  if (!ejemplo && /[:*]/.test(ruta.url)) {
    throw new Error(`Falta el ejemplo de '${clave(ruta)}' en test/support/ejemplos-rutas.ts: agregue { params: { … } } (y body si la ruta lo exige).`);
  }
  return ejemplo ?? {};
}

function urlDe(ruta: RutaProtegida, solicitud: SolicitudEjemplo): string {
  const camino = ruta.url.replace(/:(\w+)|\*/g, (todo, nombre: string | undefined) => {
    const valor = solicitud.params?.[nombre ?? todo];
    if (valor === undefined) throw new Error(`El ejemplo de '${clave(ruta)}' no da el parámetro "${nombre ?? todo}".`);
    return nombre ? encodeURIComponent(valor) : encodeURI(valor);
  });
  const query = solicitud.query ? `?${new URLSearchParams(solicitud.query)}` : '';
  return `${entorno.url}${camino}${query}`;
}

async function llamar(ruta: RutaProtegida, solicitud: SolicitudEjemplo, userName: string | null) {
  const headers: Record<string, string> = {};
  if (userName) headers.authorization = `Bearer ${await tokenDe(userName)}`;
  if (solicitud.body !== undefined) headers['content-type'] = 'application/json';
  const respuesta = await fetch(urlDe(ruta, solicitud), {
    method: ruta.method,
    headers,
    body: solicitud.body === undefined ? undefined : JSON.stringify(solicitud.body),
  });
  return { estado: respuesta.status, cuerpo: (await respuesta.text()).slice(0, 500) };
}

type PermisoConRol = Exclude<Permiso, { publico: true }>;
const esPublico = (permiso: Permiso): permiso is { publico: true } => 'publico' in permiso;
const usuarioCorrecto = (permiso: PermisoConRol, ejemplo: EjemploRuta) =>
  ejemplo.usuario ?? (permiso.alcance.tipo === 'grupo' ? 'grupo.demo' : 'admin.demo');

function conParametro(ejemplo: EjemploRuta, param: string, valor: string): SolicitudEjemplo {
  return { ...ejemplo, params: { ...ejemplo.params, [param]: valor } };
}

afterAll(() => entorno.cerrar());

test('the app registers /api routes and every example names one of them', () => {
  expect(rutas.length).toBeGreaterThan(0);
  const registradas = new Set(rutas.map(clave));
  expect(Object.keys(EJEMPLOS_RUTAS).filter((k) => !registradas.has(k))).toEqual([]);
});

describe.each(rutas.map((ruta) => [clave(ruta), ruta] as const))('%s', (_nombre, ruta) => {
  const permiso = ruta.permiso;

  if (esPublico(permiso)) {
    test('an anonymous caller is let through', async () => {
      const ejemplo = ejemploDe(ruta);
      const { estado, cuerpo } = await llamar(ruta, ejemplo, null);
      if (ejemplo.estado !== undefined) expect({ estado, cuerpo }).toEqual({ estado: ejemplo.estado, cuerpo });
      else expect({ estado, cuerpo, rechazado: [401, 403, 404].includes(estado) || estado >= 500 }).toEqual({ estado, cuerpo, rechazado: false });
    });
    return;
  }

  test('an anonymous caller gets 401', async () => {
    const { estado, cuerpo } = await llamar(ruta, ejemploDe(ruta), null);
    expect({ estado, cuerpo }).toEqual({ estado: 401, cuerpo });
  });

  if (permiso.rol !== null) {
    const roles: readonly Rol[] = typeof permiso.rol === 'string' ? [permiso.rol] : permiso.rol;
    test(`a user without ${roles.join(' or ')} gets 403`, async () => {
      const { estado, cuerpo } = await llamar(ruta, ejemploDe(ruta), usuarioSinRol(roles));
      expect({ estado, cuerpo }).toEqual({ estado: 403, cuerpo });
    });
  }

  const alcance = permiso.alcance;
  // A search filtered by the token has no other pharmacy's resource to refuse; its entry says so.
  const sinAjeno = alcance.tipo === 'recurso' && Boolean(EJEMPLOS_RUTAS[clave(ruta)]?.sinRecursoAjeno);
  if (alcance.tipo !== 'propio' && !sinAjeno) {
    test("another pharmacy's data gets 404", async () => {
      const ejemplo = ejemploDe(ruta);
      let ajena: SolicitudEjemplo;
      if (alcance.tipo === 'farmacia') ajena = conParametro(ejemplo, alcance.param, '1002');
      else if (alcance.tipo === 'grupo') ajena = conParametro(ejemplo, alcance.param, '999');
      else if (ejemplo.recursoAjeno) ajena = ejemplo.recursoAjeno;
      else {
        throw new Error(
          `'${clave(ruta)}' tiene alcance recurso: agregue recursoAjeno (un recurso de la farmacia 1002) o sinRecursoAjeno con el motivo en test/support/ejemplos-rutas.ts.`,
        );
      }
      const { estado, cuerpo } = await llamar(ruta, ajena, usuarioCorrecto(permiso, ejemplo));
      expect({ estado, cuerpo }).toEqual({ estado: 404, cuerpo });
    });
  }

  test('the right user is let through', async () => {
    const ejemplo = ejemploDe(ruta);
    const { estado, cuerpo } = await llamar(ruta, ejemplo, usuarioCorrecto(permiso, ejemplo));
    if (ejemplo.estado !== undefined) expect({ estado, cuerpo }).toEqual({ estado: ejemplo.estado, cuerpo });
    else expect({ estado, cuerpo, rechazado: [401, 403, 404].includes(estado) || estado >= 500 }).toEqual({ estado, cuerpo, rechazado: false });
  });
});
