import { ConstructorIndice, type IndicePalabras } from './indicePalabras.js';
import { normalizar } from './normalizar.js';
import type { DocumentoBusqueda } from './tipos.js';

/** Shorter fragments inside a word match too much to help. */
export const MINIMO_DENTRO_DE_PALABRA = 3;

/** Everything the engine reads; documents are numbered in name order. */
export interface IndicesBusqueda {
  cantidad: number;
  /** Troquel of each document. */
  ids: Int32Array;
  /** Normalised names, sorted: the names starting with a text are one binary-searched run. */
  nombres: string[];
  posicionDeId: { get(id: number): number | undefined };
  /** Documents of each code as typed whole (troquel, barcodes). */
  porCodigo: { get(codigo: string): number[] | undefined; keys(): Iterable<string> };
  /** Words of the names. */
  nombre: IndicePalabras;
  /** Codes and the words of the laboratory, drug, category, offer and combo names. */
  otros: IndicePalabras;
  /** Suffixes (from the second character, 3+ long) of the name words; its "documents" are ranks in `nombre`. */
  dentro: IndicePalabras;
}

export function construirIndices(documentos: readonly DocumentoBusqueda[]): IndicesBusqueda {
  const ordenados = documentos
    .map((d) => ({ d, nombre: normalizar(d.nombre) }))
    .sort((a, b) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : a.d.id - b.d.id));
  const cantidad = ordenados.length;
  const ids = new Int32Array(cantidad);
  const nombres = new Array<string>(cantidad);
  const posicionDeId = new Map<number, number>();
  const porCodigo = new Map<string, number[]>();
  const nombre = new ConstructorIndice();
  const otros = new ConstructorIndice();
  // Laboratory, drug and category names repeat across thousands of products: normalised once each.
  const palabrasDeExtra = new Map<string, string[]>();

  ordenados.forEach(({ d, nombre: normal }, doc) => {
    ids[doc] = d.id;
    nombres[doc] = normal;
    posicionDeId.set(d.id, doc);
    for (const palabra of normal.split(' ')) if (palabra) nombre.agregar(doc, palabra);
    for (const codigo of d.codigos) {
      const limpio = codigo.trim();
      if (!limpio) continue;
      const lista = porCodigo.get(limpio);
      if (!lista) porCodigo.set(limpio, [doc]);
      else if (!lista.includes(doc)) lista.push(doc);
      otros.agregar(doc, limpio.toLowerCase());
    }
    for (const extra of d.extras) {
      let palabras = palabrasDeExtra.get(extra);
      if (!palabras) {
        palabras = normalizar(extra).split(' ').filter(Boolean);
        palabrasDeExtra.set(extra, palabras);
      }
      for (const palabra of palabras) otros.agregar(doc, palabra);
    }
  });

  const indiceNombre = nombre.construir(cantidad);
  const dentro = new ConstructorIndice();
  indiceNombre.palabras.forEach((palabra, rango) => {
    for (let i = 1; i + MINIMO_DENTRO_DE_PALABRA <= palabra.length; i++) dentro.agregar(rango, palabra.slice(i));
  });
  return {
    cantidad,
    ids,
    nombres,
    posicionDeId,
    porCodigo,
    nombre: indiceNombre,
    otros: otros.construir(cantidad),
    dentro: dentro.construir(indiceNombre.palabras.length),
  };
}
