/**
 * The first characters of sorted texts (the catalogue's names, an index's words) as one number each, in a typed array
 * sorted like them: the run of texts starting with a prefix is found comparing numbers in one contiguous block
 * instead of strings scattered over the heap. These binary searches run on every keystroke (a few per word), and
 * right after a search that swept the catalogue, evicting the strings from the cache, their comparisons were the
 * dearest part of the answer.
 */

/** Characters in a code: enough that 38^6 fits in 32 bits. */
const LARGO = 6;
const BASE = 38;
const ESCALAS = Array.from({ length: LARGO + 1 }, (_, i) => BASE ** i);

/** 1 for a space, then digits, then letters (the order of their char codes); -1 for anything a normal text lacks. */
function valor(caracter: number): number {
  if (caracter === 32) return 1;
  if (caracter >= 48 && caracter <= 57) return caracter - 46;
  if (caracter >= 97 && caracter <= 122) return caracter - 85;
  return -1;
}

/** The code of the `LARGO` characters of `texto` from `inicio` (missing ones count 0, before any other); -1 if unsupported. */
function codigoDe(texto: string, inicio: number): number {
  let codigo = 0;
  for (let i = inicio; i < inicio + LARGO; i++) {
    const v = i < texto.length ? valor(texto.charCodeAt(i)) : 0;
    if (v < 0) return -1;
    codigo = codigo * BASE + v;
  }
  return codigo;
}

/**
 * Each text cut in `trozos` pieces of `LARGO` characters, one code per piece: piece k of every text in one block, sorted
 * within each run of texts sharing the pieces before it.
 */
export class Prefijos {
  private constructor(
    private readonly codigos: Uint32Array,
    private readonly cantidad: number,
    private readonly trozos: number,
  ) {}

  /** Null when some text holds a character a code cannot (then the codes' order could differ from the texts'). */
  static de(textos: readonly string[], trozos: number): Prefijos | null {
    const n = textos.length;
    const codigos = new Uint32Array(n * trozos);
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < trozos; k++) {
        const codigo = codigoDe(textos[i], k * LARGO);
        if (codigo < 0) return null;
        codigos[k * n + i] = codigo;
      }
    }
    return new Prefijos(codigos, n, trozos);
  }

  /**
   * Within [bajo, alto), the texts starting with `texto` when `completo(texto)`, else a range holding them (those
   * sharing its first pieces). Null if `texto` has a character a code cannot hold.
   */
  tramo(texto: string, bajo: number, alto: number): [number, number] | null {
    for (let k = 0; k < this.trozos && k * LARGO < texto.length; k++) {
      const desde = codigoDe(texto, k * LARGO);
      if (desde < 0) return null;
      const faltan = Math.max(0, (k + 1) * LARGO - texto.length);
      bajo = this.primeroNoMenor(k, desde, bajo, alto);
      alto = this.primeroNoMenor(k, desde + ESCALAS[faltan], bajo, alto);
    }
    return [bajo, alto];
  }

  /** Whether `tramo` answers the whole run for `texto`, with no string to compare. */
  completo(texto: string): boolean {
    return texto.length <= LARGO * this.trozos;
  }

  private primeroNoMenor(trozo: number, codigo: number, bajo: number, alto: number): number {
    const codigos = this.codigos;
    const base = trozo * this.cantidad;
    while (bajo < alto) {
      const medio = (bajo + alto) >>> 1;
      if (codigos[base + medio] < codigo) bajo = medio + 1;
      else alto = medio;
    }
    return bajo;
  }
}
