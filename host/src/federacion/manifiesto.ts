import { ROLES, type DefinicionRuta, type EntradaMenu, type Redireccion, type TablaRutas } from '@portal/shared/domain';
import type { RemotoConfig } from '@portal/shared/client';
import { ErrorRemotoNoDisponible, ErrorRutasInvalidas } from './errores-remoto.js';

/**
 * A remote's route metadata travels in its mf-manifest.json (`metaData.rutasPortal`, written by its build:
 * build/rutas-manifiesto.cjs). The host reads every remote's manifest at start-up, in parallel, and keeps each
 * answer: the federation runtime gets that same manifest when a page of the remote is opened (plugin-reintento.ts),
 * so a remote costs one small request until one of its pages is shown, and its routes and code come from one deploy.
 * No federation runtime here: the first chunk (previo.ts) uses `remotoDelPath` before the login.
 */

export interface OpcionesPedido {
  /** Attempts after the first failure (a server error or a dropped connection; a 404 is final). */
  reintentos: number;
  /** Attempt n waits n times this. */
  esperaMs: number;
  /** An attempt that has no answer by then is given up, and not repeated: the remote does not answer. */
  limiteMs?: number;
}

const esperar = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

/** A server error or a network failure may pass; a 404 means the remote is not deployed there and will not. */
const vale = (respuesta: Response) => respuesta.ok || respuesta.status < 500;

class SinRespuesta extends Error {}

/**
 * `fetch` asked again a few times on a server error or a network failure (a deployment in progress, a dropped
 * connection), always revalidated (the manifest and the entry name the current deployment).
 */
export async function pedirConReintentos(url: string, init: RequestInit | undefined, { reintentos, esperaMs, limiteMs }: OpcionesPedido): Promise<Response> {
  let ultimoError: unknown;
  for (let intento = 0; intento <= reintentos; intento++) {
    if (intento > 0) await esperar(intento * esperaMs);
    const corte = limiteMs === undefined ? null : new AbortController();
    const reloj = corte && setTimeout(() => corte.abort(new SinRespuesta(`${url} no respondió en ${limiteMs} ms`)), limiteMs);
    try {
      const respuesta = await fetch(url, { ...init, cache: 'no-cache', ...(corte ? { signal: corte.signal } : {}) });
      if (vale(respuesta) || intento === reintentos) return respuesta;
      ultimoError = new Error(`${url} respondió ${respuesta.status}`);
    } catch (error) {
      if (corte?.signal.aborted) throw corte.signal.reason;
      ultimoError = error;
    } finally {
      if (reloj) clearTimeout(reloj);
    }
  }
  throw ultimoError;
}

/** Manifests read by the host, by absolute URL: what the federation runtime is given instead of asking again. */
export const manifiestosLeidos = new Map<string, string>();

/** The absolute address of a remote's manifest, as the federation runtime is told it. */
export const urlManifiesto = (remoto: RemotoConfig): string => new URL(remoto.manifestUrl, window.location.href).href;

/** Fetches a remote's manifest (kept for the runtime) and answers the route table it carries. */
export async function leerTablaDelManifiesto(remoto: RemotoConfig, opciones: OpcionesPedido): Promise<TablaRutas> {
  const url = urlManifiesto(remoto);
  let texto: string;
  try {
    const respuesta = await pedirConReintentos(url, { headers: { Accept: 'application/json' } }, opciones);
    if (!respuesta.ok) throw new Error(`${url} respondió ${respuesta.status}`);
    texto = await respuesta.text();
  } catch (error) {
    throw new ErrorRemotoNoDisponible(remoto.nombre, error);
  }
  let manifiesto: unknown;
  try {
    manifiesto = JSON.parse(texto);
  } catch {
    throw new ErrorRutasInvalidas(remoto.nombre, 'su mf-manifest.json no es JSON');
  }
  const tabla = comoTablaRutas(remoto.nombre, (manifiesto as { metaData?: { rutasPortal?: unknown } } | null)?.metaData?.rutasPortal);
  manifiestosLeidos.set(url, texto);
  return tabla;
}

type Objeto = Record<string, unknown>;
const esObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const opcional = <T>(v: unknown, es: (x: unknown) => x is T): boolean => v === undefined || es(v);
const esTexto = (v: unknown): v is string => typeof v === 'string';
const esBooleano = (v: unknown): v is boolean => typeof v === 'boolean';
const esNumero = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const esRol = (v: unknown): v is string => (ROLES as readonly unknown[]).includes(v);
const esTextos = (v: unknown): v is string[] => Array.isArray(v) && v.every(esTexto);
const esMenu = (v: unknown): v is EntradaMenu => esObjeto(v) && esTexto(v.grupo) && esTexto(v.etiqueta) && esNumero(v.orden);
const BANDERAS = ['isPublic', 'requireAccesoDashboard', 'requireCtaCteGrupo', 'menuHidden', 'kiosk', 'soloFarmaciaHabilitada'] as const;

function comoRuta(remoto: string, nombre: string, v: unknown): DefinicionRuta {
  const valida =
    esObjeto(v) &&
    esTexto(v.path) &&
    esTexto(v.titulo) &&
    opcional(v.seccion, esNumero) &&
    opcional(v.rol, esRol) &&
    opcional(v.paramsDigitos, esTextos) &&
    opcional(v.menu, esMenu) &&
    BANDERAS.every((bandera) => opcional(v[bandera], esBooleano));
  if (!valida) throw new ErrorRutasInvalidas(remoto, `la ruta ${nombre} de su manifiesto no tiene la forma de una ruta`);
  const { path, titulo, seccion, rol, paramsDigitos, menu } = v as unknown as DefinicionRuta;
  const ruta: DefinicionRuta = { path, titulo, seccion, rol, paramsDigitos, menu };
  for (const bandera of BANDERAS) ruta[bandera] = v[bandera] as boolean | undefined;
  for (const clave of Object.keys(ruta) as (keyof DefinicionRuta)[]) if (ruta[clave] === undefined) delete ruta[clave];
  return ruta;
}

/**
 * The route table a remote's manifest carries, checked for shape (it comes from another deployment): a remote with no
 * table, one of another remote, or a route of another shape is refused, as not exposing valid routes.
 */
export function comoTablaRutas(remoto: string, valor: unknown): TablaRutas {
  if (!esObjeto(valor) || !esObjeto(valor.rutas)) throw new ErrorRutasInvalidas(remoto, 'su mf-manifest.json no trae sus rutas (metaData.rutasPortal)');
  if (valor.remoto !== remoto) throw new ErrorRutasInvalidas(remoto, `su manifiesto trae las rutas de ${String(valor.remoto)}`);
  const rutas: Record<string, DefinicionRuta> = {};
  for (const [nombre, ruta] of Object.entries(valor.rutas)) rutas[nombre] = comoRuta(remoto, nombre, ruta);
  const redirecciones = valor.redirecciones ?? [];
  if (!Array.isArray(redirecciones) || !redirecciones.every((r) => esObjeto(r) && esTexto(r.desde) && esTexto(r.hacia))) {
    throw new ErrorRutasInvalidas(remoto, 'sus redirecciones no tienen la forma { desde, hacia }');
  }
  return { remoto, rutas, redirecciones: (redirecciones as Redireccion[]).map(({ desde, hacia }) => ({ desde, hacia })) };
}

const cubre = (prefijo: string, path: string): boolean => path === prefijo || (prefijo !== '/' && path.startsWith(`${prefijo}/`));

/**
 * The remote of config.json whose prefixes cover a path (the longest prefix wins; `/` covers the root alone): where a
 * path's page would be served, before (or without) its routes being known.
 */
export function remotoDelPath(remotos: readonly RemotoConfig[], pathname: string): RemotoConfig | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let mejor: { remoto: RemotoConfig; largo: number } | null = null;
  for (const remoto of remotos) {
    for (const prefijo of remoto.prefijos) {
      if (cubre(prefijo, path) && (!mejor || prefijo.length > mejor.largo)) mejor = { remoto, largo: prefijo.length };
    }
  }
  return mejor?.remoto ?? null;
}
