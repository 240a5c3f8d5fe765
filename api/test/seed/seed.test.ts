import { createHash } from 'node:crypto';
import { asc, count, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.js';
import { baseMigrada } from '../support/entorno.js';
import * as schema from '../../src/db/schema/index.js';
import { sembrar, sembrarSiVacia } from '../../src/seed/index.js';
import { CUENTAS_DEMO, PASSWORD_DEMO } from '../../src/seed/cuentas.js';
import { cuitValido, ean13Valido } from '../../src/seed/identificadores.js';
import { verifyPassword } from '../../src/auth/password.js';
import { almacenArchivos } from '../../src/plataforma/archivo/almacen.js';

/** A fixed "now", so both seeded databases are built around the same day. */
const AHORA = new Date('2026-11-20T15:00:00-03:00');


/** Digest of every row of a table in primary-key order, leaving out columns that are random by design. */
async function huella(db: Db, tabla: PgTable, excluir: string[] = []): Promise<string> {
  const columnas = Object.entries(getTableColumns(tabla)).filter(([clave]) => !excluir.includes(clave));
  const orden = columnas.filter(([, c]) => c.primary).map(([, c]) => asc(c));
  const filas = await db
    .select(Object.fromEntries(columnas))
    .from(tabla)
    .orderBy(...(orden.length > 0 ? orden : columnas.map(([, c]) => asc(c))));
  return createHash('sha256').update(JSON.stringify(filas)).digest('hex');
}

let primera: Awaited<ReturnType<typeof baseMigrada>>;
let db: Db;

/** Rows of a raw query (both drivers answer with `rows`). */
const filas = async <T = Record<string, unknown>>(consulta: SQL) => ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  primera = await baseMigrada();
  db = primera.baseDatos.db;
  await sembrar(db, 'demo', { ahora: AHORA });
});
afterAll(() => primera.cerrar());

test('two runs with the same day produce the same data (the second through sembrarSiVacia on an empty database)', async () => {
  const segunda = await baseMigrada();
  try {
    expect(await sembrarSiVacia(segunda.baseDatos.db, 'demo', { ahora: AHORA })).toBe(true);
    const tablas: [PgTable, string[]][] = [
      [schema.producto, []],
      [schema.precio, []],
      [schema.stock, []],
      [schema.categoria, []],
      [schema.farmacia, []],
      // argon2 salts every hash, so the hash itself differs by design.
      [schema.usuario, ['passwordHash']],
      [schema.oferta, []],
      [schema.comboItem, []],
      [schema.pedido, []],
      [schema.pedidoItem, []],
      [schema.factura, []],
      [schema.movimientoCuenta, []],
      [schema.devolucionItem, []],
      [schema.recallItem, []],
      [schema.parametroSistema, []],
    ];
    for (const [tabla, excluir] of tablas) {
      expect([getTableName(tabla), await huella(segunda.baseDatos.db, tabla, excluir)]).toEqual([getTableName(tabla), await huella(db, tabla, excluir)]);
    }
  } finally {
    await segunda.cerrar();
  }
});

test('the demo scale has a realistic catalogue, the demo pharmacies and twenty more', async () => {
  const [productos] = await db.select({ n: count() }).from(schema.producto);
  const [farmacias] = await db.select({ n: count() }).from(schema.farmacia);
  expect(productos!.n).toBe(3_000);
  expect(farmacias!.n).toBe(24);
  const ibupirac = await db.select({ nombre: schema.producto.nombre }).from(schema.producto).where(sql`${schema.producto.nombre} like 'Ibupirac 400 mg comp. x %'`);
  expect(ibupirac.length).toBeGreaterThan(0);
});

test('every pharmacy CUIT has a valid check digit and every GLN is a valid EAN-13', async () => {
  const farmacias = await db.select({ id: schema.farmacia.id, cuit: schema.farmacia.cuit, gln: schema.farmacia.gln }).from(schema.farmacia);
  expect(farmacias.filter((f) => !cuitValido(f.cuit))).toEqual([]);
  expect(farmacias.filter((f) => f.gln !== null && !ean13Valido(f.gln))).toEqual([]);
});

test('every product has a unique 7-digit troquel and unique, valid Argentine EAN-13 barcodes', async () => {
  const productos = await db
    .select({ troquel: schema.producto.troquel, codigo: schema.producto.codigoBarras, codigo1: schema.producto.codigoBarras1 })
    .from(schema.producto);
  expect(productos.filter((p) => p.troquel < 1_000_000 || p.troquel > 9_999_999)).toEqual([]);
  const codigos = productos.flatMap((p) => (p.codigo1 ? [p.codigo, p.codigo1] : [p.codigo]));
  expect(codigos.filter((c) => !ean13Valido(c) || !c.startsWith('779'))).toEqual([]);
  expect(new Set(codigos).size).toBe(codigos.length);
});

test('the demo accounts exist with their pharmacy, group, roles and the demo password', async () => {
  for (const cuenta of CUENTAS_DEMO) {
    const [u] = await db.select().from(schema.usuario).where(eq(schema.usuario.userName, cuenta.userName));
    expect({ farmaciaId: u?.farmaciaId, grupoId: u?.grupoId }).toEqual({ farmaciaId: cuenta.farmaciaId, grupoId: cuenta.grupoId });
    const roles = await db
      .select({ nombre: schema.rol.nombre })
      .from(schema.usuarioRol)
      .innerJoin(schema.rol, eq(schema.rol.id, schema.usuarioRol.rolId))
      .where(eq(schema.usuarioRol.usuarioId, u!.id));
    expect(roles.map((r) => r.nombre).sort()).toEqual([...cuenta.roles].sort());
    expect(await verifyPassword(u!.passwordHash, PASSWORD_DEMO)).toBe(true);
  }
});

test('history is consistent: invoices add up, invoiced lines point at an invoice of their pharmacy, movements belong to it', async () => {
  expect(await filas(sql`select id from factura where abs(subtotal + iva + percepciones - total) > 0.01`)).toEqual([]);
  const lineasAjenas = sql`
    select pi.id from pedido_item pi join factura f on f.id = pi.factura_id
    where f.farmacia_id <> pi.farmacia_id or f.pedido_id <> pi.pedido_id`;
  expect(await filas(lineasAjenas)).toEqual([]);
  const lineasHuerfanas = sql`
    select pi.id from pedido_item pi left join factura f on f.id = pi.factura_id where pi.factura_id is not null and f.id is null`;
  expect(await filas(lineasHuerfanas)).toEqual([]);
  const movimientosAjenos = sql`
    select m.id from movimiento_cuenta m join factura f on f.id = m.factura_id where f.farmacia_id <> m.farmacia_id`;
  expect(await filas(movimientosAjenos)).toEqual([]);
  const [conHistoria] = await filas<{ n: number }>(
    sql`select count(distinct farmacia_id)::int as n from pedido where fecha_alta < ${AHORA.toISOString()}::timestamptz - interval '600 days'`,
  );
  expect(conHistoria!.n).toBe(3);
});

test('categories form a nested set and products hang from leaves', async () => {
  const categorias = await db.select().from(schema.categoria);
  for (const c of categorias.filter((c) => c.padreId !== null)) {
    const padre = categorias.find((p) => p.id === c.padreId)!;
    expect(padre.izquierda < c.izquierda && c.derecha < padre.derecha).toBe(true);
  }
  const enNodosInternos = sql`
    select p.troquel from producto p join categoria c on c.id = p.categoria_id where c.derecha - c.izquierda > 1`;
  expect(await filas(enNodosInternos)).toEqual([]);
});

test('stock spreads over every level and offers and combos are both current and expired', async () => {
  const [niveles] = await filas<Record<string, number>>(sql`
    select count(*) filter (where cantidad = 0)::int as falta,
           count(*) filter (where cantidad > 0 and cantidad <= umbral_critico)::int as critico,
           count(*) filter (where cantidad > umbral_critico and cantidad <= umbral_minimo)::int as minimo,
           count(*) filter (where cantidad > umbral_minimo)::int as normal
    from stock`);
  expect(Object.values(niveles!).every((n) => n > 0)).toBe(true);
  for (const tabla of ['oferta', 'combo']) {
    const [vigencias] = await filas<{ vigentes: number; vencidas: number }>(
      sql.raw(`select count(*) filter (where fin_vigencia > '${AHORA.toISOString()}')::int as vigentes,
                      count(*) filter (where fin_vigencia < '${AHORA.toISOString()}')::int as vencidas from ${tabla}`),
    );
    expect(vigencias!.vigentes).toBeGreaterThan(0);
    expect(vigencias!.vencidas).toBeGreaterThan(0);
  }
});

test('every system parameter of SPEC §9 (and the recoverer days, 1140) is present, dates as day/month/year', async () => {
  // 1140 is the portal's own (the days a recoverer item waits, issue 17).
  const ids = [2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 21, 28, 31, 32, 144, 149, 304, 305, 306, 307, 308, 310, 311, 320, 1134, 1135, 1136, 1137, 1138, 1139, 1140];
  const parametros = await db.select().from(schema.parametroSistema);
  expect(parametros.map((p) => p.id).sort((a, b) => a - b)).toEqual(ids);
  expect(parametros.find((p) => p.id === 308)!.valor).toBe('20/11/2024');
  expect(parametros.find((p) => p.id === 311)!.valor).toBe('20/11/2026');
});

test('home content: an active event with attendees, banners with their SVG, news for pharmacy 1001, a current recall', async () => {
  const [activo] = await db.select().from(schema.evento).where(eq(schema.evento.activo, true));
  const inscriptos = await db.select().from(schema.inscripto).where(eq(schema.inscripto.eventoId, activo!.id));
  expect(inscriptos.length).toBeGreaterThan(0);
  const banners = await db.select().from(schema.banner);
  const imagenes = await db.select().from(schema.archivo).where(eq(schema.archivo.tipo, 'banner'));
  expect(banners.map((b) => b.nombreArchivo).sort()).toEqual(imagenes.map((a) => a.nombre).sort());
  // The bytes are in the file store, not the table.
  expect(imagenes[0]!.contenido).toBeNull();
  expect((await almacenArchivos().leer(imagenes[0]!.ruta!)).toString('utf8')).toMatch(/^<svg /);
  const novedades = await db.select().from(schema.novedad).where(eq(schema.novedad.farmaciaId, 1001));
  expect(novedades.length).toBeGreaterThan(0);
  const vigentes = await filas(sql`
    select id from recall where estado = 1 and fecha_publicacion <= ${AHORA.toISOString()}::timestamptz and fecha_caducidad > ${AHORA.toISOString()}::timestamptz`);
  expect(vigentes.length).toBe(1);
});

test('the app can insert rows after the seed: identity sequences start past the seeded ids', async () => {
  const [nuevo] = await db
    .insert(schema.pedido)
    .values({ pedidoGuid: '11111111-2222-4333-8444-555555555555', farmaciaId: 1001, estadoId: 200 })
    .returning({ id: schema.pedido.id });
  const [maximo] = await filas<{ n: number }>(sql`select max(id)::int as n from pedido where id <> ${nuevo!.id}`);
  expect(nuevo!.id).toBeGreaterThan(maximo!.n);
  await db.delete(schema.pedido).where(eq(schema.pedido.id, nuevo!.id));
});

test('sembrarSiVacia leaves a seeded database alone', async () => {
  const [antes] = await db.select({ n: count() }).from(schema.pedido);
  expect(await sembrarSiVacia(db, 'demo', { ahora: AHORA })).toBe(false);
  const [despues] = await db.select({ n: count() }).from(schema.pedido);
  expect(despues!.n).toBe(antes!.n);
});
