import type { Coincidencias } from './coincidencias.js';
import { Nivel, type ResultadoBusqueda } from './tipos.js';

const NIVELES: Nivel[] = [Nivel.PrefijoNombre, Nivel.PrefijoPalabras, Nivel.OtrosCampos, Nivel.DentroDePalabra];

export interface PedidoRespuesta {
  coincidencias: Coincidencias;
  /** Troquel of each document. */
  ids: Int32Array;
  cantidadTerminos: number;
  /** Documents [desdeNombre, hastaNombre) are those whose name starts with the whole text. */
  desdeNombre: number;
  hastaNombre: number;
  limite: number;
  /** Documents with the text as a whole code: first, and not again in the levels. */
  exactos: number[];
  /** Marks of the documents allowed, or null when all are. */
  permitidos: Uint8Array | null;
}

/** Level of a match (an index into NIVELES) from which terms its name and its other fields hold. */
function nivelDe(doc: number, enNombre: number, enOtros: number, todos: number, desde: number, hasta: number): number {
  if (enNombre === todos) return doc >= desde && doc < hasta ? 0 : 1;
  return (enNombre | enOtros) === todos ? 2 : 3;
}

/**
 * The answer from the matches: exact codes, then each level alphabetically (documents are numbered in name order),
 * at most `limite` ids, every match counted. Plain loops and no closures: it runs on every keystroke.
 */
export function armarRespuesta(pedido: PedidoRespuesta): ResultadoBusqueda {
  const { coincidencias, ids, desdeNombre, hastaNombre, limite, exactos, permitidos } = pedido;
  const { docs, bitsNombre, bitsOtros, cantidad } = coincidencias;
  const todos = (1 << pedido.cantidadTerminos) - 1;
  const porNivel: number[][] = [[], [], [], []];
  const esExacto = exactos.length === 0 ? null : new Set(exactos);
  let total = exactos.length;
  if (permitidos) {
    for (let p = 0; p < cantidad; p++) {
      const doc = docs[p];
      if (permitidos[doc] === 0 || esExacto?.has(doc)) continue;
      total += 1;
      const nivel = nivelDe(doc, bitsNombre[p], bitsOtros[p], todos, desdeNombre, hastaNombre);
      if (porNivel[nivel].length < limite) porNivel[nivel].push(doc);
    }
  } else {
    // Unfiltered, every match counts (an exact code is also a match: counted once), and the ids can stop early: the
    // matches in the run of names starting with the text come first, then the rest in order until the first two
    // levels alone fill the answer.
    for (const doc of exactos) if (docs[coincidencias.posicion(doc)] !== doc) total += 1;
    total += cantidad - exactos.length;
    const falta = limite - exactos.length;
    const p0 = coincidencias.posicion(desdeNombre);
    const p1 = coincidencias.posicion(hastaNombre);
    for (let p = p0; p < p1 && porNivel[0].length + porNivel[1].length < falta; p++) {
      const doc = docs[p];
      if (esExacto?.has(doc)) continue;
      const nivel = nivelDe(doc, bitsNombre[p], bitsOtros[p], todos, desdeNombre, hastaNombre);
      if (porNivel[nivel].length < limite) porNivel[nivel].push(doc);
    }
    for (let p = 0; p < cantidad && porNivel[0].length + porNivel[1].length < falta; p++) {
      if (p === p0 && p1 > p0) {
        p = p1 - 1;
        continue;
      }
      const doc = docs[p];
      if (esExacto?.has(doc)) continue;
      const nivel = nivelDe(doc, bitsNombre[p], bitsOtros[p], todos, desdeNombre, hastaNombre);
      if (porNivel[nivel].length < limite) porNivel[nivel].push(doc);
    }
  }
  return ensamblar(ids, exactos, porNivel, limite, total);
}

/** Exact codes first, then each level's documents in order, at most `limite`. */
export function ensamblar(ids: Int32Array, exactos: number[], porNivel: number[][], limite: number, total: number): ResultadoBusqueda {
  const resultado: ResultadoBusqueda = { ids: [], niveles: [], total };
  for (const doc of exactos) {
    if (resultado.ids.length === limite) break;
    resultado.ids.push(ids[doc]);
    resultado.niveles.push(Nivel.CodigoExacto);
  }
  for (let nivel = 0; nivel < NIVELES.length; nivel++) {
    for (const doc of porNivel[nivel]) {
      if (resultado.ids.length === limite) return resultado;
      resultado.ids.push(ids[doc]);
      resultado.niveles.push(NIVELES[nivel]);
    }
  }
  return resultado;
}
