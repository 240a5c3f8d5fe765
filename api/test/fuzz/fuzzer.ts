import fc from 'fast-check';
import type { Rol } from '@portal/shared/domain';
import { CUENTAS_DEMO } from '../../src/seed/cuentas.js';
import type { Entorno } from '../support/entorno.js';
import { iniciarSesion, tokenCache } from '../support/sesion.js';
import { leerSemilla, pistas } from './contexto.js';
import { esPublica, leerOperaciones, nombreOperacion, type Operacion } from './operaciones.js';
import { describirSolicitud, solicitudes, type CamposLista, type Solicitud } from './solicitudes.js';
import { violaciones, type Actor, type Respuesta } from './verificaciones.js';

/**
 * The fuzzer shared by the jest suite (test/fuzz/api.test.ts, bounded) and the bench (bench/fuzz.ts, many more runs):
 * the operations of the OpenAPI document, the callers of each, and one fast-check property per operation and caller.
 */

export interface Ajustes {
  corridas: number;
  semilla: number;
  /** Shrink a failure to a smaller request (slower); off by default, the first failing request is reported as sent. */
  reducir: boolean;
}

/** `FUZZ_RUNS`, `FUZZ_SEED` and `FUZZ_SHRINK` override the fixed defaults, which CI uses so a failure reproduces. */
export function ajustesDelEntorno(porDefecto: { corridas: number; semilla: number }): Ajustes {
  const numero = (nombre: string, valor: number) => {
    const texto = process.env[nombre];
    if (!texto) return valor;
    const n = Number(texto);
    if (!Number.isSafeInteger(n)) throw new Error(`${nombre}=${texto} no es un número entero.`);
    return n;
  };
  return { corridas: numero('FUZZ_RUNS', porDefecto.corridas), semilla: numero('FUZZ_SEED', porDefecto.semilla), reducir: process.env.FUZZ_SHRINK === '1' };
}

const PASSWORD_SIN_ROLES = 'Fuzz2026!sinroles';
/** Demo accounts tried, in order, as the caller without a route's role (see src/seed/cuentas.ts). */
const SIN_TODOS_LOS_ROLES = ['pedidos.demo', 'cuenta.demo', 'grupo.demo'];
const cuenta = (userName: string) => CUENTAS_DEMO.find((c) => c.userName === userName)!;

export interface Registro {
  op: Operacion;
  actor: Actor;
  solicitud: Solicitud;
  respuesta: Respuesta;
  problemas: string[];
}

export interface Fuzzer {
  operaciones: Operacion[];
  /** The callers of an operation: the right user, one without its role (if it needs one), another pharmacy's and an anonymous one. */
  actores(op: Operacion): Actor[];
  /**
   * Runs the property of one operation and caller. In the suite (`alRegistrar` absent) the first unacceptable answer
   * fails it; the bench passes `alRegistrar` to count every answer and keep going.
   */
  ejecutar(op: Operacion, actor: Actor, ajustes: Ajustes, alRegistrar?: (r: Registro) => void): Promise<string | null>;
}

/** A stable number per operation and caller, so adding an operation does not change the requests of the others. */
function hash(texto: string): number {
  let h = 2166136261;
  for (let i = 0; i < texto.length; i++) h = Math.imul(h ^ texto.charCodeAt(i), 16777619);
  return h >>> 0;
}

async function enviar(baseUrl: string, s: Solicitud, token: string | null): Promise<Respuesta> {
  const headers: Record<string, string> = { ...s.cabeceras };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const r = await fetch(`${baseUrl}${s.camino}`, { method: s.metodo, headers, body: s.cuerpo, signal: AbortSignal.timeout(30_000) });
    return { estado: r.status, tipo: r.headers.get('content-type') ?? '', texto: await r.text() };
  } catch (error) {
    // No answer at all (the server dropped the connection, or took longer than 30 s) is a failure like a 5xx.
    const causa = error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error);
    return { estado: 599, tipo: '', texto: `sin respuesta: ${causa}` };
  }
}

export async function prepararFuzzer(entorno: Entorno): Promise<Fuzzer> {
  const baseUrl = entorno.url;
  const token = tokenCache(baseUrl);
  const operaciones = await leerOperaciones(baseUrl);
  const semillaInicial = await leerSemilla(entorno.baseDatos.db);
  const gruposDe = (grupoId: number | null) => (grupoId === null ? [] : [grupoId]);
  const farmaciasDe = (userName: string) => {
    const c = cuenta(userName);
    return c.grupoId === null ? [c.farmaciaId] : (semillaInicial.grupos.get(c.grupoId) ?? [c.farmaciaId]);
  };
  const actorDemo = (papel: Actor['papel'], userName: string): Actor => ({
    papel,
    userName,
    farmacias: farmaciasDe(userName),
    grupos: gruposDe(cuenta(userName).grupoId),
  });

  // Users the properties act as (the no-role one joins once made): a write that deleted, disabled or re-roled one would
  // turn every later property into 401s.
  const protegidos = new Set(['admin.demo', 'otra.demo', 'grupo.demo', ...SIN_TODOS_LOS_ROLES].map((u) => cuenta(u).id));
  // A user of pharmacy 1001 without any role, made through the API, for a route every demo account may call.
  const sinRoles: Actor = { papel: 'sin-rol', userName: 'fuzz.sinroles', farmacias: [1001], grupos: [] };
  let sinRolesCreado: Promise<string> | null = null;
  const crearSinRoles = async () => {
    const respuesta = await fetch(`${baseUrl}/api/Usuario`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token('admin.demo')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userName: sinRoles.userName, email: 'fuzz.sinroles@farmacias.example', password: PASSWORD_SIN_ROLES, roles: [], habilitado: true, secciones: [1, 2, 5, 8, 11, 41] }),
    });
    const cuerpo = (await respuesta.json()) as { userId?: string };
    if (!cuerpo.userId) throw new Error(`No se pudo crear ${sinRoles.userName}: HTTP ${respuesta.status} ${JSON.stringify(cuerpo)}`);
    protegidos.add(cuerpo.userId);
    return cuerpo.userId;
  };
  let tokenSinRoles: Promise<string> | null = null;
  const tokenDe = async (actor: Actor): Promise<string | null> => {
    if (!actor.userName) return null;
    if (actor.userName !== sinRoles.userName) return token(actor.userName);
    sinRolesCreado ??= crearSinRoles();
    await sinRolesCreado;
    tokenSinRoles ??= iniciarSesion(baseUrl, sinRoles.userName, PASSWORD_SIN_ROLES).then((t) => t.accessToken);
    return tokenSinRoles;
  };

  const camposLista = new Map<string, Promise<CamposLista>>();
  /**
   * A list's fields: those the API names when asked to filter by one it lacks (or, if it names none, the properties
   * of its answer), each with its type in the answer where the document gives one.
   */
  const camposDe = (op: Operacion, correcto: Actor, tokenCorrecto: string | null): Promise<CamposLista> => {
    const nombre = nombreOperacion(op);
    if (!op.parametros.some((p) => p.nombre === 'filters')) return Promise.resolve({});
    let campos = camposLista.get(nombre);
    if (!campos) {
      campos = (async () => {
        const alcance = 'alcance' in op.permiso ? op.permiso : null;
        const propio = alcance?.alcance === 'grupo' ? correcto.grupos[0] : correcto.farmacias[0];
        const ruta = op.ruta.replace(/\{(\w+)\}/g, (_t, p: string) => String(p === alcance?.param ? propio : 1));
        const r = await fetch(`${baseUrl}${ruta}?filters=campoInexistente%3D%3D1`, { headers: tokenCorrecto ? { authorization: `Bearer ${tokenCorrecto}` } : {} });
        const cuerpo = (await r.json().catch(() => ({}))) as { mensaje?: string };
        const nombrados = /Campos admitidos: (.*)\.$/.exec(cuerpo.mensaje ?? '')?.[1]?.split(', ') ?? Object.keys(op.camposRespuesta);
        return Object.fromEntries(nombrados.map((c) => [c, op.camposRespuesta[c]]));
      })();
      camposLista.set(nombre, campos);
    }
    return campos;
  };

  const actores = (op: Operacion): Actor[] => {
    const anonimo: Actor = { papel: 'anonimo', userName: null, farmacias: [], grupos: [] };
    // A public route has no role to lack and no pharmacy to cross: a signed-in user and an anonymous caller.
    if (esPublica(op.permiso)) return [actorDemo('correcto', 'admin.demo'), anonimo];
    const permiso = op.permiso;
    const lista: Actor[] = [actorDemo('correcto', permiso.alcance === 'grupo' ? 'grupo.demo' : 'admin.demo')];
    // A route any signed-in user may call (`rol: null`) has no wrong role to try.
    if (permiso.rol !== null) {
      const roles = (typeof permiso.rol === 'string' ? [permiso.rol] : permiso.rol) as Rol[];
      const sinRol = SIN_TODOS_LOS_ROLES.find((u) => !cuenta(u).roles.some((r) => roles.includes(r)));
      lista.push(sinRol ? actorDemo('sin-rol', sinRol) : sinRoles);
    }
    lista.push(actorDemo('otra-farmacia', 'otra.demo'), anonimo);
    return lista;
  };

  // Read again after a property that may have written (new users, orders, carts): their marks must be known.
  let semillaVigente = Promise.resolve(semillaInicial);
  let escrito = false;
  const ejecutar: Fuzzer['ejecutar'] = async (op, actor, ajustes, alRegistrar) => {
    const correcto = actores(op)[0]!;
    if (escrito) semillaVigente = leerSemilla(entorno.baseDatos.db);
    escrito = op.metodo !== 'GET';
    const [tokenActor, campos, semilla] = await Promise.all([tokenDe(actor), tokenDe(correcto).then((t) => camposDe(op, correcto, t)), semillaVigente]);
    const propiedad = fc.asyncProperty(solicitudes(op, { pistas: pistas(semilla, op.metodo === 'GET' ? new Set() : protegidos, actor), camposLista: campos }), async (s) => {
      const respuesta = await enviar(baseUrl, s, tokenActor);
      const problemas = violaciones(op, actor, s, respuesta, semilla.marcas);
      alRegistrar?.({ op, actor, solicitud: s, respuesta, problemas });
      if (problemas.length && !alRegistrar) throw new Error(problemas.join('\n'));
    });
    const semillaPropiedad = (ajustes.semilla ^ hash(`${nombreOperacion(op)} ${actor.papel}`)) | 0;
    const resultado = await fc.check(propiedad, { seed: semillaPropiedad, numRuns: ajustes.corridas, endOnFailure: !ajustes.reducir });
    if (!resultado.failed) return null;
    const [s] = resultado.counterexample ?? [];
    const error = resultado.errorInstance instanceof Error ? resultado.errorInstance.message : String(resultado.errorInstance);
    return [
      `${nombreOperacion(op)} como ${actor.userName ?? 'anónimo'} (${actor.papel}), corrida ${resultado.numRuns} de ${ajustes.corridas}:`,
      `  ${error.split('\n').join('\n  ')}`,
      `  solicitud: ${s ? describirSolicitud(s) : '(sin contraejemplo)'}`,
      `  reproducir: FUZZ_SEED=${ajustes.semilla} FUZZ_RUNS=${ajustes.corridas} (semilla de esta propiedad ${semillaPropiedad}, camino ${resultado.counterexamplePath})`,
    ].join('\n');
  };

  return { operaciones, actores, ejecutar };
}
