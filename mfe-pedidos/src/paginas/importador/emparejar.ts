import type { Producto } from '@portal/shared/contracts';
import type { LineaLeida } from './lineas.js';

/** How a line found its product: the order the importer tries (SPEC §2: troquel, then barcode, then name), or by hand. */
export type ModoEmparejado = 'troquel' | 'codigoBarras' | 'nombre' | 'manual';

export interface LineaEmparejada extends LineaLeida {
  producto: Producto | null;
  modo: ModoEmparejado | null;
}

export interface IndiceCatalogo {
  porTroquel: Map<number, Producto>;
  porCodigoBarras: Map<string, Producto>;
  /** Built on first use: a file of troqueles or barcodes never pays for normalising 50,000 names. */
  readonly porNombre: Map<string, Producto>;
}

/**
 * Printable ASCII but the two diacritics it holds (^ and `): nothing to decompose or strip. Most names are like this,
 * and skipping NFD and the Unicode-property regex on them is most of the cost of indexing 50,000 names.
 */
const SIN_DIACRITICOS = /^[\x20-\x5d\x5f\x61-\x7e]*$/;

/** Each accented letter once decomposed: names repeat the same few (á, é, ó, ñ…), so the rest is a lookup. */
const sinAcento = new Map<string, string>();
const quitarAcento = (letra: string): string => {
  let base = sinAcento.get(letra);
  if (base === undefined) {
    base = letra.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    sinAcento.set(letra, base);
  }
  return base;
};

/** Case-, accent- and spacing-insensitive form of a product name. */
export const normalizarNombre = (nombre: string): string =>
  (SIN_DIACRITICOS.test(nombre) ? nombre : nombre.replace(/[\u0080-\uffff]/g, quitarAcento).replace(/[`^]/g, ''))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Barcodes lose their leading zeros in spreadsheets; both sides are compared without them. */
export const normalizarCodigo = (codigo: string): string => codigo.replace(/^0+/, '');

export function indexarCatalogo(productos: Producto[]): IndiceCatalogo {
  const porTroquel = new Map<number, Producto>();
  const porCodigoBarras = new Map<string, Producto>();
  for (const producto of productos) {
    porTroquel.set(producto.troquel, producto);
    for (const codigo of [producto.codigoBarras, producto.codigoBarras1]) {
      if (codigo) porCodigoBarras.set(normalizarCodigo(codigo), producto);
    }
  }
  let porNombre: Map<string, Producto> | undefined;
  return {
    porTroquel,
    porCodigoBarras,
    get porNombre() {
      if (!porNombre) {
        porNombre = new Map();
        for (const producto of productos) {
          const nombre = normalizarNombre(producto.nombre);
          if (!porNombre.has(nombre)) porNombre.set(nombre, producto);
        }
      }
      return porNombre;
    },
  };
}

export function emparejarLinea(linea: LineaLeida, indice: IndiceCatalogo): LineaEmparejada {
  const porTroquel = linea.troquel === null ? undefined : indice.porTroquel.get(linea.troquel);
  if (porTroquel) return { ...linea, producto: porTroquel, modo: 'troquel' };
  const porCodigo = linea.codigoBarras === null ? undefined : indice.porCodigoBarras.get(normalizarCodigo(linea.codigoBarras));
  if (porCodigo) return { ...linea, producto: porCodigo, modo: 'codigoBarras' };
  const porNombre = linea.nombre === null ? undefined : indice.porNombre.get(normalizarNombre(linea.nombre));
  if (porNombre) return { ...linea, producto: porNombre, modo: 'nombre' };
  return { ...linea, producto: null, modo: null };
}

export const emparejarLineas = (lineas: LineaLeida[], indice: IndiceCatalogo): LineaEmparejada[] =>
  lineas.map((linea) => emparejarLinea(linea, indice));
