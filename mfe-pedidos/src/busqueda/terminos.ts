import type { IndicePalabras } from './indicePalabras.js';
import { MINIMO_DENTRO_DE_PALABRA, type IndicesBusqueda } from './indices.js';

/**
 * One query word and the word ranks it covers in each index. Which documents a term matches depends on these ranges
 * alone, so two terms with equal ranges (say "ibupr" and "ibuprof") match the same documents the same way.
 */
export interface Tramos {
  /** Ranks [n0, n1) in the name words, [o0, o1) in the other fields' words, [d0, d1) in the suffixes ([0, 0] when the
   * term is too short to be looked for inside words). Plain numbers: they are read for every candidate. */
  n0: number;
  n1: number;
  o0: number;
  o1: number;
  d0: number;
  d1: number;
}

export interface Termino extends Tramos {
  texto: string;
}

/**
 * The term for `texto`. Given the term of a shorter prefix of it (the same word one keystroke before), its words lie
 * within that term's ranges: the binary searches start from them, and an empty range stays empty.
 */
export function crearTermino(texto: string, indices: IndicesBusqueda, previo?: Termino): Termino {
  const { nombre, otros, dentro } = indices;
  const base = previo !== undefined && texto.startsWith(previo.texto) ? previo : null;
  const [n0, n1] = base ? dentroDe(nombre, texto, base.n0, base.n1) : nombre.tramo(texto);
  const [o0, o1] = base ? dentroDe(otros, texto, base.o0, base.o1) : otros.tramo(texto);
  let d: [number, number] = [0, 0];
  if (texto.length >= MINIMO_DENTRO_DE_PALABRA) {
    // Below that length the previous term holds no suffix range to start from.
    d = base && base.texto.length >= MINIMO_DENTRO_DE_PALABRA ? dentroDe(dentro, texto, base.d0, base.d1) : dentro.tramo(texto);
  }
  return { texto, n0, n1, o0, o1, d0: d[0], d1: d[1] };
}

const dentroDe = (indice: IndicePalabras, texto: string, desde: number, hasta: number): [number, number] =>
  desde === hasta ? [0, 0] : indice.tramo(texto, desde, hasta);

export const mismosTramos = (a: Termino, b: Termino): boolean =>
  a.n0 === b.n0 && a.n1 === b.n1 && a.o0 === b.o0 && a.o1 === b.o1 && a.d0 === b.d0 && a.d1 === b.d1;

/**
 * Whether every document matching `nuevos` also matches `previos`, so the previous matches are enough candidates: each
 * previous word is still there, only longer, and none crossed the length from which words are looked for inside
 * words (before it, "pr" did not match "ibuprofeno"; "pro" does).
 */
export function refinaA(previos: readonly Termino[], nuevos: readonly Termino[]): boolean {
  if (nuevos.length < previos.length) return false;
  return previos.every(({ texto }, i) => {
    const nuevo = nuevos[i].texto;
    return nuevo.startsWith(texto) && (texto.length >= MINIMO_DENTRO_DE_PALABRA || nuevo.length < MINIMO_DENTRO_DE_PALABRA);
  });
}

/**
 * The words a lengthened term no longer covers, as two sets of ranges (below and above the new ones): a term's new
 * ranges lie inside its old ones, since every word starting with "ibupr" starts with "ibup".
 */
export function tramosQuitados(antes: Tramos, ahora: Tramos): [Tramos, Tramos] {
  const partir = (a0: number, a1: number, b0: number, b1: number): [number, number, number, number] =>
    b0 === b1 ? [a0, a1, 0, 0] : [a0, b0, b1, a1];
  const [n0, n1, n2, n3] = partir(antes.n0, antes.n1, ahora.n0, ahora.n1);
  const [o0, o1, o2, o3] = partir(antes.o0, antes.o1, ahora.o0, ahora.o1);
  const [d0, d1, d2, d3] = partir(antes.d0, antes.d1, ahora.d0, ahora.d1);
  return [
    { n0, n1, o0, o1, d0, d1 },
    { n0: n2, n1: n3, o0: o2, o1: o3, d0: d2, d1: d3 },
  ];
}
