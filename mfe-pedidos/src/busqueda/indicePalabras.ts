/**
 * Sorted distinct words, each with the sorted documents holding it: a prefix is a binary-searched range of words.
 * Built once; no per-query allocation besides the caller's marks.
 */
export class IndicePalabras {
  private readonly palabras: string[];
  private readonly inicios: Int32Array;
  private readonly documentos: Int32Array;

  constructor(pares: Map<string, number[]>) {
    this.palabras = [...pares.keys()].sort();
    this.inicios = new Int32Array(this.palabras.length + 1);
    let total = 0;
    for (const [i, p] of this.palabras.entries()) {
      this.inicios[i] = total;
      total += pares.get(p)!.length;
    }
    this.inicios[this.palabras.length] = total;
    this.documentos = new Int32Array(total);
    for (const [i, p] of this.palabras.entries()) this.documentos.set(pares.get(p)!, this.inicios[i]);
  }

  private primeraNoMenor(texto: string): number {
    let bajo = 0;
    let alto = this.palabras.length;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (this.palabras[medio] < texto) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
  }

  /** The span of `documentos` holding the documents of every word starting with `prefijo`. */
  private tramo(prefijo: string): [number, number] {
    const desde = this.primeraNoMenor(prefijo);
    // '\uffff' sorts after any character a normalised word holds.
    const hasta = this.primeraNoMenor(`${prefijo}\uffff`);
    return desde >= hasta ? [0, 0] : [this.inicios[desde], this.inicios[hasta]];
  }

  /** Sets `bit` in `marcas[doc]` for every document with a word starting with `prefijo`. */
  marcarPrefijo(prefijo: string, marcas: Uint8Array, bit: number): void {
    const [desde, hasta] = this.tramo(prefijo);
    const docs = this.documentos;
    for (let k = desde; k < hasta; k++) marcas[docs[k]] |= bit;
  }

  /** Adds to `lista` each document with a word starting with `prefijo` not yet in `vistos`, and marks it there. */
  recolectarPrefijo(prefijo: string, vistos: Uint8Array, lista: number[]): void {
    const [desde, hasta] = this.tramo(prefijo);
    const docs = this.documentos;
    for (let k = desde; k < hasta; k++) {
      const doc = docs[k];
      if (vistos[doc] === 0) {
        vistos[doc] = 1;
        lista.push(doc);
      }
    }
  }
}

export function agregarPar(pares: Map<string, number[]>, palabra: string, doc: number): void {
  const lista = pares.get(palabra);
  if (!lista) pares.set(palabra, [doc]);
  else if (lista[lista.length - 1] !== doc) lista.push(doc);
}
