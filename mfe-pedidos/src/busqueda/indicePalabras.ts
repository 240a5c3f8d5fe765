import { Prefijos } from './prefijos.js';

/**
 * Sorted distinct words, with both directions in flat typed arrays:
 * - each word's postings (its documents, ascending), so a prefix is a binary-searched range of words whose documents
 *   are one contiguous span;
 * - each document's words, as ranks in the sorted list, so "does this document hold a word starting with the prefix"
 *   is a few integer comparisons against that range — what lets a keystroke refine the previous matches without
 *   walking the (often huge) postings of a short word.
 */
export class IndicePalabras {
  constructor(
    readonly palabras: readonly string[],
    /** `documentos[inicios[r]..inicios[r + 1])` are the documents of the word of rank r. */
    readonly inicios: Int32Array,
    readonly documentos: Int32Array,
    /** `rangos[desdeDoc[d]..desdeDoc[d + 1])` are the ranks of document d's words. */
    readonly desdeDoc: Int32Array,
    readonly rangos: Int32Array,
  ) {
    // Three pieces: 18 characters cover the words typed, barcodes (13 digits) included.
    this.prefijos = Prefijos.de(palabras, 3);
  }

  /** The words' first characters as numbers (see prefijos.ts); null if some word holds a character they cannot. */
  private readonly prefijos: Prefijos | null;

  private primeraNoMenor(texto: string, desde: number, hasta: number): number {
    const palabras = this.palabras;
    let bajo = desde;
    let alto = hasta;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (palabras[medio] < texto) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
  }

  /**
   * Ranks [desde, hasta) of the words starting with `prefijo`; an empty range is always [0, 0], so equal means equal.
   * Within [bajo, alto) when the caller knows they lie there (the range of a shorter prefix of it).
   */
  tramo(prefijo: string, bajo = 0, alto = this.palabras.length): [number, number] {
    const porCodigos = this.prefijos?.tramo(prefijo, bajo, alto);
    if (porCodigos) {
      if (this.prefijos?.completo(prefijo)) return porCodigos[0] >= porCodigos[1] ? [0, 0] : porCodigos;
      [bajo, alto] = porCodigos;
    }
    const desde = this.primeraNoMenor(prefijo, bajo, alto);
    // '\uffff' sorts after any character a normalised word holds.
    const hasta = this.primeraNoMenor(`${prefijo}\uffff`, desde, alto);
    return desde >= hasta ? [0, 0] : [desde, hasta];
  }

  /** Whether document `doc` holds a word whose rank lies in [desde, hasta). */
  contiene(doc: number, desde: number, hasta: number): boolean {
    const rangos = this.rangos;
    const ancho = hasta - desde;
    for (let k = this.desdeDoc[doc], fin = this.desdeDoc[doc + 1]; k < fin; k++) {
      // One unsigned comparison: below `desde` wraps around to a huge number.
      if ((rangos[k] - desde) >>> 0 < ancho) return true;
    }
    return false;
  }
}

/**
 * Collects (document, word) pairs, documents in ascending order, and builds the index with counting sorts: no array
 * per word, which is what made building slow.
 */
export class ConstructorIndice {
  private readonly ids = new Map<string, number>();
  private readonly ultimoDoc: number[] = [];
  private readonly docs: number[] = [];
  private readonly palabras: number[] = [];

  agregar(doc: number, palabra: string): void {
    let id = this.ids.get(palabra);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(palabra, id);
      this.ultimoDoc.push(-1);
    } else if (this.ultimoDoc[id] === doc) return;
    this.ultimoDoc[id] = doc;
    this.docs.push(doc);
    this.palabras.push(id);
  }

  construir(cantidadDocs: number): IndicePalabras {
    const ordenadas = [...this.ids.keys()].sort();
    const rangoDeId = new Int32Array(ordenadas.length);
    ordenadas.forEach((palabra, rango) => {
      rangoDeId[this.ids.get(palabra)!] = rango;
    });
    const total = this.docs.length;
    const inicios = new Int32Array(ordenadas.length + 1);
    const desdeDoc = new Int32Array(cantidadDocs + 1);
    const rangos = new Int32Array(total);
    for (let k = 0; k < total; k++) {
      const rango = rangoDeId[this.palabras[k]];
      rangos[k] = rango;
      inicios[rango + 1] += 1;
      desdeDoc[this.docs[k] + 1] += 1;
    }
    for (let r = 0; r < ordenadas.length; r++) inicios[r + 1] += inicios[r];
    for (let d = 0; d < cantidadDocs; d++) desdeDoc[d + 1] += desdeDoc[d];
    // Pairs come in document order, so each word's postings come out ascending.
    const siguiente = inicios.slice(0, ordenadas.length);
    const documentos = new Int32Array(total);
    for (let k = 0; k < total; k++) documentos[siguiente[rangos[k]]++] = this.docs[k];
    return new IndicePalabras(ordenadas, inicios, documentos, desdeDoc, rangos);
  }
}
