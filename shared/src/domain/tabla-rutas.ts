import { RUTAS_COMPARTIDAS, type MetaRuta, type Redireccion, type RutaCompartida, type TablaRutas } from './rutas.js';

/**
 * The page's merged route table: the host registers its own routes and every remote's (from their manifests) at
 * start-up; a remote's `./routes` registers its own again when loaded (the same data), and a remote's tests register
 * theirs. `routePath`, `buscarRuta`, the guards, the menu and the sitemap read it. One per page: `@portal/shared` is a
 * federated singleton.
 */

const tablas = new Map<string, TablaRutas>();
let ordenRemotos: readonly string[] = [];
let rutas: readonly MetaRuta[] = [];
let redirecciones: readonly (Redireccion & { remoto: string })[] = [];
let porNombre = new Map<string, MetaRuta>();
const avisos = new Set<() => void>();

const SOLO_DIGITOS_EN_PATH = (path: string, param: string) => new RegExp(`/:${param}\\??(/|$)`).test(path);

/**
 * What is wrong with a table, in Spanish (empty when nothing): absolute unique paths, a title, digit-only parameters
 * its paths have, no entry for a hidden route, redirects to its own routes, shared routes only of their owner and with
 * their promised path.
 */
export function problemasTablaRutas(tabla: TablaRutas): string[] {
  const problemas: string[] = [];
  const paths = new Set<string>();
  for (const [nombre, ruta] of Object.entries(tabla.rutas)) {
    if (!/^[a-z0-9-]+$/.test(nombre)) problemas.push(`el nombre de ruta "${nombre}" no es válido`);
    if (!ruta.path.startsWith('/')) problemas.push(`la ruta ${nombre} no tiene un path absoluto`);
    if (paths.has(ruta.path)) problemas.push(`el path ${ruta.path} está repetido`);
    paths.add(ruta.path);
    if (ruta.titulo.trim() === '') problemas.push(`la ruta ${nombre} no tiene título`);
    for (const param of ruta.paramsDigitos ?? []) {
      if (!SOLO_DIGITOS_EN_PATH(ruta.path, param)) problemas.push(`la ruta ${nombre} no tiene el parámetro ${param}`);
    }
    if (ruta.menuHidden && ruta.menu) problemas.push(`la ruta ${nombre} está oculta del menú pero tiene entrada de menú`);
    const compartida = (RUTAS_COMPARTIDAS as Record<string, RutaCompartida>)[nombre];
    if (compartida && compartida.remoto !== tabla.remoto) problemas.push(`la ruta ${nombre} es de ${compartida.remoto}`);
    if (compartida && compartida.path !== ruta.path) problemas.push(`la ruta compartida ${nombre} debe seguir en ${compartida.path}`);
  }
  for (const { desde, hacia } of tabla.redirecciones ?? []) {
    if (!tabla.rutas[hacia]) problemas.push(`la redirección de ${desde} va a una ruta que no es suya (${hacia})`);
  }
  return problemas;
}

function recalcular(): void {
  const orden = [...tablas.keys()].sort((a, b) => posicion(a) - posicion(b));
  const todas: MetaRuta[] = [];
  const todasRedirecciones: (Redireccion & { remoto: string })[] = [];
  for (const remoto of orden) {
    const tabla = tablas.get(remoto)!;
    for (const [nombre, ruta] of Object.entries(tabla.rutas)) todas.push({ ...ruta, nombre, remoto });
    for (const r of tabla.redirecciones ?? []) todasRedirecciones.push({ ...r, remoto });
  }
  rutas = todas;
  redirecciones = todasRedirecciones;
  porNombre = new Map(todas.map((r) => [r.nombre, r]));
  for (const aviso of avisos) aviso();
}

/** The host first, then the remotes in the order the portal's configuration lists them, then any other. */
function posicion(remoto: string): number {
  if (remoto === 'host') return -1;
  const i = ordenRemotos.indexOf(remoto);
  return i === -1 ? ordenRemotos.length : i;
}

/**
 * Adds (or replaces) one remote's routes. Refuses, with the reasons, a table with problems or one that takes a name or
 * a path another remote already serves: a section cannot hide another's page.
 */
export function registrarRutas(tabla: TablaRutas): void {
  const problemas = problemasTablaRutas(tabla);
  for (const [remoto, otra] of tablas) {
    if (remoto === tabla.remoto) continue;
    const paths = new Set(Object.values(otra.rutas).map((r) => r.path));
    for (const [nombre, ruta] of Object.entries(tabla.rutas)) {
      if (otra.rutas[nombre]) problemas.push(`la ruta ${nombre} ya es de ${remoto}`);
      else if (paths.has(ruta.path)) problemas.push(`el path ${ruta.path} ya es de ${remoto}`);
    }
  }
  if (problemas.length > 0) throw new ErrorTablaRutas(tabla.remoto, problemas);
  tablas.set(tabla.remoto, tabla);
  recalcular();
}

export class ErrorTablaRutas extends Error {
  override name = 'ErrorTablaRutas';
  constructor(
    readonly remoto: string,
    readonly problemas: string[],
  ) {
    super(`Las rutas de ${remoto} no son válidas: ${problemas.join('; ')}.`);
  }
}

/** Drops a remote's routes (tests; a remote whose new table is refused keeps none). */
export function retirarRutas(remoto: string): void {
  if (tablas.delete(remoto)) recalcular();
}

/** The order of the remotes' routes (and so of the menu's groups): the portal's configuration. */
export function ordenarRemotos(remotos: readonly string[]): void {
  ordenRemotos = [...remotos];
  recalcular();
}

/** Every registered route, host first: the same array until the table changes (a React external store snapshot). */
export const rutasRegistradas = (): readonly MetaRuta[] => rutas;

export const redireccionesRegistradas = (): readonly (Redireccion & { remoto: string })[] => redirecciones;

export const rutaPorNombre = (nombre: string): MetaRuta | undefined => porNombre.get(nombre);

export const rutasDe = (remoto: string): readonly MetaRuta[] => rutas.filter((r) => r.remoto === remoto);

export const tieneRutas = (remoto: string): boolean => tablas.has(remoto);

/** Told whenever the table changes; answers the unsubscribe. */
export function suscribirRutas(aviso: () => void): () => void {
  avisos.add(aviso);
  return () => void avisos.delete(aviso);
}
