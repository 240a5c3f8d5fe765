import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { PedidoSugerido } from '@portal/shared/contracts';
import { pedido, pedidoItem, producto } from '../../../../src/db/schema/index.js';
import { suiteApi } from '../../../support/suite-api.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * The suggested order (issue 17): from the pharmacy's own lines, the products it is due to order again, with why; only
 * the caller's pharmacy, only for who may order.
 */
const suite = suiteApi();
const DIA = 86_400_000;

test('a product the pharmacy orders every 7 days, last 9 days ago, is suggested with its usual quantity and why; another pharmacy does not see it', async () => {
  const db = suite.entorno.app.db;
  const yaPedidos = db.select({ troquel: pedidoItem.troquel }).from(pedidoItem).where(eq(pedidoItem.farmaciaId, 1001));
  const [nuevo] = await db.select({ troquel: producto.troquel, nombre: producto.nombre }).from(producto).where(notInArray(producto.troquel, yaPedidos)).orderBy(asc(producto.troquel)).limit(1);
  const [unPedido] = await db.select({ id: pedido.id }).from(pedido).where(eq(pedido.farmaciaId, 1001)).orderBy(asc(pedido.id)).limit(1);
  const ahora = reloj.ahoraMs();
  await db.insert(pedidoItem).values(
    [9, 16, 23, 30, 37].map((dias) => ({ pedidoId: unPedido!.id, farmaciaId: 1001, troquel: nuevo!.troquel, prodNombre: nuevo!.nombre, cantPedida: 6, fechaAlta: new Date(ahora - dias * DIA) })),
  );

  const propia = await suite.como<PedidoSugerido>('pedidos.demo', 'GET', '/api/pedido/sugerido');
  expect(propia.status).toBe(200);
  expect(propia.body.sugerencias).toContainEqual({
    troquel: nuevo!.troquel,
    nombre: nuevo!.nombre,
    cantidad: 6,
    intervaloDias: 7,
    diasDesdeUltimo: 9,
    motivo: 'lo pide cada 7 días; último pedido hace 9 días',
  });
  // The seed's history gives the demo pharmacy a real suggestion beyond the planted product.
  expect(propia.body.sugerencias.length).toBeGreaterThan(1);

  const ajena = await suite.como<PedidoSugerido>('otra.demo', 'GET', '/api/pedido/sugerido');
  expect(ajena.status).toBe(200);
  expect(ajena.body.sugerencias.map((s) => s.troquel)).not.toContain(nuevo!.troquel);

  await db.delete(pedidoItem).where(and(eq(pedidoItem.farmaciaId, 1001), eq(pedidoItem.troquel, nuevo!.troquel)));
});

test('without a session 401; without the Pedidos role 403', async () => {
  expect((await suite.llamar('GET', '/api/pedido/sugerido')).status).toBe(401);
  const sinRol = await suite.como('cuenta.demo', 'GET', '/api/pedido/sugerido');
  expect(sinRol.status).toBe(403);
  expect(sinRol.body).toMatchObject({ mensaje: expect.stringMatching(/\S/) });
});
