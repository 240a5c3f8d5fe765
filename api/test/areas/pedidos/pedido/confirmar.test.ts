import { count, eq } from 'drizzle-orm';
import type { Carrito, Pedido, PedidoConfirmado, PedidoItem } from '@portal/shared/contracts';
import { farmacia, pedido } from '../../../../src/db/schema/index.js';
import { MENSAJE_CARRITO_CAMBIO, MENSAJE_CARRITO_NO_VIGENTE, MENSAJE_FARMACIA_BLOQUEADA, MENSAJE_FARMACIA_SIN_SALDO } from '../../../../src/areas/pedidos/pedido/confirmar.js';
import { suiteApi } from '../../../support/suite-api.js';
import { clienteHub, HttpTransportType, registrar } from '../../../support/hub-cliente.js';
import { fijarStock, prepararCarrito, productosPedibles, stockDe } from '../../../support/pedido.js';
import * as reloj from '../../../../src/reloj.js';

const suite = suiteApi();
const { token } = suite;

const como = suite.como;

const confirmar = (userName: string, body: Record<string, unknown>) => como<Pedido & Record<string, unknown>>(userName, 'POST', '/api/pedido/Confirmar', body);

describe('POST /api/pedido/Confirmar', () => {
  test('turns the cart into an order with its lines, reserves stock, records the shortage and opens an empty cart for everyone', async () => {
    const [a, b, c] = await productosPedibles(suite.entorno.app.db, 3);
    await fijarStock(suite.entorno.app.db, a!, 100);
    await fijarStock(suite.entorno.app.db, b!, 100);
    await fijarStock(suite.entorno.app.db, c!, 2);
    const lineas = [
      { troquel: a!, cantidad: 3 },
      { troquel: b!, cantidad: 1 },
      { troquel: c!, cantidad: 5 },
    ];
    const carritoId = await prepararCarrito(suite.entorno.app.db, 1001, lineas);
    const hub = clienteHub(suite.entorno.url, { transporte: HttpTransportType.WebSockets, token: await token('admin.demo') });
    const carritos = registrar(hub, 'ActualizarCarrito');
    await hub.start();
    try {
      const r = await confirmar('pedidos.demo', { turnoId: 1, procesarBonos: false, carritoId, items: lineas, combos: [] });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ farmaciaId: 1001, estadoId: 200, turnoId: 1, cantidadItems: 3, cantidadItemsTotal: 9, facturasGeneradas: 0 });
      expect(r.body.importe).toBeGreaterThan(0);
      expect(r.body.pedidoGuid).toMatch(/^[0-9a-f-]{36}$/);

      const detalle = await como<PedidoItem[]>('pedidos.demo', 'GET', `/api/pedido/${r.body.id}/detalle`);
      expect(detalle.status).toBe(200);
      expect(detalle.body.map((l) => [l.troquel, l.cantPedida, l.cantAprobada])).toEqual([
        [a, 3, 3],
        [b, 1, 1],
        [c, 5, 2],
      ]);
      expect(detalle.body.every((l) => l.pedidoId === r.body.id && l.importe > 0 && l.prodNombre.length > 0)).toBe(true);

      expect(await stockDe(suite.entorno.app.db, [a!, b!, c!])).toEqual(new Map([[a!, 97], [b!, 99], [c!, 0]]));

      const [recibido] = (await carritos.hasta(1))[0] as [Carrito];
      expect(recibido.items).toEqual([]);
      expect(recibido.carritoId).not.toBe(carritoId);
      const actual = await como<Carrito>('pedidos.demo', 'GET', '/api/carritopersistente/GetItemsCarrito');
      expect(actual.body).toEqual({ carritoId: recibido.carritoId, version: expect.any(Number), items: [] });

      // The confirmation page's read: the order with its shift and the closing it goes in (09:30 in Buenos Aires, after the order).
      const porGuid = await como<PedidoConfirmado>('pedidos.demo', 'GET', `/api/pedido/guid/${r.body.pedidoGuid}`);
      expect(porGuid.body).toEqual({ ...r.body, turno: { id: 1, obs: 'Mañana: entrega antes de las 13 h', cierre: expect.any(String) } });
      const cierre = new Date(porGuid.body.turno!.cierre!);
      expect(cierre.getTime()).toBeGreaterThan(new Date(r.body.fechaAlta as string).getTime());
      expect(cierre.toLocaleTimeString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('09:30');
    } finally {
      await hub.stop();
    }
  });

  test("a guid the pharmacy has no order with answers null, an unknown one and another pharmacy's alike", async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 30);
    await fijarStock(suite.entorno.app.db, a!, 10);
    const carritoId = await prepararCarrito(suite.entorno.app.db, 1002, [{ troquel: a!, cantidad: 1 }]);
    const ajeno = await confirmar('otra.demo', { turnoId: 1, procesarBonos: false, carritoId, items: [{ troquel: a!, cantidad: 1 }], combos: [] });
    expect(ajeno.status).toBe(200);
    for (const guid of ['00000000-0000-4000-8000-000000000000', ajeno.body.pedidoGuid]) {
      const r = await como<PedidoConfirmado | null>('pedidos.demo', 'GET', `/api/pedido/guid/${guid}`);
      expect([guid, r.status, r.body]).toEqual([guid, 200, null]);
    }
    expect((await como<PedidoConfirmado>('otra.demo', 'GET', `/api/pedido/guid/${ajeno.body.pedidoGuid}`)).body.id).toBe(ajeno.body.id);
  });

  test('a double submit of one cart, at once, makes one order and both answers name it', async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 10);
    await fijarStock(suite.entorno.app.db, a!, 50);
    const carritoId = await prepararCarrito(suite.entorno.app.db, 1001, [{ troquel: a!, cantidad: 2 }]);
    const body = { turnoId: 2, procesarBonos: false, carritoId, items: [{ troquel: a!, cantidad: 2 }], combos: [] };
    const [uno, otro] = await Promise.all([confirmar('pedidos.demo', body), confirmar('admin.demo', body)]);
    expect([uno.status, otro.status]).toEqual([200, 200]);
    expect(otro.body.id).toBe(uno.body.id);
    expect(otro.body.pedidoGuid).toBe(uno.body.pedidoGuid);
    const [fila] = await suite.entorno.app.db.select({ n: count() }).from(pedido).where(eq(pedido.carritoId, carritoId));
    expect(fila!.n).toBe(1);
    expect((await stockDe(suite.entorno.app.db, [a!])).get(a!)).toBe(48);
    const tarde = await confirmar('pedidos.demo', body);
    expect(tarde.body.id).toBe(uno.body.id);
  });

  test('two pharmacies confirming the last units at once never take stock below zero', async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 20);
    await fijarStock(suite.entorno.app.db, a!, 5);
    const carrito1001 = await prepararCarrito(suite.entorno.app.db, 1001, [{ troquel: a!, cantidad: 4 }]);
    const carrito1002 = await prepararCarrito(suite.entorno.app.db, 1002, [{ troquel: a!, cantidad: 4 }]);
    const [r1, r2] = await Promise.all([
      confirmar('pedidos.demo', { turnoId: 1, carritoId: carrito1001 }),
      confirmar('otra.demo', { turnoId: 1, carritoId: carrito1002 }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const aprobadas = await Promise.all([
      como<PedidoItem[]>('pedidos.demo', 'GET', `/api/pedido/${r1.body.id}/detalle`),
      como<PedidoItem[]>('otra.demo', 'GET', `/api/pedido/${r2.body.id}/detalle`),
    ]);
    const total = aprobadas.flatMap((r) => r.body).reduce((s, l) => s + l.cantAprobada, 0);
    expect(total).toBe(5);
    expect((await stockDe(suite.entorno.app.db, [a!])).get(a!)).toBe(0);
  });

  test('a blocked pharmacy is refused with the code and the page to go to; its cart stays', async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 30);
    const carritoId = await prepararCarrito(suite.entorno.app.db, 1004, [{ troquel: a!, cantidad: 1 }]);
    const r = await confirmar('bloqueada.demo', { turnoId: 1, carritoId });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ codigo: 'FarmaciaBloqueada', mensaje: MENSAJE_FARMACIA_BLOQUEADA, ruta: 'farmacia-bloqueada' });
    const actual = await como<Carrito>('bloqueada.demo', 'GET', '/api/carritopersistente/GetItemsCarrito');
    expect(actual.body.carritoId).toBe(carritoId);
    expect(actual.body.items).toHaveLength(1);
  });

  test('a pharmacy whose balance and credit do not cover the order is refused with FarmaciaSinSaldo; nothing is reserved', async () => {
    const [a] = await productosPedibles(suite.entorno.app.db, 1, 40);
    await fijarStock(suite.entorno.app.db, a!, 30);
    const [antes] = await suite.entorno.app.db.select({ saldo: farmacia.saldo, limite: farmacia.limiteCredito }).from(farmacia).where(eq(farmacia.id, 1002));
    await suite.entorno.app.db.update(farmacia).set({ saldo: -antes!.limite }).where(eq(farmacia.id, 1002));
    try {
      const carritoId = await prepararCarrito(suite.entorno.app.db, 1002, [{ troquel: a!, cantidad: 3 }]);
      const r = await confirmar('otra.demo', { turnoId: 1, carritoId });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ codigo: 'FarmaciaSinSaldo', mensaje: MENSAJE_FARMACIA_SIN_SALDO, ruta: 'farmacia-sin-saldo' });
      expect((await stockDe(suite.entorno.app.db, [a!])).get(a!)).toBe(30);
      expect((await como<Carrito>('otra.demo', 'GET', '/api/carritopersistente/GetItemsCarrito')).body.carritoId).toBe(carritoId);
    } finally {
      await suite.entorno.app.db.update(farmacia).set({ saldo: antes!.saldo }).where(eq(farmacia.id, 1002));
    }
  });

  test('a cart another user changed after the summary was shown is not confirmed', async () => {
    const [a, b] = await productosPedibles(suite.entorno.app.db, 2, 50);
    const carritoId = await prepararCarrito(suite.entorno.app.db, 1001, [
      { troquel: a!, cantidad: 2 },
      { troquel: b!, cantidad: 1 },
    ]);
    const r = await confirmar('pedidos.demo', { turnoId: 1, carritoId, items: [{ troquel: a!, cantidad: 2 }] });
    expect(r.status).toBe(409);
    expect(r.body.mensaje).toBe(MENSAJE_CARRITO_CAMBIO);
  });

  test('a cart that is no longer the current one, and never became an order, is refused', async () => {
    const carritoId = await prepararCarrito(suite.entorno.app.db, 1001, []);
    const r = await confirmar('pedidos.demo', { turnoId: 1, carritoId: carritoId + 10_000 });
    expect(r.status).toBe(409);
    expect(r.body.mensaje).toBe(MENSAJE_CARRITO_NO_VIGENTE);
  });

  test('bad input answers 400 with a Spanish message', async () => {
    const carritoId = await prepararCarrito(suite.entorno.app.db, 1001, []);
    const vacio = await confirmar('pedidos.demo', { turnoId: 1, carritoId });
    expect(vacio.status).toBe(400);
    expect(vacio.body.mensaje).toBe('El carrito está vacío: agregue productos antes de confirmar.');

    const sinCarrito = await confirmar('pedidos.demo', { turnoId: 'uno' });
    expect(sinCarrito.status).toBe(400);
    expect(sinCarrito.body.errors).toHaveProperty('turnoId');
    expect(sinCarrito.body.errors).toHaveProperty('carritoId');

    const turnoInactivo = await confirmar('pedidos.demo', { turnoId: 5, carritoId });
    expect(turnoInactivo.status).toBe(400);
    expect(turnoInactivo.body.mensaje).toBe('El turno elegido no está disponible para la farmacia.');

    const cantidadCero = await confirmar('pedidos.demo', { turnoId: 1, carritoId, items: [{ troquel: 1, cantidad: 0 }] });
    expect(cantidadCero.status).toBe(400);
    expect(JSON.stringify(cantidadCero.body.errors)).toContain('La cantidad debe ser mayor que cero.');
  });
});

describe('shifts and reference lists', () => {
  test('GET /api/pedido/turnos lists every shift', async () => {
    const r = await como('pedidos.demo', 'GET', '/api/pedido/turnos');
    expect(r.status).toBe(200);
    expect(r.body.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(r.body[4]).toMatchObject({ id: 5, activo: false });
  });

  test("GET /api/pedido/{farmaciaId}/turnos-disponibles gives the pharmacy's active shifts by next closing; another pharmacy's is 404", async () => {
    const r = await como<{ id: number; cierre: string; activo: boolean }[]>('pedidos.demo', 'GET', '/api/pedido/1001/turnos-disponibles');
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.every((t) => t.activo && t.id !== 5 && new Date(t.cierre).getTime() > reloj.ahoraMs())).toBe(true);
    const cierres = r.body.map((t) => t.cierre);
    expect([...cierres].sort()).toEqual(cierres);
    expect((await como('pedidos.demo', 'GET', '/api/pedido/1002/turnos-disponibles')).status).toBe(404);
  });

  test('GET /api/pedido/respuestas includes the print code 5, and MensajesTransmisiones the no-balance kind', async () => {
    const respuestas = await como('pedidos.demo', 'GET', '/api/pedido/respuestas');
    expect(respuestas.body).toContainEqual({ id: 5, descripcion: 'Impreso' });
    const mensajes = await como('pedidos.demo', 'GET', '/api/pedidoHistorico/MensajesTransmisiones');
    expect(mensajes.status).toBe(200);
    expect(mensajes.body.map((m: { clave: string }) => m.clave)).toContain('pedidoConFinErrorPorFaltaDeSaldo');
  });
});
