import { IndicePalabras } from './indicePalabras.js';
import type { IndicesBusqueda } from './indices.js';

/**
 * The built indices in a form IndexedDB stores and reads back fast: typed arrays as they are, and each list of strings
 * as one string (no character a normalised word, name or code separator can hold joins them). Reading this back costs
 * a few splits and two maps instead of building from the catalogue again.
 */
export interface IndicesGuardados {
  cantidad: number;
  ids: Int32Array;
  nombres: string;
  codigos: string;
  /** `docsCodigo[desdeCodigo[i]..desdeCodigo[i + 1])` are the documents of code i. */
  desdeCodigo: Int32Array;
  docsCodigo: Int32Array;
  nombre: PalabrasGuardadas;
  otros: PalabrasGuardadas;
  dentro: PalabrasGuardadas;
}

interface PalabrasGuardadas {
  palabras: string;
  inicios: Int32Array;
  documentos: Int32Array;
  desdeDoc: Int32Array;
  rangos: Int32Array;
}

/** Joins the lists: a control character that normalised text never holds and codes are trimmed of. */
const SEPARADOR = '\u0001';

const unir = (textos: readonly string[]) => textos.join(SEPARADOR);
function partir(texto: string, cantidad: number): string[] {
  const partes = cantidad === 0 ? [] : texto.split(SEPARADOR);
  // A code holding the separator itself would shift every later one: better to build again than to search wrong.
  if (partes.length !== cantidad) throw new Error('Índice guardado inconsistente');
  return partes;
}

function guardarPalabras(indice: IndicePalabras): PalabrasGuardadas {
  const { palabras, inicios, documentos, desdeDoc, rangos } = indice;
  return { palabras: unir(palabras), inicios, documentos, desdeDoc, rangos };
}

function leerPalabras(g: PalabrasGuardadas): IndicePalabras {
  return new IndicePalabras(partir(g.palabras, g.inicios.length - 1), g.inicios, g.documentos, g.desdeDoc, g.rangos);
}

export function guardarIndices(indices: IndicesBusqueda): IndicesGuardados {
  // Sorted: read back, a code is found by binary search, with no map to build.
  const codigos = [...indices.porCodigo.keys()].sort();
  const desdeCodigo = new Int32Array(codigos.length + 1);
  codigos.forEach((codigo, i) => {
    desdeCodigo[i + 1] = desdeCodigo[i] + indices.porCodigo.get(codigo)!.length;
  });
  const docsCodigo = new Int32Array(desdeCodigo[codigos.length]);
  codigos.forEach((codigo, i) => docsCodigo.set(indices.porCodigo.get(codigo)!, desdeCodigo[i]));
  return {
    cantidad: indices.cantidad,
    ids: indices.ids,
    nombres: unir(indices.nombres),
    codigos: unir(codigos),
    desdeCodigo,
    docsCodigo,
    nombre: guardarPalabras(indices.nombre),
    otros: guardarPalabras(indices.otros),
    dentro: guardarPalabras(indices.dentro),
  };
}

export function leerIndices(g: IndicesGuardados): IndicesBusqueda {
  const codigos = partir(g.codigos, g.desdeCodigo.length - 1);
  const porCodigo = {
    get(codigo: string): number[] | undefined {
      let bajo = 0;
      let alto = codigos.length;
      while (bajo < alto) {
        const medio = (bajo + alto) >>> 1;
        if (codigos[medio] < codigo) bajo = medio + 1;
        else alto = medio;
      }
      return codigos[bajo] === codigo ? Array.from(g.docsCodigo.subarray(g.desdeCodigo[bajo], g.desdeCodigo[bajo + 1])) : undefined;
    },
    keys: () => codigos,
  };
  // Only a search narrowed to some ids (a banner's offer) needs it: built then, not on every visit.
  let posiciones: Map<number, number> | null = null;
  const posicionDeId = {
    get(id: number): number | undefined {
      if (!posiciones) {
        posiciones = new Map();
        for (let doc = 0; doc < g.cantidad; doc++) posiciones.set(g.ids[doc], doc);
      }
      return posiciones.get(id);
    },
  };
  return {
    cantidad: g.cantidad,
    ids: g.ids,
    nombres: partir(g.nombres, g.cantidad),
    posicionDeId,
    porCodigo,
    nombre: leerPalabras(g.nombre),
    otros: leerPalabras(g.otros),
    dentro: leerPalabras(g.dentro),
  };
}
