import type { ImportesCarrito, ResultadoCambioCarrito } from '@portal/shared/contracts';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearCombo, crearFarmacia, crearOferta, crearProducto, crearUsuario } from '../../../support/datos.js';

/**
 * Cart amounts checked against sums done by hand. Pharmacy 5201: 10 % discount, branch 1 (CABA, IIBB 3 %), registered
 * taxpayer. Pharmacy 5202: the same discount, branch 2 (province of Buenos Aires, IIBB 2.5 %), not registered (VAT
 * perception 3 %).
 */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const como = (userName: string) => clienteApi(entorno.url, () => token(userName));
const P = '/api/carritopersistente';

await crearFarmacia(db, 5201, { descuento: 10, sucursal: 1, tipoContribuyente: 1 });
await crearFarmacia(db, 5202, { descuento: 10, sucursal: 2, tipoContribuyente: 2 });
await crearUsuario(db, 'capital.importes', 5201, ['Pedidos']);
await crearUsuario(db, 'provincia.importes', 5202, ['Pedidos']);
const capital = como('capital.importes');
const provincia = como('provincia.importes');

const GRAVADO_21 = await crearProducto(db, 82_000_001, { precio: 1000, iva: 2 });
const EXENTO = await crearProducto(db, 82_000_002, { precio: 500, iva: 0, drogaId: 1 });
const GRAVADO_105 = await crearProducto(db, 82_000_003, { precio: 200, iva: 3 });
const OFERTA_20 = await crearOferta(db, [{ troquel: GRAVADO_21, descuento: 20 }]);

afterAll(() => entorno.cerrar());

async function llenar(cliente: typeof capital) {
  await cliente.put(`${P}/ActualizarItemsMasivo`, [
    { troquel: GRAVADO_21, cantidad: 2, ofertaId: OFERTA_20 },
    { troquel: EXENTO, cantidad: 3, ofertaId: 0 },
    { troquel: GRAVADO_105, cantidad: 1, ofertaId: 0 },
  ]);
}

// Unit values: 1000 × 0.9 × 0.8 = 720 (× 2 = 1440, 21 %); 500 × 0.9 = 450 (× 3 = 1350, exempt); 200 × 0.9 = 180 (10.5 %).
// Taxed 1620, exempt 1350, cost 2970; VAT 1440 × 0.21 + 180 × 0.105 = 302.40 + 18.90 = 321.30.

test('a registered pharmacy in CABA: IIBB 3 % on both subtotals, no VAT perception', async () => {
  await llenar(capital);
  const { status, body } = await capital.get<ImportesCarrito>('/api/importe-carrito');
  expect(status).toBe(200);
  expect(body).toEqual({
    subtotalCosto: 2970,
    subtotalGravado: 1620,
    subtotalExento: 1350,
    iva: 321.3,
    percepcionIIBBGravado: 48.6,
    percepcionIIBBExento: 40.5,
    percepcionIVA: 0,
    total: 3380.4,
  });
});

test('a non-registered pharmacy in the province: IIBB 2.5 % and VAT perception 3 % of the taxed subtotal', async () => {
  await llenar(provincia);
  const { body } = await provincia.get<ImportesCarrito>('/api/importe-carrito');
  expect(body).toEqual({
    subtotalCosto: 2970,
    subtotalGravado: 1620,
    subtotalExento: 1350,
    iva: 321.3,
    percepcionIIBBGravado: 40.5,
    percepcionIIBBExento: 33.75,
    percepcionIVA: 48.6,
    total: 3414.15,
  });
});

test('the delta prices proposed changes without saving them', async () => {
  const antes = await capital.get<ImportesCarrito>('/api/importe-carrito');
  // Without the 10.5 % line and with one exempt unit instead of three.
  const { status, body } = await capital.post<ImportesCarrito>('/api/importe-carrito-delta', [
    { troquel: GRAVADO_105, cantidad: 0, ofertaId: 0 },
    { troquel: EXENTO, cantidad: 1, ofertaId: 0 },
  ]);
  expect(status).toBe(200);
  // Taxed 1440, exempt 450, VAT 302.40, IIBB 43.20 + 13.50.
  expect(body).toEqual({
    subtotalCosto: 1890,
    subtotalGravado: 1440,
    subtotalExento: 450,
    iva: 302.4,
    percepcionIIBBGravado: 43.2,
    percepcionIIBBExento: 13.5,
    percepcionIVA: 0,
    total: 2249.1,
  });
  expect((await capital.get<ImportesCarrito>('/api/importe-carrito')).body).toEqual(antes.body);
});

test('a quantity change asked with conImportes answers the amounts of the cart it leaves, as importe-carrito reads them after', async () => {
  await llenar(capital);
  // One exempt unit instead of three: taxed 1620, exempt 450, VAT 321.30, IIBB 48.60 + 13.50.
  const fijado = await capital.post<ResultadoCambioCarrito>(`${P}/ActualizarItemCarrito?conImportes=true`, { troquel: EXENTO, cantidad: 1, ofertaid: 0 });
  expect(fijado.status).toBe(200);
  expect(fijado.body.importes).toEqual({
    subtotalCosto: 2070,
    subtotalGravado: 1620,
    subtotalExento: 450,
    iva: 321.3,
    percepcionIIBBGravado: 48.6,
    percepcionIIBBExento: 13.5,
    percepcionIVA: 0,
    total: 2453.4,
  });
  expect((await capital.get<ImportesCarrito>('/api/importe-carrito')).body).toEqual(fijado.body.importes);
  // An add answers them too (two more exempt units: 900 exempt), and so does a refused change (the cart as it is).
  const sumado = await capital.post<ResultadoCambioCarrito>(`${P}/AgregarItemCarrito?conImportes=true`, { troquel: EXENTO, cantidad: 2, ofertaid: 0 });
  expect(sumado.body.importes).toMatchObject({ subtotalExento: 1350, subtotalCosto: 2970 });
  const rechazado = await capital.post<ResultadoCambioCarrito>(`${P}/ActualizarItemCarrito?conImportes=true`, { troquel: 99_999_997, cantidad: 1, ofertaid: 0 });
  expect(rechazado.body).toMatchObject({ codigo: 20, importes: sumado.body.importes });
  // Without the flag, no amounts (the whole cart is not priced for a caller that does not show them); a bad flag is a 400.
  expect((await capital.post<ResultadoCambioCarrito>(`${P}/ActualizarItemCarrito`, { troquel: EXENTO, cantidad: 1, ofertaid: 0 })).body.importes).toBeUndefined();
  const malo = await capital.post<{ mensaje: string }>(`${P}/ActualizarItemCarrito?conImportes=si`, { troquel: EXENTO, cantidad: 1, ofertaid: 0 });
  expect(malo.status).toBe(400);
  expect(malo.body.mensaje).toContain('conImportes debe ser true o false.');
});

test('a combo line is priced with its combo discount, and amounts are rounded to cents', async () => {
  await crearFarmacia(db, 5203, { descuento: 7.5, sucursal: 1, tipoContribuyente: 1 });
  await crearUsuario(db, 'combo.importes', 5203, ['Pedidos']);
  const cliente = como('combo.importes');
  const REQUISITO = await crearProducto(db, 82_000_011, { precio: 333.33, iva: 2 });
  const PREMIO = await crearProducto(db, 82_000_012, { precio: 100, iva: 2 });
  const comboId = await crearCombo(db, [
    { troquel: REQUISITO, cantidad: 3 },
    { troquel: PREMIO, cantidad: 1, premio: true, descuento: 50 },
  ]);
  const agregado = await cliente.post<{ agregado: boolean }>(`${P}/AgregarCombo`, { comboId, items: [{ troquel: REQUISITO, cantidad: 3 }, { troquel: PREMIO, cantidad: 1 }] });
  expect(agregado.body.agregado).toBe(true);
  // 333.33 × 0.925 = 308.330… → 308.33 × 3 = 924.99; 100 × 0.925 × 0.5 = 46.25. Taxed 971.24; VAT 203.9604 → 203.96;
  // IIBB 29.1372 → 29.14; total 971.24 + 203.96 + 29.14 = 1204.34.
  expect((await cliente.get<ImportesCarrito>('/api/importe-carrito')).body).toEqual({
    subtotalCosto: 971.24,
    subtotalGravado: 971.24,
    subtotalExento: 0,
    iva: 203.96,
    percepcionIIBBGravado: 29.14,
    percepcionIIBBExento: 0,
    percepcionIVA: 0,
    total: 1204.34,
  });
});

test('an empty cart costs nothing, and a bad delta body is a 400', async () => {
  await crearUsuario(db, 'vacio.importes', 1002, ['Pedidos']);
  const vacio = como('vacio.importes');
  expect((await vacio.get<ImportesCarrito>('/api/importe-carrito')).body).toEqual({
    subtotalCosto: 0,
    subtotalGravado: 0,
    subtotalExento: 0,
    iva: 0,
    percepcionIIBBGravado: 0,
    percepcionIIBBExento: 0,
    percepcionIVA: 0,
    total: 0,
  });
  expect((await vacio.post('/api/importe-carrito-delta', [{ troquel: 'x', cantidad: 1 }])).status).toBe(400);
});
