import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** Rows per statement: one JSON parameter each, so the size is bounded by memory, not by the 65,535-parameter limit. */
const FILAS_POR_SENTENCIA = 5_000;

/**
 * Inserts many rows with one statement per batch: the rows travel as a single JSON parameter expanded by
 * `json_populate_recordset`, which both PostgreSQL and PGlite run far faster than a multi-row VALUES list.
 * Rows use the schema's TypeScript keys; every row of one call must name the same columns (an absent key becomes NULL).
 * Not for bytea columns (JSON carries no binary).
 */
export async function insertarLote<T extends PgTable>(db: Db, tabla: T, filas: readonly T['$inferInsert'][]): Promise<void> {
  if (filas.length === 0) return;
  const columnas = Object.entries(getTableColumns(tabla)) as [string, { name: string }][];
  const presentes = columnas.filter(([clave]) => clave in (filas[0] as object));
  const nombres = presentes.map(([, c]) => `"${c.name}"`).join(', ');
  const nombreTabla = `"${getTableName(tabla)}"`;
  for (let i = 0; i < filas.length; i += FILAS_POR_SENTENCIA) {
    const json = JSON.stringify(
      filas.slice(i, i + FILAS_POR_SENTENCIA).map((fila) => {
        const registro: Record<string, unknown> = {};
        for (const [clave, columna] of presentes) registro[columna.name] = (fila as Record<string, unknown>)[clave];
        return registro;
      }),
    );
    const prefijo = sql.raw(`INSERT INTO ${nombreTabla} (${nombres}) SELECT ${nombres} FROM json_populate_recordset(NULL::${nombreTabla}, `);
    await db.execute(sql`${prefijo}${json}::json)`);
  }
}

/**
 * Buffers rows of many tables and writes them in the order the tables were declared (parents before children),
 * so generators can stream years of history without holding it all in memory.
 */
export class EscritorLotes {
  private readonly pendientes = new Map<PgTable, object[]>();
  private cantidadPendiente = 0;
  readonly totales = new Map<string, number>();

  constructor(
    private readonly db: Db,
    /** Tables in foreign-key order. */
    private readonly orden: readonly PgTable[],
    private readonly umbral = 50_000,
    private readonly alEscribir?: (totales: ReadonlyMap<string, number>) => void,
  ) {
    for (const tabla of orden) this.pendientes.set(tabla, []);
  }

  agregar<T extends PgTable>(tabla: T, ...filas: T['$inferInsert'][]): void {
    const lista = this.pendientes.get(tabla);
    if (!lista) throw new Error(`Tabla sin orden declarado: ${getTableName(tabla)}`);
    for (const fila of filas) lista.push(fila);
    this.cantidadPendiente += filas.length;
  }

  /** Writes when enough rows are waiting; call it between whole units (e.g. after each pharmacy). */
  async siHaceFalta(): Promise<void> {
    if (this.cantidadPendiente >= this.umbral) await this.vaciar();
  }

  async vaciar(): Promise<void> {
    for (const tabla of this.orden) {
      const filas = this.pendientes.get(tabla)!;
      if (filas.length === 0) continue;
      await insertarLote(this.db, tabla, filas as never[]);
      const nombre = getTableName(tabla);
      this.totales.set(nombre, (this.totales.get(nombre) ?? 0) + filas.length);
      this.pendientes.set(tabla, []);
    }
    this.cantidadPendiente = 0;
    this.alEscribir?.(this.totales);
  }
}
