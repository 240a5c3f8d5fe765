/** What the engine indexes for one product. */
export interface DocumentoBusqueda {
  /** The product's troquel: what a search answers. */
  id: number;
  nombre: string;
  /** Codes that match only when typed whole first (troquel, barcodes); they also match as prefixes, further down. */
  codigos: string[];
  /** Other words that find the product: laboratory, drug, category, offer and combo names. */
  extras: string[];
}

/**
 * How well a product matched, best first: an exact code, the name starting with the text, every word at the start of a
 * word of the name, the words found in the name or the other fields, a word found inside a word.
 */
export const Nivel = { CodigoExacto: 0, PrefijoNombre: 1, PrefijoPalabras: 2, OtrosCampos: 3, DentroDePalabra: 4 } as const;
export type Nivel = (typeof Nivel)[keyof typeof Nivel];

export interface OpcionesBusqueda {
  /** Most ids answered. */
  limite?: number;
  /** Only these products (a banner's offer or category); with an empty text, all of them by name. */
  soloIds?: ReadonlySet<number> | readonly number[];
}

export interface ResultadoBusqueda {
  /** Troqueles, best first. */
  ids: number[];
  /** The level of each id, same order. */
  niveles: Nivel[];
  /** How many products match; with `totalParcial`, those counted until the page filled: at least this many. */
  total: number;
  /**
   * Set when the page was filled without reading every match (from the names starting with the text, or from an
   * earlier query's matches re-checked only until the page was full): counting them all would cost as much as the
   * products a keystroke drops, and what the user waits for is the first rows.
   */
  totalParcial?: true;
}

/** The search as the page uses it: in a Web Worker in the browser, on the main thread without workers (jsdom). */
export interface Buscador {
  buscar(texto: string, opciones?: OpcionesBusqueda): Promise<ResultadoBusqueda>;
  cerrar(): void;
  /**
   * Settles once the indices just built are stored for the next visit (true), or when nothing is stored (false:
   * indices read back, no key, no IndexedDB). Searching never waits for it.
   */
  indiceGuardado?: Promise<boolean>;
}

export interface OrigenBuscador {
  /** Called only when the indices must be built: building the documents costs time too. */
  documentos(): DocumentoBusqueda[];
  /** What the documents come from (claveIndice.ts): stored indices with the same key are used instead. */
  clave?: string | null;
}
