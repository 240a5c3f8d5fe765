import { and, eq, gt, max } from 'drizzle-orm';
import type { EstadoTransmision, FacturasDePedido, ItemRecuperador, Pedido, PedidoItem } from '@portal/shared/contracts';
import { archivo, factura, farmacia, movimientoCuenta, producto, remito } from '../../src/db/schema/index.js';
import { procesarPedidosPendientes } from '../../src/jobs/cumplimiento.js';
import { TIPO_ARCHIVO_IMPORTADO } from '../../src/areas/pedidos/archivo-importado/service.js';
import { filasEnAlmacen } from '../../src/plataforma/archivo/service.js';
import { CUENTAS_DEMO } from '../../src/seed/cuentas.js';
import { suiteApi } from '../support/suite-api.js';
import { fijarStock, prepararCarrito, productosPedibles, stockDe } from '../support/pedido.js';

const suite = suiteApi();
const como = suite.como;

const userId = (userName: string) => CUENTAS_DEMO.find((c) => c.userName === userName)!.id;

async function confirmarCarrito(userName: string, farmaciaId: number, lineas: { troquel: number; cantidad: number }[]): Promise<Pedido> {
  const carritoId = await prepararCarrito(suite.entorno.app.db, farmaciaId, lineas);
  const r = await como<Pedido>(userName, 'POST', '/api/pedido/Confirmar', { turnoId: 1, procesarBonos: false, carritoId });
  expect(r.status).toBe(200);
  return r.body;
}

describe('the fulfilment job', () => {
  test('transmits an order (answers, shortages to the recoverer) and then invoices it (remito, invoice, account debit)', async () => {
    // The seed leaves the pharmacy's newest orders pending, with shortages of their own on some days: delivered first,
    // so that this order's answers are the only ones the recoverer gets.
    await procesarPedidosPendientes(suite.entorno.app);
    await procesarPedidosPendientes(suite.entorno.app);
    await como('pedidos.demo', 'POST', '/api/recuperador/VaciarRecuperador');
    const [a, b] = await productosPedibles(suite.entorno.app.db, 2, 100);
    await fijarStock(suite.entorno.app.db, a!, 10);
    await fijarStock(suite.entorno.app.db, b!, 1);
    const [{ saldo: saldoAntes }] = await suite.entorno.app.db.select({ saldo: farmacia.saldo }).from(farmacia).where(eq(farmacia.id, 1001));
    const [{ ultima }] = await suite.entorno.app.db.select({ ultima: max(factura.id) }).from(factura);
    const p = await confirmarCarrito('pedidos.demo', 1001, [
      { troquel: a!, cantidad: 4 },
      { troquel: b!, cantidad: 3 },
    ]);
    const antes = await como<EstadoTransmision>('pedidos.demo', 'GET', `/api/pedido/${p.id}/EstadoTransmision`);
    expect(antes.body).toMatchObject({ pedidoId: p.id, estadoId: 200, transmitido: false });

    expect((await procesarPedidosPendientes(suite.entorno.app)).transmitidos).toBeGreaterThanOrEqual(1);
    const transmitido = await como<EstadoTransmision>('pedidos.demo', 'GET', `/api/pedido/${p.id}/EstadoTransmision`);
    expect(transmitido.body).toMatchObject({ estadoId: 220, transmitido: true, mensajeTransmision: { clave: 'pedidoTransmitidoConFaltantes' } });
    const lineas = await como<PedidoItem[]>('pedidos.demo', 'GET', `/api/pedido/${p.id}/detalle`);
    expect(lineas.body.map((l) => [l.troquel, l.cantAprobada, l.respId])).toEqual([
      [a, 4, 0],
      [b, 1, 2],
    ]);
    const recuperador = await como<ItemRecuperador[]>('pedidos.demo', 'GET', '/api/recuperador/GetItemsRecuperador');
    expect(recuperador.body).toEqual([{ troquel: b, userId: userId('pedidos.demo'), fechaPedido: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), cantidadARecuperar: 2, conStock: false }]);

    expect((await procesarPedidosPendientes(suite.entorno.app)).preparados).toBeGreaterThanOrEqual(1);
    const preparado = await como<Pedido>('pedidos.demo', 'GET', `/api/pedido/${p.id}`);
    expect(preparado.body).toMatchObject({ estadoId: 220, facturasGeneradas: 1 });
    const detalle = await como<PedidoItem[]>('pedidos.demo', 'GET', `/api/pedido/${p.id}/detalle`);
    expect(detalle.body.map((l) => l.cantPreparada)).toEqual([4, 1]);

    const facturas = await como<FacturasDePedido[]>('pedidos.demo', 'POST', '/api/pedido/FacturasIds', [p.id]);
    expect(facturas.body).toEqual([{ pedidoId: p.id, facturaIds: [expect.any(Number)] }]);
    const facturaId = facturas.body[0]!.facturaIds[0]!;
    expect(detalle.body.every((l) => l.facturaId === facturaId)).toBe(true);
    const [f] = await suite.entorno.app.db.select().from(factura).where(eq(factura.id, facturaId));
    expect(f).toMatchObject({ farmaciaId: 1001, pedidoId: p.id, cantidadUnidades: 5, respuestaAfip: 'A' });
    expect(f!.total).toBeGreaterThan(0);

    const [r] = await suite.entorno.app.db.select().from(remito).where(eq(remito.pedidoId, p.id));
    expect(r!.id).toBeLessThanOrEqual(99_999_999);
    expect(f!.remito).toBe(r!.id);
    const items = await como('pedidos.demo', 'GET', `/api/pedido/ItemsRemito/${r!.id}`);
    expect(items.body.map((i: { troquel: number; cantPreparada: number }) => [i.troquel, i.cantPreparada])).toEqual([
      [a, 4],
      [b, 1],
    ]);

    const movimientos = await suite.entorno.app.db.select().from(movimientoCuenta).where(eq(movimientoCuenta.facturaId, facturaId));
    expect(movimientos).toHaveLength(1);
    expect(movimientos[0]!.importe).toBe(f!.total);
    const [{ saldo: saldoDespues }] = await suite.entorno.app.db.select({ saldo: farmacia.saldo }).from(farmacia).where(eq(farmacia.id, 1001));
    const nuevas = await suite.entorno.app.db.select({ total: factura.total }).from(factura).where(and(eq(factura.farmaciaId, 1001), gt(factura.id, ultima!)));
    expect(nuevas.length).toBeGreaterThanOrEqual(1);
    expect(saldoDespues).toBeCloseTo(saldoAntes - nuevas.reduce((s, n) => s + n.total, 0), 2);

    expect((await procesarPedidosPendientes(suite.entorno.app)).preparados).toBe(0);
    const borrar = await como('pedidos.demo', 'DELETE', `/api/pedido/BorrarPedido/${p.id}`);
    expect(borrar.status).toBe(409);
  });

  test('an order the balance no longer covers is refused at transmission and its stock returns', async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 110);
    await fijarStock(suite.entorno.app.db, a!, 20);
    const p = await confirmarCarrito('otra.demo', 1002, [{ troquel: a!, cantidad: 5 }]);
    expect((await stockDe(suite.entorno.app.db, [a!])).get(a!)).toBe(15);
    const [antes] = await suite.entorno.app.db.select({ saldo: farmacia.saldo, limite: farmacia.limiteCredito }).from(farmacia).where(eq(farmacia.id, 1002));
    await suite.entorno.app.db.update(farmacia).set({ saldo: -antes!.limite }).where(eq(farmacia.id, 1002));
    try {
      await procesarPedidosPendientes(suite.entorno.app);
      const estado = await como<EstadoTransmision>('otra.demo', 'GET', `/api/pedido/${p.id}/EstadoTransmision`);
      expect(estado.body).toMatchObject({ estadoId: 210, mensajeTransmision: { clave: 'pedidoConFinErrorPorFaltaDeSaldo' } });
      expect((await stockDe(suite.entorno.app.db, [a!])).get(a!)).toBe(20);
    } finally {
      await suite.entorno.app.db.update(farmacia).set({ saldo: antes!.saldo }).where(eq(farmacia.id, 1002));
    }
  });
  test('two runs at once (as two API processes would) deliver each order once', async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 160);
    await fijarStock(suite.entorno.app.db, a!, 10);
    const p = await confirmarCarrito('pedidos.demo', 1001, [{ troquel: a!, cantidad: 2 }]);
    // One run may prepare what the other just transmitted, so the counts are summed over both rounds.
    const corridas = [
      ...(await Promise.all([procesarPedidosPendientes(suite.entorno.app), procesarPedidosPendientes(suite.entorno.app)])),
      ...(await Promise.all([procesarPedidosPendientes(suite.entorno.app), procesarPedidosPendientes(suite.entorno.app)])),
    ];
    expect(corridas.reduce((s, r) => s + r.transmitidos, 0)).toBe(1);
    expect(corridas.reduce((s, r) => s + r.preparados, 0)).toBe(1);
    const facturas = await como<FacturasDePedido[]>('pedidos.demo', 'POST', '/api/pedido/FacturasIds', [p.id]);
    expect(facturas.body[0]!.facturaIds).toHaveLength(1);
    expect(await suite.entorno.app.db.select({ id: remito.id }).from(remito).where(eq(remito.pedidoId, p.id))).toHaveLength(1);
  });
});

describe('orders of the pharmacy only', () => {
  test("another pharmacy's order, remito or invoices answer 404 or are left out", async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 120);
    await fijarStock(suite.entorno.app.db, a!, 20);
    const ajeno = await confirmarCarrito('otra.demo', 1002, [{ troquel: a!, cantidad: 1 }]);
    for (const [method, path] of [
      ['GET', `/api/pedido/${ajeno.id}`],
      ['GET', `/api/pedido/${ajeno.id}/detalle`],
      ['GET', `/api/pedido/${ajeno.id}/EstadoTransmision`],
      ['DELETE', `/api/pedido/BorrarPedido/${ajeno.id}`],
    ] as const) {
      const r = await como('pedidos.demo', method, path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(r.body.mensaje).toBe('No se encontró el pedido.');
    }
    const especiales = await como('pedidos.demo', 'POST', '/api/pedido/ItemsEspeciales', { pedidoId: ajeno.id });
    expect(especiales.status).toBe(404);
    expect((await como('pedidos.demo', 'POST', '/api/pedido/FacturasIds', [ajeno.id])).body).toEqual([]);
    const [remitoAjeno] = await suite.entorno.app.db.select({ id: remito.id }).from(remito).where(eq(remito.farmaciaId, 1002)).limit(1);
    expect((await como('pedidos.demo', 'GET', `/api/pedido/ItemsRemito/${remitoAjeno!.id}`)).status).toBe(404);
    expect((await como('otra.demo', 'GET', `/api/pedido/${ajeno.id}`)).status).toBe(200);
  });

  test('bad ids answer 400 in Spanish', async () => {
    const texto = await como('pedidos.demo', 'GET', '/api/pedido/abc/detalle');
    expect(texto.status).toBe(400);
    expect(texto.body.mensaje).toContain('El id de pedido debe ser un número');
    const remitoGrande = await como('pedidos.demo', 'GET', '/api/pedido/ItemsRemito/100000000');
    expect(remitoGrande.status).toBe(400);
    expect(remitoGrande.body.mensaje).toContain('El número de remito no puede superar 99999999.');
    const guid = await como('pedidos.demo', 'GET', '/api/pedido/guid/no-es-un-guid');
    expect(guid.status).toBe(400);
    const ambos = await como('pedidos.demo', 'POST', '/api/pedido/ItemsEspeciales', { troqueles: [1], pedidoId: 1 });
    expect(ambos.status).toBe(400);
    expect(ambos.body.mensaje).toContain('Envíe una lista de troqueles o un pedidoId (uno de los dos).');
    expect((await como('pedidos.demo', 'POST', '/api/pedido/FacturasIds', { ids: [1] })).status).toBe(400);
  });
});

describe('queries and deletion', () => {
  test('BorrarPedido deletes an order not yet transmitted and gives its stock back', async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 130);
    await fijarStock(suite.entorno.app.db, a!, 8);
    const p = await confirmarCarrito('pedidos.demo', 1001, [{ troquel: a!, cantidad: 3 }]);
    expect((await stockDe(suite.entorno.app.db, [a!])).get(a!)).toBe(5);
    const r = await como('pedidos.demo', 'DELETE', `/api/pedido/BorrarPedido/${p.id}`);
    expect(r.status).toBe(204);
    expect((await stockDe(suite.entorno.app.db, [a!])).get(a!)).toBe(8);
    expect((await como('pedidos.demo', 'GET', `/api/pedido/${p.id}`)).status).toBe(404);
  });

  test('ItemsEspeciales keeps only psychotropic, refrigerated or traceable products', async () => {
    const especiales = await suite.entorno.app.db.select({ troquel: producto.troquel }).from(producto).where(eq(producto.refrigerado, true)).limit(2);
    const comunes = await suite.entorno.app.db
      .select({ troquel: producto.troquel })
      .from(producto)
      .where(and(eq(producto.refrigerado, false), eq(producto.psicofarmaco, false), eq(producto.trazable, false)))
      .limit(2);
    expect(especiales.length).toBeGreaterThan(0);
    const r = await como('pedidos.demo', 'POST', '/api/pedido/ItemsEspeciales', { troqueles: [...especiales, ...comunes].map((p) => p.troquel) });
    expect(r.status).toBe(200);
    expect(r.body.map((i: { troquel: number }) => i.troquel).sort()).toEqual(especiales.map((p) => p.troquel).sort());
    expect(r.body.every((i: { refrigerado: boolean }) => i.refrigerado)).toBe(true);
  });
});

describe('favourites and recoverer', () => {
  test('favourites round trip, per user', async () => {
    const [a, b] = await productosPedibles(suite.entorno.app.db, 2, 140);
    await como('pedidos.demo', 'POST', '/api/Favoritos/VaciarFavoritos');
    const agregado = await como('pedidos.demo', 'POST', `/api/Favoritos/AgregarItemFavoritos/${a}`);
    expect(agregado.status).toBe(200);
    expect(agregado.body).toMatchObject({ troquel: a, userId: userId('pedidos.demo'), fechaUltimoPedido: null });
    expect((await como('pedidos.demo', 'POST', `/api/Favoritos/AgregarItemFavoritos/${a}`)).body).toEqual(agregado.body);
    await como('pedidos.demo', 'POST', `/api/Favoritos/AgregarItemFavoritos/${b}`);
    const lista = await como('pedidos.demo', 'GET', '/api/Favoritos/GetItemsFavoritos');
    expect(lista.body.map((f: { troquel: number }) => f.troquel).sort()).toEqual([a, b].sort());
    const deOtro = await como('admin.demo', 'GET', '/api/Favoritos/GetItemsFavoritos');
    expect(deOtro.body.some((f: { userId: string }) => f.userId === userId('pedidos.demo'))).toBe(false);

    await fijarStock(suite.entorno.app.db, a!, 10);
    await confirmarCarrito('pedidos.demo', 1001, [{ troquel: a!, cantidad: 1 }]);
    const tras = await como('pedidos.demo', 'GET', '/api/Favoritos/GetItemsFavoritos');
    expect(tras.body.find((f: { troquel: number }) => f.troquel === a).fechaUltimoPedido).not.toBeNull();

    expect((await como('pedidos.demo', 'POST', `/api/Favoritos/BorrarItemFavoritos/${a}`)).status).toBe(204);
    expect((await como('pedidos.demo', 'GET', '/api/Favoritos/GetItemsFavoritos')).body.map((f: { troquel: number }) => f.troquel)).toEqual([b]);
    expect((await como('pedidos.demo', 'POST', '/api/Favoritos/VaciarFavoritos')).status).toBe(204);
    expect((await como('pedidos.demo', 'GET', '/api/Favoritos/GetItemsFavoritos')).body).toEqual([]);

    const inexistente = await como('pedidos.demo', 'POST', '/api/Favoritos/AgregarItemFavoritos/999999999');
    expect(inexistente.status).toBe(404);
    expect(inexistente.body.mensaje).toBe('El producto 999999999 no existe.');
    expect((await como('pedidos.demo', 'POST', '/api/Favoritos/AgregarItemFavoritos/abc')).status).toBe(400);
    expect((await como('cuenta.demo', 'GET', '/api/Favoritos/GetItemsFavoritos')).status).toBe(403);
  });

  test('recoverer items can be removed one by one or all at once', async () => {
    await como('pedidos.demo', 'POST', '/api/recuperador/VaciarRecuperador');
    const [a, b] = await productosPedibles(suite.entorno.app.db, 2, 150);
    await fijarStock(suite.entorno.app.db, a!, 0);
    await fijarStock(suite.entorno.app.db, b!, 0);
    await confirmarCarrito('pedidos.demo', 1001, [
      { troquel: a!, cantidad: 2 },
      { troquel: b!, cantidad: 1 },
    ]);
    await procesarPedidosPendientes(suite.entorno.app);
    const lista = await como<ItemRecuperador[]>('pedidos.demo', 'GET', '/api/recuperador/GetItemsRecuperador');
    expect(lista.body.map((i) => [i.troquel, i.cantidadARecuperar]).sort()).toEqual(
      [
        [a, 2],
        [b, 1],
      ].sort(),
    );
    expect((await como('pedidos.demo', 'POST', `/api/recuperador/BorrarItemRecuperador/${a}`)).status).toBe(204);
    expect((await como<ItemRecuperador[]>('pedidos.demo', 'GET', '/api/recuperador/GetItemsRecuperador')).body.map((i) => i.troquel)).toEqual([b]);
    expect((await como('pedidos.demo', 'POST', '/api/recuperador/VaciarRecuperador')).status).toBe(204);
    expect((await como('pedidos.demo', 'GET', '/api/recuperador/GetItemsRecuperador')).body).toEqual([]);
  });
});

describe('GET /api/farmacia/archivoImportado/{x}', () => {
  test("serves the pharmacy's imported file by id or by name; another pharmacy's is 404", async () => {
    const contenido = Buffer.from('0012345779123456789000003IBUPROFENO 400 MG\n', 'utf8');
    const [fila] = await suite.entorno.app.db
      .insert(archivo)
      .values(await filasEnAlmacen([{ tipo: TIPO_ARCHIVO_IMPORTADO, nombre: 'pedido-lunes.txt', contenido, mime: 'text/plain; charset=utf-8', farmaciaId: 1001 }]))
      .returning({ id: archivo.id });
    for (const clave of [String(fila!.id), 'pedido-lunes.txt']) {
      const r = await como('pedidos.demo', 'GET', `/api/farmacia/archivoImportado/${encodeURIComponent(clave)}`);
      expect(r.status).toBe(200);
      expect(r.body).toBe(contenido.toString('utf8'));
      expect(r.headers.get('content-disposition')).toContain('pedido-lunes.txt');
    }
    const ajeno = await como('otra.demo', 'GET', `/api/farmacia/archivoImportado/${fila!.id}`);
    expect(ajeno.status).toBe(404);
    expect(ajeno.body.mensaje).toBe('No se encontró el archivo importado.');
  });
});
