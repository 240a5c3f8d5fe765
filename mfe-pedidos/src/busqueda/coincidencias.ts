import type { IndicesBusqueda } from './indices.js';
import { tramosQuitados, type Termino, type Tramos } from './terminos.js';

// How a document holds a term. Kept in this module with the loops that use them, like `coincidencia`: a binding
// imported from another module can cost a property read (a getter, in some bundles) on every candidate.
const EN_NOMBRE = 1;
const EN_OTROS = 2;
const DENTRO = 4;

/**
 * Finding a few affected documents among the matches: a binary search each (random reads) until they are more than
 * about one in this many, then one sequential pass over all the matches.
 */
const PASADA_O_BUSQUEDA = 16;

/** How document `doc` holds the term: EN_NOMBRE and/or EN_OTROS, else DENTRO, else 0. */
function coincidencia(indices: IndicesBusqueda, doc: number, termino: Termino): number {
  const { nombre, otros, dentro } = indices;
  let bits = 0;
  if (termino.n0 !== termino.n1 && nombre.contiene(doc, termino.n0, termino.n1)) bits = EN_NOMBRE;
  if (termino.o0 !== termino.o1 && otros.contiene(doc, termino.o0, termino.o1)) bits |= EN_OTROS;
  if (bits !== 0) return bits;
  const { d0, d1 } = termino;
  if (d0 === d1) return 0;
  const rangos = nombre.rangos;
  for (let k = nombre.desdeDoc[doc], fin = nombre.desdeDoc[doc + 1]; k < fin; k++) {
    if (dentro.contiene(rangos[k], d0, d1)) return DENTRO;
  }
  return 0;
}

interface Plan {
  costo: number;
  aplicar: () => void;
}

/**
 * Every document matching the current terms, ascending (that is, by name), with per term bit i whether it holds term i
 * in its name and in its other fields. Kept between keystrokes: a query that only lengthens words, or adds one, checks
 * these documents again instead of searching the whole catalogue.
 */
export class Coincidencias {
  readonly docs: Int32Array;
  readonly bitsNombre: Uint8Array;
  readonly bitsOtros: Uint8Array;
  cantidad = 0;
  private readonly vistos: Uint8Array;
  private readonly candidatos: Int32Array;
  /** What `bitsAhora` answered for each match a lazy answer read: enough to bring them all up to date at once. */
  readonly leidos: Int32Array;

  constructor(private readonly indices: IndicesBusqueda) {
    const n = indices.cantidad;
    this.docs = new Int32Array(n);
    this.bitsNombre = new Uint8Array(n);
    this.bitsOtros = new Uint8Array(n);
    this.vistos = new Uint8Array(n);
    this.candidatos = new Int32Array(n);
    this.leidos = new Int32Array(n);
  }

  /** Documents listed in `candidatos` by the last `recorrer` that listed. */
  private listados = 0;

  /**
   * Walks the postings of `tramos`: marks each document in `vistos` with how it holds them (EN_NOMBRE, EN_OTROS,
   * DENTRO), or clears its mark (`limpiar`); with `listar`, appends each document not marked before to `candidatos`.
   * Plain loops, no callback: this is the hottest code of a keystroke.
   */
  private recorrer(tramos: Tramos, listar: boolean, limpiar = false): void {
    const { nombre, otros, dentro } = this.indices;
    this.pasar(nombre.documentos, nombre.inicios[tramos.n0], nombre.inicios[tramos.n1], limpiar ? 0 : EN_NOMBRE, listar);
    this.pasar(otros.documentos, otros.inicios[tramos.o0], otros.inicios[tramos.o1], limpiar ? 0 : EN_OTROS, listar);
    for (let k = dentro.inicios[tramos.d0], fin = dentro.inicios[tramos.d1]; k < fin; k++) {
      const palabra = dentro.documentos[k];
      this.pasar(nombre.documentos, nombre.inicios[palabra], nombre.inicios[palabra + 1], limpiar ? 0 : DENTRO, listar);
    }
  }

  private pasar(documentos: Int32Array, desde: number, hasta: number, como: number, listar: boolean): void {
    const { vistos, candidatos } = this;
    let listados = this.listados;
    for (let k = desde; k < hasta; k++) {
      const doc = documentos[k];
      if (listar && vistos[doc] === 0) candidatos[listados++] = doc;
      vistos[doc] = como === 0 ? 0 : vistos[doc] | como;
    }
    this.listados = listados;
  }

  /** How many postings a term's documents span: the cheapest term to start from is the one with fewest. */
  costo(termino: Tramos): number {
    const { nombre, otros, dentro } = this.indices;
    let costo = nombre.inicios[termino.n1] - nombre.inicios[termino.n0];
    costo += otros.inicios[termino.o1] - otros.inicios[termino.o0];
    for (let k = dentro.inicios[termino.d0], fin = dentro.inicios[termino.d1]; k < fin; k++) {
      const palabra = dentro.documentos[k];
      costo += nombre.inicios[palabra + 1] - nombre.inicios[palabra];
    }
    return costo;
  }

  /** From scratch: the documents of the cheapest term, each checked against the others. */
  buscar(terminos: readonly Termino[], costos = terminos.map((t) => this.costo(t))): void {
    const origen = costos.indexOf(Math.min(...costos));
    const { vistos, candidatos, indices } = this;
    this.listados = 0;
    this.recorrer(terminos[origen], true);
    let cuenta = this.listados;
    const n = indices.cantidad;
    if (cuenta > n >>> 3) {
      // Many candidates: one pass over the marks yields them in order for less than sorting them.
      cuenta = 0;
      for (let doc = 0; doc < n; doc++) if (vistos[doc] !== 0) candidatos[cuenta++] = doc;
    } else {
      candidatos.subarray(0, cuenta).sort();
    }
    const bitOrigen = 1 << origen;
    let m = 0;
    for (let c = 0; c < cuenta; c++) {
      const doc = candidatos[c];
      const como = vistos[doc];
      vistos[doc] = 0;
      let enNombre = como & EN_NOMBRE ? bitOrigen : 0;
      let enOtros = como & EN_OTROS ? bitOrigen : 0;
      let todos = true;
      for (let i = 0; i < terminos.length && todos; i++) {
        if (i === origen) continue;
        const bits = coincidencia(indices, doc, terminos[i]);
        if (bits & EN_NOMBRE) enNombre |= 1 << i;
        if (bits & EN_OTROS) enOtros |= 1 << i;
        todos = bits !== 0;
      }
      if (!todos) continue;
      this.docs[m] = doc;
      this.bitsNombre[m] = enNombre;
      this.bitsOtros[m] = enOtros;
      m += 1;
    }
    this.cantidad = m;
  }

  /** Average words (name and other fields) per document: what checking one document against a term costs. */
  get palabrasPorDocumento(): number {
    const { nombre, otros, cantidad } = this.indices;
    return cantidad === 0 ? 0 : (nombre.rangos.length + otros.rangos.length) / cantidad;
  }

  /**
   * Brings the matches from `previos` to `terminos`, which refine them (see `refinaA`), re-checking only the terms in
   * `cambiados` (the rest match as before). Each the cheapest of three ways, in array reads: re-checking only the
   * documents of the words a lengthened term no longer covers; marking the term's postings and reading the mark of
   * each match; or checking each match's own words. Starting over (the cheapest word's postings, then each candidate
   * against the rest) wins when the matches are many: from "1" (every troquel) to "10".
   */
  refinar(terminos: readonly Termino[], cambiados: readonly number[], previos: readonly Termino[]): void {
    const plan = this.plan;
    this.plan = null;
    if (plan && plan.terminos === terminos && plan.cambiados === cambiados && plan.previos === previos) plan.aplicar();
    else this.planear(terminos, cambiados, previos).aplicar();
  }

  /** The plan `costoDeRefinar` made, for `refinar` on the same arguments right after (a lazy answer given up). */
  private plan: (Plan & { terminos: readonly Termino[]; cambiados: readonly number[]; previos: readonly Termino[] }) | null = null;

  /** What `refinar` would cost, in the same array reads: what a lazier answer may spend before giving up on it. */
  costoDeRefinar(terminos: readonly Termino[], cambiados: readonly number[], previos: readonly Termino[]): number {
    this.plan = { ...this.planear(terminos, cambiados, previos), terminos, cambiados, previos };
    return this.plan.costo;
  }

  private planear(terminos: readonly Termino[], cambiados: readonly number[], previos: readonly Termino[]): Plan {
    const costos = terminos.map((t) => this.costo(t));
    const porPalabras = this.cantidad * this.palabrasPorDocumento;
    const planes = cambiados.map((i) => {
      const termino = terminos[i];
      const bit = 1 << i;
      const quitados = i < previos.length ? tramosQuitados(previos[i], termino) : null;
      const opciones: [number, () => void][] = [
        [porPalabras, () => this.refinarPorPalabras(termino, bit)],
        [2 * costos[i] + this.cantidad, () => this.refinarPorMarcas(termino, bit)],
      ];
      if (quitados) {
        const afectados = this.costo(quitados[0]) + this.costo(quitados[1]);
        const costo = 2 * afectados + Math.min(this.cantidad, PASADA_O_BUSQUEDA * afectados);
        opciones.push([costo, () => this.refinarPorQuitados(termino, bit, quitados)]);
      }
      return opciones.reduce((mejor, opcion) => (opcion[0] < mejor[0] ? opcion : mejor));
    });
    const refinando = planes.reduce((suma, [costo]) => suma + costo, 0);
    const desdeCero = 3 * Math.min(...costos);
    if (refinando > desdeCero) return { costo: desdeCero, aplicar: () => this.buscar(terminos, costos) };
    return { costo: refinando, aplicar: () => planes.forEach(([, aplicar]) => aplicar()) };
  }

  /**
   * How match `p` holds the terms now that those in `cambiados` changed (the rest as before): its name bits, and its
   * other fields' bits shifted by 8; -1 when it no longer matches. What a lazy answer asks of each match it reads.
   */
  bitsAhora(p: number, terminos: readonly Termino[], cambiados: readonly number[]): number {
    const doc = this.docs[p];
    let enNombre = this.bitsNombre[p];
    let enOtros = this.bitsOtros[p];
    for (let j = 0; j < cambiados.length; j++) {
      const i = cambiados[j];
      const como = coincidencia(this.indices, doc, terminos[i]);
      if (como === 0) return -1;
      const bit = 1 << i;
      enNombre = como & EN_NOMBRE ? enNombre | bit : enNombre & ~bit;
      enOtros = como & EN_OTROS ? enOtros | bit : enOtros & ~bit;
    }
    return enNombre | (enOtros << 8);
  }

  /**
   * After a lazy answer read every match outside [p0, p1) into `leidos`: keeps those still matching, with their new
   * bits. The matches in [p0, p1) (names starting with the whole text) hold every term in their name; their other
   * fields' bits for the changed terms stay unknown, which no level reads while the name bit is set, and any later
   * change of the term checks both bits again.
   */
  ponerAlDia(p0: number, p1: number, todos: number): void {
    const { docs, bitsNombre, bitsOtros, leidos } = this;
    let m = 0;
    for (let p = 0; p < this.cantidad; p++) {
      let enNombre = todos;
      let enOtros = bitsOtros[p];
      if (p < p0 || p >= p1) {
        const bits = leidos[p];
        if (bits < 0) continue;
        enNombre = bits & 0xff;
        enOtros = bits >>> 8;
      }
      docs[m] = docs[p];
      bitsNombre[m] = enNombre;
      bitsOtros[m] = enOtros;
      m += 1;
    }
    this.cantidad = m;
  }

  /** First position in the matches holding a document ≥ `doc`. */
  posicion(doc: number): number {
    const docs = this.docs;
    let bajo = 0;
    let alto = this.cantidad;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (docs[medio] < doc) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
  }

  /** Only a document holding a word no longer covered can lose the term or change how it holds it. */
  refinarPorQuitados(termino: Termino, bit: number, quitados: Tramos[]): void {
    const { docs, bitsNombre, bitsOtros, vistos, candidatos, indices } = this;
    this.listados = 0;
    for (const tramos of quitados) this.recorrer(tramos, true);
    const cuenta = this.listados;
    if (cuenta === 0) return;
    if (this.cantidad <= cuenta * PASADA_O_BUSQUEDA) {
      this.refinarMarcados(termino, bit);
      for (let c = 0; c < cuenta; c++) vistos[candidatos[c]] = 0;
      return;
    }
    const borrar: number[] = [];
    for (let c = 0; c < cuenta; c++) {
      const doc = candidatos[c];
      vistos[doc] = 0;
      const p = this.posicion(doc);
      if (p === this.cantidad || docs[p] !== doc) continue;
      const como = coincidencia(indices, doc, termino);
      if (como === 0) borrar.push(p);
      bitsNombre[p] = como & EN_NOMBRE ? bitsNombre[p] | bit : bitsNombre[p] & ~bit;
      bitsOtros[p] = como & EN_OTROS ? bitsOtros[p] | bit : bitsOtros[p] & ~bit;
    }
    if (borrar.length === 0) return;
    // Only now: the binary searches above need the matches still sorted.
    for (const p of borrar) docs[p] = -1;
    let m = 0;
    for (let p = 0; p < this.cantidad; p++) {
      if (docs[p] === -1) continue;
      docs[m] = docs[p];
      bitsNombre[m] = bitsNombre[p];
      bitsOtros[m] = bitsOtros[p];
      m += 1;
    }
    this.cantidad = m;
  }

  /**
   * One pass over the matches, compacting them: those marked in `vistos` are checked against `termino` again, the
   * rest keep their bits.
   */
  private refinarMarcados(termino: Termino, bit: number): void {
    const { docs, bitsNombre, bitsOtros, vistos, indices } = this;
    let m = 0;
    for (let p = 0; p < this.cantidad; p++) {
      const doc = docs[p];
      let enNombre = bitsNombre[p];
      let enOtros = bitsOtros[p];
      if (vistos[doc] !== 0) {
        const como = coincidencia(indices, doc, termino);
        if (como === 0) continue;
        enNombre = como & EN_NOMBRE ? enNombre | bit : enNombre & ~bit;
        enOtros = como & EN_OTROS ? enOtros | bit : enOtros & ~bit;
      }
      docs[m] = doc;
      bitsNombre[m] = enNombre;
      bitsOtros[m] = enOtros;
      m += 1;
    }
    this.cantidad = m;
  }

  refinarPorMarcas(termino: Termino, bit: number): void {
    const { docs, bitsNombre, bitsOtros, vistos } = this;
    this.recorrer(termino, false);
    let m = 0;
    for (let p = 0; p < this.cantidad; p++) {
      const doc = docs[p];
      const como = vistos[doc];
      if (como === 0) continue;
      // Compacting in place: the write position never passes the read one.
      docs[m] = doc;
      bitsNombre[m] = como & EN_NOMBRE ? bitsNombre[p] | bit : bitsNombre[p] & ~bit;
      bitsOtros[m] = como & EN_OTROS ? bitsOtros[p] | bit : bitsOtros[p] & ~bit;
      m += 1;
    }
    this.cantidad = m;
    this.recorrer(termino, false, true);
  }

  refinarPorPalabras(termino: Termino, bit: number): void {
    const { docs, bitsNombre, bitsOtros, indices } = this;
    let m = 0;
    for (let p = 0; p < this.cantidad; p++) {
      const doc = docs[p];
      const como = coincidencia(indices, doc, termino);
      if (como === 0) continue;
      docs[m] = doc;
      bitsNombre[m] = como & EN_NOMBRE ? bitsNombre[p] | bit : bitsNombre[p] & ~bit;
      bitsOtros[m] = como & EN_OTROS ? bitsOtros[p] | bit : bitsOtros[p] & ~bit;
      m += 1;
    }
    this.cantidad = m;
  }
}
