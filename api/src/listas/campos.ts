import type { Column, SQL } from 'drizzle-orm';

export type TipoCampo = 'texto' | 'numero' | 'fecha' | 'booleano';

/** A field a list lets its callers filter and sort by: a column (or an SQL expression) and how to read its values. */
export interface CampoLista {
  columna: Column | SQL;
  tipo: TipoCampo;
}

/** What a list resource allows: its fields by the name callers use, its default order, and a unique tie-breaker. */
export interface DefinicionLista {
  campos: Record<string, CampoLista>;
  /** A `sorts` value used when the caller sends none, such as `-fecha`. */
  ordenPorDefecto: string;
  /** A unique column appended to every order, so that pages neither repeat nor skip rows. */
  desempate?: Column;
}

export const definirLista = (definicion: DefinicionLista): DefinicionLista => definicion;
