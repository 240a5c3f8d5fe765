import { and, eq } from 'drizzle-orm';
import { comboSchema, ofertaSchema, precioSchema } from '@portal/shared/contracts';
import { farmacia, ofertaTroquel } from '../../../../src/db/schema/index.js';
import { crearEntorno, type Entorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi } from '../../../support/http.js';
import { K, O, sembrarCatalogoPrueba, T } from '../producto/fixture.js';
import * as reloj from '../../../../src/reloj.js';

let entorno: Entorno;
let token: (userName: string) => Promise<string>;
let llamar: ReturnType<typeof clienteApi>;

/** pedidos.demo orders for 1001 (a member of the demo group, 8 %); otra.demo for 1002 (no group, 12.5 %). */
beforeAll(async () => {
  entorno = await crearEntorno();
  const db = entorno.baseDatos.db;
  await sembrarCatalogoPrueba(db);
  await db.update(farmacia).set({ descuento: 8 }).where(eq(farmacia.id, 1001));
  await db.update(farmacia).set({ descuento: 12.5 }).where(eq(farmacia.id, 1002));
  token = tokenCache(entorno.url);
  llamar = clienteApi(entorno.url);
});
afterAll(() => entorno.cerrar());

const post = async (userName: string, path: string, body: unknown) => llamar('POST', path, { token: await token(userName), body });
const get = async (userName: string, path: string) => llamar('GET', path, { token: await token(userName) });

const sinOferta = { ofertaId: 0, cantidad: 1, requisito: null };

describe('POST /api/producto/precio', () => {
  test("prices for the caller's pharmacy: its discount, the best current offer, combo, stock level and order rules", async () => {
    const r = await post('pedidos.demo', '/api/producto/precio', {
      items: [T.ibuprofeno, T.panal, T.gasa, T.sinStock, T.enFalta, T.discontinuado, 98_765_432, T.ibuprofeno],
      busqueda: 'prueba',
    });
    expect(r.status).toBe(200);
    expect(r.body.every((p: unknown) => precioSchema.safeParse(p).success)).toBe(true);
    expect(r.body).toEqual([
      {
        troquel: T.ibuprofeno, stock: 'normal', iva: 0, ultimoPrecio: 1000, ultimoIngreso: '2026-11-10', precioAnterior: 950, precioLista: 1400,
        comboId: K.vigente, ofertaId: O.o2, valor: 782, descuentoTexto: '8 % + 15 % oferta',
        min: 1, max: null, multi: 1, cantidad: 3, requisito: 'Llevando 3 unidades o más',
      },
      {
        troquel: T.panal, stock: 'critico', iva: 3, ultimoPrecio: 15000, ultimoIngreso: null, precioAnterior: null, precioLista: 20000,
        comboId: K.vigente, ofertaId: O.combinada, valor: 12144, descuentoTexto: '8 % + 12 % oferta',
        min: 2, max: 24, multi: 2, cantidad: 6, requisito: 'Llevando 6 unidades o más',
      },
      {
        // The expired offer (50 %) and the one closed to group members (20 %) do not apply.
        troquel: T.gasa, stock: 'minimo', iva: 2, ultimoPrecio: 1500, ultimoIngreso: '2026-10-01', precioAnterior: 1400, precioLista: 2000,
        comboId: 0, ofertaId: O.combinada, valor: 1214.4, descuentoTexto: '8 % + 12 % oferta',
        min: 1, max: 100, multi: 1, cantidad: 6, requisito: 'Llevando 6 unidades o más',
      },
      {
        // Its only offers are inactive or sold out for it.
        troquel: T.sinStock, stock: 'desconocido', iva: 2, ultimoPrecio: 3750, ultimoIngreso: null, precioAnterior: null, precioLista: 5000,
        comboId: 0, valor: 3450, descuentoTexto: '8 %', min: 1, max: null, multi: 1, ...sinOferta,
      },
      {
        troquel: T.enFalta, stock: 'falta', iva: 0, ultimoPrecio: 57600, ultimoIngreso: '2026-09-30', precioAnterior: null, precioLista: 80000,
        comboId: 0, valor: 52992, descuentoTexto: '8 %', min: 1, max: 5, multi: 1, ...sinOferta,
      },
      {
        troquel: T.discontinuado, stock: 'falta', iva: 0, ultimoPrecio: 2200, ultimoIngreso: null, precioAnterior: null, precioLista: 3000,
        comboId: 0, valor: 2024, descuentoTexto: '8 %', min: 1, max: null, multi: 1, ...sinOferta,
      },
    ]);
  });

  test('another pharmacy with another discount pays another price, and gets the offer closed to group members', async () => {
    const r = await post('otra.demo', '/api/producto/precio', { items: [T.ibuprofeno, T.gasa, T.sinStock] });
    expect(r.status).toBe(200);
    expect(r.body.map((p: { troquel: number; valor: number; ofertaId: number; descuentoTexto: string }) => [p.troquel, p.valor, p.ofertaId, p.descuentoTexto])).toEqual([
      [T.ibuprofeno, 743.75, O.o2, '12,5 % + 15 % oferta'],
      [T.gasa, 1050, O.sinSocios, '12,5 % + 20 % oferta'],
      [T.sinStock, 3281.25, 0, '12,5 %'],
    ]);
    const propia = await post('pedidos.demo', '/api/producto/precio', { items: [T.ibuprofeno] });
    expect(propia.body[0].valor).toBe(782);
  });

  test('a pharmacy without discount shows only the offer in the text', async () => {
    await entorno.baseDatos.db.update(farmacia).set({ descuento: 0 }).where(eq(farmacia.id, 1002));
    const r = await post('otra.demo', '/api/producto/precio', { items: [T.ibuprofeno, T.sinStock] });
    expect(r.body.map((p: { valor: number; descuentoTexto: string }) => [p.valor, p.descuentoTexto])).toEqual([
      [850, '15 % oferta'],
      [3750, ''],
    ]);
    await entorno.baseDatos.db.update(farmacia).set({ descuento: 12.5 }).where(eq(farmacia.id, 1002));
  });

  test('500 troqueles are accepted; 501 are a 400', async () => {
    const quinientos = Array.from({ length: 500 }, (_, i) => T.ibuprofeno + i);
    const r = await post('pedidos.demo', '/api/producto/precio', { items: quinientos });
    expect(r.status).toBe(200);
    expect(r.body.map((p: { troquel: number }) => p.troquel)).toEqual([T.ibuprofeno, T.panal, T.gasa, T.discontinuado, T.sinStock, T.enFalta]);
    const demasiados = await post('pedidos.demo', '/api/producto/precio', { items: [...quinientos, 1] });
    expect(demasiados.status).toBe(400);
    expect(demasiados.body.errors.items).toEqual(['Envíe como máximo 500 troqueles por llamada.']);
  });
});

describe('POST /api/Producto/mejor-oferta', () => {
  test("each line gets the best current offer its own quantity reaches; the quantity is kept", async () => {
    const lineas = [
      { troquel: T.ibuprofeno, cantidad: 1 },
      { troquel: T.ibuprofeno, cantidad: 3 },
      { troquel: T.panal, cantidad: 6 },
      { troquel: T.panal, cantidad: 2 },
      { troquel: T.gasa, cantidad: 2 },
      { troquel: T.sinStock, cantidad: 1 },
      { troquel: 98_765_432, cantidad: 4 },
    ];
    const r = await post('pedidos.demo', '/api/Producto/mejor-oferta', lineas);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { troquel: T.ibuprofeno, ofertaId: O.o1, cantidad: 1 },
      { troquel: T.ibuprofeno, ofertaId: O.o2, cantidad: 3 },
      { troquel: T.panal, ofertaId: O.combinada, cantidad: 6 },
      { troquel: T.panal, ofertaId: 0, cantidad: 2 },
      { troquel: T.gasa, ofertaId: 0, cantidad: 2 },
      { troquel: T.sinStock, ofertaId: 0, cantidad: 1 },
      { troquel: 98_765_432, ofertaId: 0, cantidad: 4 },
    ]);
  });

  test('an offer whose per-order maximum the line exceeds is not chosen', async () => {
    // Panal: O1 (5 %, 6 to 24 units) is the only offer once the combined one is sold out.
    const db = entorno.baseDatos.db;
    const combinadaPanal = and(eq(ofertaTroquel.ofertaId, O.combinada), eq(ofertaTroquel.troquel, T.panal));
    await db.update(ofertaTroquel).set({ cantidadDisponible: 0 }).where(combinadaPanal);
    const r = await post('pedidos.demo', '/api/Producto/mejor-oferta', [
      { troquel: T.panal, cantidad: 24 },
      { troquel: T.panal, cantidad: 25 },
    ]);
    await db.update(ofertaTroquel).set({ cantidadDisponible: null }).where(combinadaPanal);
    expect(r.body).toEqual([
      { troquel: T.panal, ofertaId: O.o1, cantidad: 24 },
      { troquel: T.panal, ofertaId: 0, cantidad: 25 },
    ]);
  });
});

describe('POST /api/Producto/mejor-oferta-combinado', () => {
  test('lines of one offer add up their units to reach its minimum', async () => {
    const r = await post('pedidos.demo', '/api/Producto/mejor-oferta-combinado', [
      { troquel: T.panal, cantidad: 3 },
      { troquel: T.gasa, cantidad: 3 },
      { troquel: T.ibuprofeno, cantidad: 1 },
      { troquel: T.ibuprofeno, cantidad: 2 },
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      { troquel: T.panal, ofertaId: O.combinada, cantidad: 3 },
      { troquel: T.gasa, ofertaId: O.combinada, cantidad: 3 },
      { troquel: T.ibuprofeno, ofertaId: O.o2, cantidad: 1 },
      { troquel: T.ibuprofeno, ofertaId: O.o2, cantidad: 2 },
    ]);
  });

  test('short of the minimum together, no line gets the offer', async () => {
    const r = await post('pedidos.demo', '/api/Producto/mejor-oferta-combinado', [
      { troquel: T.panal, cantidad: 2 },
      { troquel: T.gasa, cantidad: 3 },
    ]);
    expect(r.body).toEqual([
      { troquel: T.panal, ofertaId: 0, cantidad: 2 },
      { troquel: T.gasa, ofertaId: 0, cantidad: 3 },
    ]);
  });

  test('a line that has a better offer of its own leaves the combination, and the partner falls short', async () => {
    // For 1002 the gauze has 20 % alone (closed to group members only), better than 12 % combined.
    const r = await post('otra.demo', '/api/Producto/mejor-oferta-combinado', [
      { troquel: T.gasa, cantidad: 3 },
      { troquel: T.panal, cantidad: 3 },
    ]);
    expect(r.body).toEqual([
      { troquel: T.gasa, ofertaId: O.sinSocios, cantidad: 3 },
      { troquel: T.panal, ofertaId: 0, cantidad: 3 },
    ]);
  });
});

describe('offers and combos available', () => {
  test('GET /api/oferta/disponible-con-troqueles: current, active offers open to the pharmacy, with the troqueles that have units left', async () => {
    const r = await get('pedidos.demo', '/api/oferta/disponible-con-troqueles');
    expect(r.status).toBe(200);
    expect(r.body.every((o: unknown) => ofertaSchema.safeParse(o).success)).toBe(true);
    const porId = new Map<number, any>(r.body.map((o: { id: number }) => [o.id, o]));
    expect(porId.get(O.o1)).toEqual({
      id: O.o1,
      leyenda: 'Oferta de prueba',
      descripcion: 'Descuentos de noviembre',
      inicioVigencia: expect.any(String),
      finVigencia: expect.any(String),
      plazo: 30,
      plazoFijo: null,
      troqueles: [
        { troquel: T.ibuprofeno, descuento: 10, cantidadMinima: 1, cantidadMaxima: null },
        { troquel: T.panal, descuento: 5, cantidadMinima: 6, cantidadMaxima: 24 },
      ],
    });
    const o1 = porId.get(O.o1);
    expect(new Date(o1.inicioVigencia).getTime()).toBeLessThan(reloj.ahoraMs());
    expect(new Date(o1.finVigencia).getTime()).toBeGreaterThan(reloj.ahoraMs());
    expect(porId.get(O.o2).plazoFijo).toBe('2026-12-31');
    expect(porId.get(O.combinada).troqueles.map((t: { troquel: number }) => t.troquel)).toEqual([T.panal, T.gasa]);
    expect(porId.has(O.vencida)).toBe(false);
    expect(porId.has(O.inactiva)).toBe(false);
    expect(porId.has(O.sinSocios)).toBe(false);

    const otra = await get('otra.demo', '/api/oferta/disponible-con-troqueles');
    expect(otra.body.map((o: { id: number }) => o.id)).toContain(O.sinSocios);
  });

  test('GET /api/combo/disponible-con-troqueles: current combos with their requirement and reward lines', async () => {
    const r = await get('pedidos.demo', '/api/combo/disponible-con-troqueles');
    expect(r.status).toBe(200);
    expect(r.body.every((c: unknown) => comboSchema.safeParse(c).success)).toBe(true);
    const vigente = r.body.find((c: { id: number }) => c.id === K.vigente);
    expect(vigente).toEqual({
      id: K.vigente,
      leyenda: 'Llevá 2 Ibuprueba y el pañal sale a mitad de precio',
      inicioVigencia: expect.any(String),
      finVigencia: expect.any(String),
      troqueles: [
        { troquel: T.ibuprofeno, cantidad: 2, premio: false, descuento: 0 },
        { troquel: T.panal, cantidad: 1, premio: true, descuento: 50 },
      ],
      plazo: 60,
      plazoFijo: null,
      modoRequisito: 0,
      modoPremio: 0,
      cantidadModo3: null,
    });
    expect(r.body.some((c: { id: number }) => c.id === K.vencido)).toBe(false);
  });
});
