import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { sembrar } from '../../src/seed/index.js';
import { baseMigrada } from '../support/entorno.js';
import { leerSemilla } from './contexto.js';

/**
 * The fuzzer's pools must not depend on the order rows lie on disk: it draws from them by index, so the same FUZZ_SEED
 * must send the same requests on PGlite and on PostgreSQL, and in every run (an update moves a row; PostgreSQL may
 * start a sequential scan mid-table).
 */

/** Rewrites about half the rows of `tabla` unchanged: their new versions lie after the others, out of key order. */
async function moverFilas(db: Db, tabla: string) {
  const columnas = (await db.execute(
    sql`select column_name from information_schema.columns where table_name = ${tabla} order by ordinal_position limit 1`,
  )) as unknown as { rows: { column_name: string }[] };
  const columna = columnas.rows[0]!.column_name;
  await db.execute(sql.raw(`update "${tabla}" set "${columna}" = "${columna}" where hashtext(ctid::text) % 2 = 0`));
}

test('the pools read the same after the rows they come from are moved on disk', async () => {
  const { baseDatos, cerrar } = await baseMigrada();
  try {
    await sembrar(baseDatos.db, 'demo');
    const antes = await leerSemilla(baseDatos.db);
    for (const tabla of ['producto', 'combo_item', 'oferta_troquel', 'factura', 'remito', 'pedido', 'carrito', 'farmacia', 'usuario', 'banner', 'archivo', 'rol']) {
      await moverFilas(baseDatos.db, tabla);
    }
    const despues = await leerSemilla(baseDatos.db);
    expect(despues.enteros).toEqual(antes.enteros);
    expect(despues.textos).toEqual(antes.textos);
  } finally {
    await cerrar();
  }
});
