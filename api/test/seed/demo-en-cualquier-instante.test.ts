import { desc, eq } from 'drizzle-orm';
import { farmacia, pedido } from '../../src/db/schema/index.js';
import { pagarFacturasDemo } from '../../src/jobs/pagos-demo.js';
import { importeComprometido } from '../../src/areas/pedidos/pedido/comprometido.js';
import { ESTADO } from '../../src/seed/generadores/referencia.js';
import * as reloj from '../../src/reloj.js';
import { suiteApi } from '../support/suite-api.js';

/**
 * What the demo accounts show holds whatever day and hour the seed ran (issue 26): `npm test` runs this file at the
 * real now and at each instant of shared/test/instantes.json (a Saturday before dawn, a Friday just after midnight…).
 * The seed builds the demo relative to the distributor's week, so every demo pharmacy owes this week's invoices, its
 * newest order is still open, and it has credit left to order; the demo payments job leaves it so.
 */
const suite = suiteApi();
const { como } = suite;

/** The demo pharmacies and a user of each that reads its current account. */
const LECTORES = [
  [1001, 'cuenta.demo'],
  [1002, 'otra.demo'],
  [1003, 'grupo.demo'],
] as const;

test.each(LECTORES)('pharmacy %i owes this week: a debt statement, unpaid invoices not yet due, a balance it owes', async (farmaciaId, lector) => {
  const estados = await como<{ saldo: number }[]>(lector, 'GET', `/api/CuentaCorriente/deuda/${farmaciaId}?pageSize=50`);
  expect(estados.status).toBe(200);
  expect(estados.body.length).toBeGreaterThan(0);
  expect(estados.body.reduce((s, d) => s + d.saldo, 0)).toBeGreaterThan(0);

  const composicion = await como<{ saldo: number; aVencer: number; impagos: { farmaciaId: number }[] }>(lector, 'GET', `/api/CuentaCorriente/composicion/${farmaciaId}`);
  expect(composicion.body.saldo).toBeGreaterThan(0);
  expect(composicion.body.aVencer).toBeGreaterThan(0);
  expect(composicion.body.impagos.length).toBeGreaterThan(0);

  const [fila] = await suite.entorno.baseDatos.db.select({ saldo: farmacia.saldo }).from(farmacia).where(eq(farmacia.id, farmaciaId));
  // The stored balance is minus the movements: negative while the pharmacy owes.
  expect(fila!.saldo).toBeCloseTo(-composicion.body.saldo, 2);
});

test('the group sees unpaid invoices of both its pharmacies', async () => {
  const grupo = await como<{ impagos: { farmaciaId: number }[] }>('grupo.demo', 'GET', '/api/CuentaCorriente/composicionGrupo/1');
  expect(grupo.status).toBe(200);
  expect(new Set(grupo.body.impagos.map((i) => i.farmaciaId))).toEqual(new Set([1001, 1003]));
  const farmacias = await como<{ id: number; creditoTomado: number }[]>('grupo.demo', 'GET', '/api/FarmaciaGrupo/Farmacias/1');
  expect(farmacias.body.every((f) => f.creditoTomado > 0)).toBe(true);
});

test.each(LECTORES)('pharmacy %i has credit left to order, and its newest order is still open', async (farmaciaId) => {
  const db = suite.entorno.baseDatos.db;
  const [f] = await db.select({ saldo: farmacia.saldo, limite: farmacia.limiteCredito }).from(farmacia).where(eq(farmacia.id, farmaciaId));
  // The same room the order confirmation checks (FarmaciaSinSaldo).
  const disponible = f!.saldo + f!.limite - (await importeComprometido(db, farmaciaId));
  expect(disponible).toBeGreaterThan(1_000_000);
  expect(f!.limite % 500_000).toBe(0);

  const [ultimo] = await db.select({ estadoId: pedido.estadoId, fechaAlta: pedido.fechaAlta }).from(pedido).where(eq(pedido.farmaciaId, farmaciaId)).orderBy(desc(pedido.fechaAlta)).limit(1);
  expect(ultimo!.estadoId).toBe(ESTADO.pendienteOk);
  // From the last working day: yesterday, or Saturday seen from a Monday.
  expect(reloj.ahoraMs() - ultimo!.fechaAlta.getTime()).toBeLessThan(3 * 86_400_000);
});

test("admin.demo's recoverer has a product waiting, out of stock", async () => {
  const r = await como<{ troquel: number; conStock: boolean }[]>('admin.demo', 'GET', '/api/recuperador/GetItemsRecuperador');
  expect(r.status).toBe(200);
  expect(r.body.some((i) => !i.conStock)).toBe(true);
});

test('the demo payments job, run now, pays what fell due and leaves each pharmacy owing this week', async () => {
  await pagarFacturasDemo(suite.entorno.app, LECTORES.map(([id]) => id), reloj.ahora());
  for (const [farmaciaId, lector] of LECTORES) {
    const estados = await como<{ saldo: number }[]>(lector, 'GET', `/api/CuentaCorriente/deuda/${farmaciaId}?pageSize=50`);
    expect({ farmaciaId, debe: estados.body.reduce((s, d) => s + d.saldo, 0) > 0 }).toEqual({ farmaciaId, debe: true });
    // Nothing is overdue once the job has paid; what falls due later is still owed.
    const c = await como<{ vencido: number; aVencer: number }>(lector, 'GET', `/api/CuentaCorriente/composicion/${farmaciaId}`);
    expect({ farmaciaId, vencido: c.body.vencido }).toEqual({ farmaciaId, vencido: 0 });
    expect(c.body.aVencer).toBeGreaterThan(0);
  }
});
