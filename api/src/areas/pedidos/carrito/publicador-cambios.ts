import type { FastifyInstance } from 'fastify';
import type { Carrito, CambiosCarrito, ItemCarrito } from '@portal/shared/contracts';

/** A cart line as this process knows it; the line id orders the cart (it is sent in id order, like GetItemsCarrito). */
export interface LineaConocida {
  id: number;
  item: ItemCarrito;
}

/**
 * What one change (one new version) did: one loose line written or removed, or the whole cart as it was after it
 * (with `troqueles` when only the lines of those troqueles changed, so the change log keeps going).
 */
export type Cambio =
  | { tipo: 'linea'; linea: LineaConocida }
  | { tipo: 'borrada'; id: number }
  | { tipo: 'completo'; lineas: LineaConocida[]; troqueles?: readonly number[] };

/** Reads the cart with its version in one snapshot, when this process cannot derive it. */
export type LeerCarrito = (carritoId: number) => Promise<{ version: number; lineas: LineaConocida[] }>;

interface Pendiente {
  version: number;
  cambio: Cambio;
  autor: string | null;
  listo: () => void;
}

/** Changes applied since the last send, going out together in the hub's messages of this turn of the event loop. */
interface Lote {
  autores: Set<string | null>;
  listos: (() => void)[];
}

/** Per pharmacy: the cart as of the last change applied (`version`, `lineas`; null when unknown) and what is pending. */
interface EstadoFarmacia {
  carritoId: number;
  version: number;
  lineas: LineaConocida[] | null;
  pendientes: Map<number, Pendiente>;
  lote: Lote | null;
  /** The connection the last cart sent skipped (its only author's), or null when it went to everyone. */
  excluido: string | null;
  leyendo: boolean;
  espera: ReturnType<typeof setTimeout> | null;
  usado: number;
  /** Per version, the troqueles whose lines that version changed: the last versions in order, back to `historialDesde`. */
  historial: Map<number, readonly number[]>;
  /** The oldest version a page may show and still be answered what changed since (`cambiosDesde`). */
  historialDesde: number;
}

/**
 * A change of another process, or a call that failed after its commit, leaves a version this process never hears
 * of: after this long without it the cart is read. Answers within one process arrive out of order only by the pool's
 * connections, microseconds apart.
 */
const ESPERA_HUECO_MS = 2;
/**
 * A cart untouched for this long is not trusted any more: the next change asks for the whole cart. Nothing but the
 * cart's own writers should change its lines without a new version; if something did, broadcasts stay wrong only so long.
 */
const OLVIDO_MS = 2_000;
const MAXIMO_FARMACIAS = 1_000;
/** Versions kept in a cart's change log: a page that fell further behind is answered the whole cart. */
const MAXIMO_HISTORIAL = 256;

const estados = new WeakMap<FastifyInstance, Map<number, EstadoFarmacia>>();

/** Whether this process knows the pharmacy's cart well enough to apply one line to it; if not, ask for the whole cart. */
export function conoceCarrito(app: FastifyInstance, farmaciaId: number): boolean {
  const estado = estados.get(app)?.get(farmaciaId);
  return Boolean(estado?.lineas) && Date.now() - estado!.usado <= OLVIDO_MS;
}

/**
 * The cart as this process last applied it, when that holds version `desde` of cart `carritoId` or a later one (null
 * when it does not know it): after `difundirCambio` of a change, the answer to the change's author without reading it.
 */
export function carritoConocido(app: FastifyInstance, farmaciaId: number, carritoId: number, desde: number): Carrito | null {
  const estado = estados.get(app)?.get(farmaciaId);
  if (!estado?.lineas || estado.carritoId !== carritoId || estado.version < desde) return null;
  return { carritoId, version: estado.version, items: estado.lineas.map((l) => l.item) };
}

/**
 * What changed in the cart since version `desde` that a page shows, as this process knows it, if it knows the cart at
 * version `minimo` or later and every change since `desde` (null otherwise: answer the whole cart): the lines of the
 * troqueles touched since, and the whole cart they lead to (to price it). A change's answer then carries a few lines
 * instead of hundreds; serialising a 300-line cart on every change was a third of a change's cost.
 */
export function cambiosDesde(
  app: FastifyInstance,
  farmaciaId: number,
  carritoId: number,
  desde: number,
  minimo: number,
): { cambios: CambiosCarrito; carrito: Carrito } | null {
  const estado = estados.get(app)?.get(farmaciaId);
  if (!estado?.lineas || estado.carritoId !== carritoId || estado.version < minimo) return null;
  if (desde < estado.historialDesde || desde > estado.version) return null;
  const tocados = new Set<number>();
  for (let v = desde + 1; v <= estado.version; v++) for (const t of estado.historial.get(v) ?? []) tocados.add(t);
  const items = estado.lineas.map((l) => l.item);
  return {
    cambios: { carritoId, desdeVersion: desde, version: estado.version, troqueles: [...tocados], items: items.filter((i) => tocados.has(i.troquel)) },
    carrito: { carritoId, version: estado.version, items },
  };
}

/**
 * Sends `ActualizarCarrito` for a change committed as `version` of the cart to the pharmacy's other connections;
 * resolves once a cart that holds it went out.
 *
 * Why it keeps the cart: sending the whole cart on every change is the hub's contract, and reading every line in the
 * database on each change was the bottleneck. So the fast path reports only the line it wrote, and this applies it to
 * the cart it knows when the versions follow on (v, v+1); a whole cart (the transaction paths, or the fast path when
 * this process does not know the cart: `conoceCarrito`) replaces it.
 *
 * Why it orders: changes commit one after another (the cart row lock), but their answers reach this process out of
 * order, and clients apply whatever cart arrives: an older cart after a newer one would undo a change on their
 * screens. Changes are applied in version order; a gap is waited for briefly, then filled by reading the cart.
 *
 * Why it groups: the changes applied within one turn of the event loop go out as one cart, the newest; at hundreds of
 * changes a second on one cart, serialising and delivering every intermediate cart cost more than the changes. The
 * turn is the hub's (`enviarAFarmaciaAlSalir`): the cart is written when the hub's messages of the turn leave, so a
 * change waits for one batching stage, not for this one and then the hub's.
 *
 * Who gets it: everyone but the author, when all the changes it carries are that author's (who has them); otherwise
 * everyone. A change that arrives after a later cart went out is in that cart, but the connection that cart skipped
 * may lack it: the cart goes out again to everyone but this change's author.
 * Between API processes (Redis) this order does not reach: the payload carries the version, and clients drop older carts.
 * A hub or read failure must not undo a change already saved: it is logged.
 */
export function difundirCambio(
  app: FastifyInstance,
  leer: LeerCarrito,
  farmaciaId: number,
  carritoId: number,
  version: number,
  cambio: Cambio,
  autor: string | null,
): Promise<void> {
  const actual = estados.get(app)?.get(farmaciaId);
  // A late answer about a cart already replaced by a newer one (ids only grow): nobody shows that cart any more.
  if (actual && carritoId < actual.carritoId) return Promise.resolve();
  const estado = estadoDe(app, farmaciaId, carritoId);
  return new Promise((listo) => {
    estado.pendientes.set(version, { version, cambio, autor, listo });
    avanzar(app, leer, farmaciaId, estado);
  });
}

function estadoDe(app: FastifyInstance, farmaciaId: number, carritoId: number): EstadoFarmacia {
  let porFarmacia = estados.get(app);
  if (!porFarmacia) estados.set(app, (porFarmacia = new Map()));
  let estado = porFarmacia.get(farmaciaId);
  const ahora = Date.now();
  // Another cart (the previous one was confirmed): what was pending for the old one has nowhere to go.
  if (estado && estado.carritoId !== carritoId) {
    for (const p of estado.pendientes.values()) p.listo();
    estado = undefined;
  }
  if (!estado) {
    estado = {
      carritoId,
      version: 0,
      lineas: null,
      pendientes: new Map(),
      lote: null,
      excluido: null,
      leyendo: false,
      espera: null,
      usado: ahora,
      historial: new Map(),
      historialDesde: Number.POSITIVE_INFINITY,
    };
  } else if (ahora - estado.usado > OLVIDO_MS && estado.pendientes.size === 0 && !estado.lote) {
    estado.lineas = null;
  }
  estado.usado = ahora;
  // Re-inserted so that the map's order is the order of use, and the least used is forgotten first.
  porFarmacia.delete(farmaciaId);
  porFarmacia.set(farmaciaId, estado);
  if (porFarmacia.size > MAXIMO_FARMACIAS) {
    for (const [id, e] of porFarmacia) {
      if (porFarmacia.size <= MAXIMO_FARMACIAS) break;
      if (e.pendientes.size === 0 && !e.leyendo && !e.lote) porFarmacia.delete(id);
    }
  }
  return estado;
}

function avanzar(app: FastifyInstance, leer: LeerCarrito, farmaciaId: number, estado: EstadoFarmacia): void {
  for (;;) {
    if (estado.lineas) {
      for (const [v, p] of estado.pendientes) {
        if (v > estado.version) continue;
        // Late: the cart applied already holds it. Unless the cart about to go out or the last one sent covers its
        // author's need (it skipped nobody but this author), the cart goes out (again) to everyone but this author.
        estado.pendientes.delete(v);
        if (estado.lote || (estado.excluido !== null && estado.excluido !== p.autor)) encolar(app, farmaciaId, estado, p.autor, p.listo);
        else p.listo();
      }
    }
    const siguiente = estado.lineas ? estado.pendientes.get(estado.version + 1) : undefined;
    const elegido = siguiente ?? completoMasProximo(estado);
    if (!elegido) break;
    // The log goes on only from a known cart to the next version; any other step starts it again.
    const tocados = estado.lineas && elegido.version === estado.version + 1 ? troquelesTocados(estado.lineas, elegido.cambio) : null;
    estado.lineas = aplicar(estado.lineas ?? [], elegido.cambio);
    estado.version = elegido.version;
    anotar(estado, tocados);
    estado.pendientes.delete(elegido.version);
    encolar(app, farmaciaId, estado, elegido.autor, elegido.listo);
  }
  if (estado.pendientes.size === 0 || estado.leyendo || estado.espera) return;
  if (!estado.lineas) void leerYEnviar(app, leer, farmaciaId, estado);
  else {
    estado.espera = setTimeout(() => {
      estado.espera = null;
      if (estado.pendientes.size > 0) void leerYEnviar(app, leer, farmaciaId, estado);
    }, ESPERA_HUECO_MS);
  }
}

/** The first pending whole cart beyond the one known: it can be applied without the versions before it. */
function completoMasProximo(estado: EstadoFarmacia): Pendiente | undefined {
  let elegido: Pendiente | undefined;
  for (const p of estado.pendientes.values()) {
    if (p.cambio.tipo === 'completo' && p.version > estado.version && (!elegido || p.version < elegido.version)) elegido = p;
  }
  return elegido;
}

async function leerYEnviar(app: FastifyInstance, leer: LeerCarrito, farmaciaId: number, estado: EstadoFarmacia): Promise<void> {
  estado.leyendo = true;
  try {
    // The newest change waiting when the read starts: the read must hold it (those arriving meanwhile may be newer).
    const maximo = Math.max(...estado.pendientes.keys());
    const leido = await leer(estado.carritoId);
    if (leido.version >= maximo || !estado.lineas) {
      if (!estado.lineas || leido.version > estado.version) {
        estado.lineas = leido.lineas;
        estado.version = leido.version;
        anotar(estado, null);
        // It may hold changes whose answers never came here: it goes to everyone.
        encolar(app, farmaciaId, estado, null, null);
      }
    } else {
      // A change commits before its answer leaves the database, so a later read always holds it: this cannot happen
      // unless the database misbehaves. Rather than read again and again, those changes go without a broadcast.
      app.log.warn({ farmaciaId, version: leido.version, maximo }, 'el carrito leído es anterior a cambios ya hechos');
      for (const p of estado.pendientes.values()) p.listo();
      estado.pendientes.clear();
      estado.lineas = null;
    }
  } catch (err) {
    app.log.warn({ err, farmaciaId }, 'no se pudo leer el carrito para difundirlo');
    // The changes are saved; their broadcast is lost, like a hub failure. The next change asks for the whole cart.
    estado.lineas = null;
    for (const p of estado.pendientes.values()) p.listo();
    estado.pendientes.clear();
  } finally {
    estado.leyendo = false;
  }
  avanzar(app, leer, farmaciaId, estado);
}

/** Adds a change's author to the cart going out with the hub's messages of this turn (handing it one if none is). */
function encolar(app: FastifyInstance, farmaciaId: number, estado: EstadoFarmacia, autor: string | null, listo: (() => void) | null): void {
  if (!estado.lote) {
    const lote: Lote = { autores: new Set(), listos: [] };
    estado.lote = lote;
    app.hub
      .enviarAFarmaciaAlSalir(farmaciaId, 'ActualizarCarrito', () => armar(estado, lote))
      .catch((err: unknown) => app.log.warn({ err, farmaciaId }, 'no se pudo difundir el carrito'))
      .finally(() => {
        for (const listo of lote.listos) listo();
      });
  }
  estado.lote.autores.add(autor);
  if (listo) estado.lote.listos.push(listo);
}

/** The cart as of the last change applied, when the hub's messages of the turn leave; later changes start a new lot. */
function armar(estado: EstadoFarmacia, lote: Lote): { args: unknown[]; exceptoConnectionId: string | null } {
  if (estado.lote === lote) estado.lote = null;
  const [unico] = lote.autores;
  const excepto = lote.autores.size === 1 ? (unico ?? null) : null;
  estado.excluido = excepto;
  // The version lets a client drop a cart that arrives after a newer one (another API process, or its own reload).
  const carrito = { carritoId: estado.carritoId, version: estado.version, items: estado.lineas!.map((l) => l.item) };
  return { args: [carrito], exceptoConnectionId: excepto };
}

/** The troqueles whose lines a change touches, read before it is applied; null when it may touch any. */
function troquelesTocados(lineas: readonly LineaConocida[], cambio: Cambio): readonly number[] | null {
  if (cambio.tipo === 'linea') return [cambio.linea.item.troquel];
  if (cambio.tipo === 'completo') return cambio.troqueles ?? null;
  const borrada = lineas[posicion(lineas, cambio.id)];
  return borrada?.id === cambio.id ? [borrada.item.troquel] : [];
}

/** Writes the version just applied into the change log (`tocados`), or starts the log there (null). */
function anotar(estado: EstadoFarmacia, tocados: readonly number[] | null): void {
  if (!tocados) {
    estado.historial.clear();
    estado.historialDesde = estado.version;
    return;
  }
  estado.historial.set(estado.version, tocados);
  if (estado.historial.size > MAXIMO_HISTORIAL) {
    const [masVieja] = estado.historial.keys();
    estado.historial.delete(masVieja!);
    estado.historialDesde = masVieja!;
  }
}

/**
 * The cart after a change, changed in place: nothing else holds these arrays (each send maps them into its own), and
 * copying hundreds of lines per change showed at thousands of changes a second.
 */
function aplicar(lineas: LineaConocida[], cambio: Cambio): LineaConocida[] {
  if (cambio.tipo === 'completo') return cambio.lineas;
  const id = cambio.tipo === 'borrada' ? cambio.id : cambio.linea.id;
  const i = posicion(lineas, id);
  const presente = lineas[i]?.id === id;
  if (cambio.tipo === 'borrada') {
    if (presente) lineas.splice(i, 1);
  } else if (presente) lineas[i] = cambio.linea;
  else lineas.splice(i, 0, cambio.linea);
  return lineas;
}

/** Where line `id` is, or goes, in lines sorted by id (binary search). */
function posicion(lineas: readonly LineaConocida[], id: number): number {
  let desde = 0;
  let hasta = lineas.length;
  while (desde < hasta) {
    const medio = (desde + hasta) >>> 1;
    if (lineas[medio]!.id < id) desde = medio + 1;
    else hasta = medio;
  }
  return desde;
}
