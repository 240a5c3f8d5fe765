import { randomUUID } from 'node:crypto';
import { suiteApi } from '../../../support/suite-api.js';
import { crearProducto } from '../../../support/datos.js';

/**
 * Issue 27, bad input that still got through: a quantity is a number (text that looks like one is refused like any
 * malformed field), validation messages read as Spanish (no "El cantidad debe ser positivo"), and no cart line passes
 * the most a line holds, however many lines of one product an import brings.
 */
const suite = suiteApi();
const { como } = suite;

describe('quantities are numbers, with messages in good Spanish', () => {
  test('a quantity or an id sent as text in a JSON body is a 400 naming the field', async () => {
    const recall = await como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel: 1234567, cantidad: '2', lote: 'L1' }] });
    expect(recall.status).toBe(400);
    expect(recall.body.errors['items[0].cantidad']).toEqual(['La cantidad debe ser un número.']);
    const general = await como('admin.demo', 'POST', '/api/devolucion/nueva', { guid: randomUUID(), facturaId: '5', items: [] });
    expect(general.status).toBe(400);
    expect(general.body.errors.facturaId).toEqual(['El id de factura debe ser un número.']);
    const facturas = await como('cuenta.demo', 'POST', '/api/factura/BuscarFacturas', { farmaciaId: '1001', desde: '2026-01-01', hasta: '2026-01-31' });
    expect(facturas.status).toBe(400);
    expect(facturas.body.errors.farmaciaId).toEqual(['El id de farmacia debe ser un número.']);
    const importar = await como('pedidos.demo', 'POST', '/api/carritopersistente/ImportarCarrito', [{ troquel: 1234567, cantidad: '2' }]);
    expect(importar.status).toBe(400);
    expect(importar.body.errors['body[0].cantidad']).toEqual(['La cantidad debe ser un número.']);
  });

  test('a quantity of zero says it must be above zero, in a sentence that agrees with its noun', async () => {
    const r = await como('admin.demo', 'POST', '/api/devolucionRecall/Nueva', { guid: randomUUID(), recallId: 1, items: [{ troquel: 1234567, cantidad: 0, lote: 'L1' }] });
    expect(r.status).toBe(400);
    expect(r.body.errors['items[0].cantidad']).toEqual(['La cantidad debe ser mayor que cero.']);
    expect(JSON.stringify(r.body)).not.toMatch(/El cantidad|debe ser positivo/);
  });

  test('a path id in the path is still read as a number there', async () => {
    expect((await como('admin.demo', 'GET', '/api/recall/1')).status).toBe(200);
    const r = await como('admin.demo', 'GET', '/api/recall/uno');
    expect([r.status, r.body.errors.id]).toEqual([400, ['El id de recall debe ser un número.']]);
  });
});

describe('no cart line passes 99,999 units', () => {
  test('lines of one product in one import that add up past it are refused, naming the line; nothing is added', async () => {
    const troquel = await crearProducto(suite.entorno.app.db, 80_200_001, { precio: 10 });
    const r = await como('pedidos.demo', 'POST', '/api/carritopersistente/ImportarCarrito', [
      { troquel, cantidad: 99_999 },
      { troquel, cantidad: 99_999 },
      { troquel, cantidad: 99_999 },
    ]);
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toBe(`Línea 2 (troquel ${troquel}): las líneas de este producto suman 199.998 unidades; el máximo por producto es 99.999.`);
    const carrito = await como<{ items: { troquel: number }[] }>('pedidos.demo', 'GET', '/api/carritopersistente/GetItemsCarrito');
    expect(carrito.body.items.some((l) => l.troquel === troquel)).toBe(false);
  });

  test('an import that would take a line already in the cart past it is refused, naming the line and what it holds', async () => {
    const troquel = await crearProducto(suite.entorno.app.db, 80_200_002, { precio: 10 });
    expect((await como('pedidos.demo', 'POST', '/api/carritopersistente/ImportarCarrito', [{ troquel, cantidad: 99_000 }])).status).toBe(200);
    const r = await como('pedidos.demo', 'POST', '/api/carritopersistente/ImportarCarrito', [{ troquel, cantidad: 1_000 }]);
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toBe(`Línea 1 (troquel ${troquel}): con las 99.000 unidades que ya tiene el carrito sumaría 100.000; el máximo por producto es 99.999.`);
    const carrito = await como<{ items: { troquel: number; cantidad: number }[] }>('pedidos.demo', 'GET', '/api/carritopersistente/GetItemsCarrito');
    expect(carrito.body.items.find((l) => l.troquel === troquel)?.cantidad).toBe(99_000);
    expect((await como('pedidos.demo', 'POST', '/api/carritopersistente/ImportarCarrito', [{ troquel, cantidad: 999 }])).status).toBe(200);
  });
});
