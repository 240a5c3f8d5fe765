import type { Column, SQL } from 'drizzle-orm';
import type { Operador } from './filtros.js';

export type TipoCampo = 'texto' | 'numero' | 'fecha' | 'booleano';

/** A field a list lets its callers filter and sort by: a column (or an SQL expression) and how to read its values. */
export interface CampoLista {
  columna: Column | SQL;
  tipo: TipoCampo;
  /**
   * An enumeration (the states of SPEC §4, a control's state…): the only values `==` and `!=` may name. Another value
   * is refused with a Spanish 400 naming the field, rather than answering an empty list that looks like "nothing yet".
   */
  valores?: readonly number[];
  /**
   * A field the list's own table does not hold (e.g. a product's laboratory, which the product module owns): the list
   * turns each `==` / `!=` value into a condition itself. Such a field filters but does not sort.
   */
  condicion?: (valor: number) => SQL;
}

/**
 * A date field whose range the list bounds: `desde > hasta` and a span over `mesesMaximo` are refused with a Spanish
 * 400 naming the field, never clipped (a clipped answer would look complete).
 */
export interface RangoFechasLista {
  /** The field names (aliases of one date) whose conditions set the range. */
  campos: readonly string[];
  mesesMaximo: number;
  /** How the refusal names the query: "la consulta de pedidos". */
  consulta: string;
}

/** What a list resource allows: its fields by the name callers use, its default order, and a unique tie-breaker. */
export interface DefinicionLista {
  campos: Record<string, CampoLista>;
  /** A `sorts` value used when the caller sends none, such as `-fecha`. */
  ordenPorDefecto: string;
  /** A unique column appended to every order, so that pages neither repeat nor skip rows. */
  desempate?: Column;
  rangoFechas?: RangoFechasLista;
}

export const definirLista = (definicion: DefinicionLista): DefinicionLista => definicion;

/** The operators a `condicion` field accepts. */
export const OPERADORES_CONDICION: readonly Operador[] = ['==', '!='];
