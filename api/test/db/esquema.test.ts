import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.js';
import { baseMigrada } from '../support/entorno.js';
import * as schema from '../../src/db/schema/index.js';
import * as reloj from '../../src/reloj.js';


/** The SQLSTATE of the error a statement fails with (drizzle wraps the driver's error in `cause`). */
async function codigoDeError(consulta: Promise<unknown>): Promise<string | undefined> {
  try {
    await consulta;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

let base: Awaited<ReturnType<typeof baseMigrada>>;
let db: Db;

beforeAll(async () => {
  base = await baseMigrada();
  db = base.baseDatos.db;
  await db.insert(schema.farmacia).values({
    id: 1, nombre: 'Farmacia Prueba', razonSocial: 'Farmacia Prueba S.R.L.', direccion: 'Av. Corrientes 1', localidad: 'Almagro',
    codPostal: 'C1193AAF', cuit: '30-71234567-1', ingresosBrutos: '901-1', directorTecnico: 'Farm. Prueba', sucursal: 1,
    tipoContribuyente: 1, tipoFarmacia: 0, nroReparto: 1,
  });
  await db.insert(schema.laboratorio).values({ id: 1, nombre: 'Bagó' });
  await db.insert(schema.categoria).values({ id: 1, nombre: 'Medicamentos', izquierda: 1, derecha: 2 });
  await db.insert(schema.producto).values({ troquel: 1234567, codigoBarras: '7791234000016', nombre: 'Producto de prueba', laboratorioId: 1, categoriaId: 1 });
  await db.insert(schema.combo).values({ id: 1, leyenda: 'Combo', inicioVigencia: reloj.ahora(), finVigencia: reloj.ahora(), modoRequisito: 0, modoPremio: 0 });
});
afterAll(() => base.cerrar());

test('the migration creates a table for every table of the schema', async () => {
  const esperadas = (Object.values(schema).filter((valor) => is(valor, PgTable)) as PgTable[]).map((t) => getTableName(t)).sort();
  const { rows } = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as {
    rows: { table_name: string }[];
  };
  const creadas = rows.map((r) => r.table_name);
  expect(esperadas.filter((t) => !creadas.includes(t))).toEqual([]);
});

test('a pharmacy has at most one current cart, and a closed one does not count', async () => {
  const [primero] = await db.insert(schema.carrito).values({ farmaciaId: 1 }).returning();
  expect(await codigoDeError(db.insert(schema.carrito).values({ farmaciaId: 1 }))).toBe('23505');
  await db.update(schema.carrito).set({ actual: false }).where(eq(schema.carrito.id, primero!.id));
  await db.insert(schema.carrito).values({ farmaciaId: 1 });
});

test('a cart holds a troquel once loose and once per combo', async () => {
  const [c] = await db.insert(schema.carrito).values({ farmaciaId: 1, actual: false }).returning();
  await db.insert(schema.carritoItem).values({ carritoId: c!.id, troquel: 1234567, cantidad: 1 });
  expect(await codigoDeError(db.insert(schema.carritoItem).values({ carritoId: c!.id, troquel: 1234567, cantidad: 2 }))).toBe('23505');
  await db.insert(schema.carritoItem).values({ carritoId: c!.id, troquel: 1234567, cantidad: 1, comboId: 1 });
  expect(await codigoDeError(db.insert(schema.carritoItem).values({ carritoId: c!.id, troquel: 1234567, cantidad: 1, comboId: 1 }))).toBe('23505');
});

test('confirming with the same idempotency key twice is refused by the database', async () => {
  await db.insert(schema.estado).values({ id: 200, descripcion: 'Pendiente OK' });
  const pedido = (guid: string) => ({ pedidoGuid: guid, farmaciaId: 1, estadoId: 200, claveIdempotencia: 'carrito-1' });
  await db.insert(schema.pedido).values(pedido('aaaaaaaa-0000-4000-8000-000000000001'));
  expect(await codigoDeError(db.insert(schema.pedido).values(pedido('aaaaaaaa-0000-4000-8000-000000000002')))).toBe('23505');
});

test('a line of an unknown product or pharmacy is refused', async () => {
  const [c] = await db.insert(schema.carrito).values({ farmaciaId: 1, actual: false }).returning();
  expect(await codigoDeError(db.insert(schema.carritoItem).values({ carritoId: c!.id, troquel: 7654321, cantidad: 1 }))).toBe('23503');
  expect(await codigoDeError(db.insert(schema.carrito).values({ farmaciaId: 999 }))).toBe('23503');
});

test('file contents go in and come back byte for byte', async () => {
  const contenido = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
  const [guardado] = await db.insert(schema.archivo).values({ tipo: 'privado', nombre: 'a.bin', contenido, mime: 'application/octet-stream', farmaciaId: 1 }).returning();
  const [leido] = await db.select().from(schema.archivo).where(eq(schema.archivo.id, guardado!.id));
  expect(Buffer.isBuffer(leido!.contenido)).toBe(true);
  expect(leido!.contenido!.equals(contenido)).toBe(true);
});
