import { ensamblar, type PedidoRespuesta } from './respuesta.js';
import type { Termino } from './terminos.js';
import { Nivel, type ResultadoBusqueda } from './tipos.js';

type PedidoTramo = Pick<PedidoRespuesta, 'ids' | 'desdeNombre' | 'hastaNombre' | 'limite' | 'exactos'>;

/** Documents of the run of names [desdeNombre, hastaNombre) that are not exact codes (those come first, apart). */
export function delTramo({ exactos, desdeNombre, hastaNombre }: PedidoTramo): number {
  let enTramo = 0;
  for (const doc of exactos) if (doc >= desdeNombre && doc < hastaNombre) enTramo += 1;
  return hastaNombre - desdeNombre - enTramo;
}

/** Matches a lazy answer may always re-check before asking its `presupuesto`. */
const MINIMO_REVISADOS = 48;

export interface PedidoPerezoso extends Omit<PedidoRespuesta, 'permitidos' | 'cantidadTerminos'> {
  /** The current terms; `coincidencias` holds the matches of terms they refine, and differs from them in `cambiados`. */
  terminos: readonly Termino[];
  cambiados: readonly number[];
  /**
   * Matches (outside the run of names) it may re-check before giving up: past it, refining them all is cheaper. Asked
   * only when the run does not fill the page: estimating it costs more than the usual answer.
   */
  presupuesto: () => number;
}

/**
 * The answer to a keystroke that refines the held matches, without refining them: each held match is re-checked in
 * the order of the answer only until the page is full, so the cost follows the rows shown, not the products the
 * keystroke drops. The same rows, in the same order, as `armarRespuesta` after `refinar`:
 * - a name starting with the whole text holds every query word as a word prefix, so the run of such names is level 0
 *   as it stands, with nothing to check (and the held matches include it, being a superset of the current ones);
 * - the other matches are read in document (name) order, as `armarRespuesta` does, and the reading stops at the same
 *   point: when the first two levels alone fill the page.
 * Null when the re-checks would pass `presupuesto`; the total is partial unless every held match was read, and then
 * the held matches are brought up to date (`alDia`).
 */
export function armarRespuestaPerezosa(pedido: PedidoPerezoso): { resultado: ResultadoBusqueda; alDia: boolean } | null {
  const { coincidencias, ids, desdeNombre, hastaNombre, limite, exactos, terminos, cambiados, presupuesto } = pedido;
  const { docs, cantidad } = coincidencias;
  const falta = limite - exactos.length;
  const enElTramo = delTramo(pedido);
  if (enElTramo >= falta) return { resultado: soloElTramo(pedido, enElTramo, cantidad === hastaNombre - desdeNombre), alDia: false };

  // With a term in no name word, no match is level 1 and every held match is read: only worth it when they are few.
  if (cantidad > MINIMO_REVISADOS && terminos.some((t) => t.n0 === t.n1)) return null;

  // The run is the held matches [p0, p1): every document in it is held, and none past it.
  const todos = (1 << terminos.length) - 1;
  const esExacto = exactos.length === 0 ? null : new Set(exactos);
  const porNivel: number[][] = [[], [], [], []];
  const p0 = coincidencias.posicion(desdeNombre);
  const p1 = p0 + hastaNombre - desdeNombre;
  for (let doc = desdeNombre; doc < hastaNombre; doc++) if (!esExacto?.has(doc)) porNivel[0].push(doc);
  let total = exactos.length + enElTramo;
  const { leidos } = coincidencias;
  const nivel1 = porNivel[1];
  let p = 0;
  let revisados = 0;
  // Re-checking a few dozen matches costs less than setting up any refinement, or estimating what it would cost.
  let limiteRevisados = MINIMO_REVISADOS;
  let preguntado = false;
  for (; p < cantidad && enElTramo + nivel1.length < falta; p++) {
    if (p === p0 && p1 > p0) {
      p = p1 - 1;
      continue;
    }
    if (++revisados > limiteRevisados) {
      if (preguntado) return null;
      preguntado = true;
      limiteRevisados = Math.max(MINIMO_REVISADOS, presupuesto());
      if (revisados > limiteRevisados) return null;
    }
    const bits = coincidencias.bitsAhora(p, terminos, cambiados);
    leidos[p] = bits;
    if (bits < 0) continue;
    const doc = docs[p];
    if (esExacto?.has(doc)) continue;
    total += 1;
    const enNombre = bits & 0xff;
    const nivel = enNombre === todos ? 1 : (enNombre | (bits >>> 8)) === todos ? 2 : 3;
    if (porNivel[nivel].length < limite) porNivel[nivel].push(doc);
  }
  // Unread matches left? Those before the run when the loop stopped on it count as read.
  const todosLeidos = p >= cantidad || (p === p0 && p1 === cantidad);
  const resultado = ensamblar(ids, exactos, porNivel, limite, total);
  // Every match re-checked: keeping the result makes the next keystroke's candidates fewer, for one cheap pass.
  if (todosLeidos) coincidencias.ponerAlDia(p0, p1, todos);
  else resultado.totalParcial = true;
  return { resultado, alDia: todosLeidos };
}

/**
 * Rows from the run of names starting with the text alone, when it fills the page (`delTramo`, its documents that
 * are not exact codes, at least the rows left after those): the exact codes, then the run's first documents (the run
 * is consecutive document numbers). Those rows need no matches at all: a name starting with the whole text holds every
 * query word as a word prefix, and that level ranks first. The most frequent answer while a word is typed. The count
 * is partial unless the caller knows the run is every match (`todoElTramo`).
 */
export function soloElTramo(pedido: PedidoTramo, delTramo: number, todoElTramo: boolean): ResultadoBusqueda {
  const { ids, desdeNombre, limite, exactos } = pedido;
  const respuesta = new Array<number>(limite);
  const niveles = new Array<Nivel>(limite);
  const cuantosExactos = Math.min(exactos.length, limite);
  for (let i = 0; i < cuantosExactos; i++) {
    respuesta[i] = ids[exactos[i]];
    niveles[i] = Nivel.CodigoExacto;
  }
  const prefijo = Nivel.PrefijoNombre;
  for (let i = cuantosExactos, doc = desdeNombre; i < limite; doc++) {
    if (cuantosExactos > 0 && exactos.includes(doc)) continue;
    respuesta[i] = ids[doc];
    niveles[i++] = prefijo;
  }
  const resultado: ResultadoBusqueda = { ids: respuesta, niveles, total: exactos.length + delTramo };
  if (!todoElTramo) resultado.totalParcial = true;
  return resultado;
}
