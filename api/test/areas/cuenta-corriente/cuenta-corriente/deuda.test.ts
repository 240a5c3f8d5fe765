import { and, eq, sql } from 'drizzle-orm';
import { cubeta, farmacia, movimientoCuenta, pago, resumenDeuda } from '../../../../src/db/schema/index.js';
import { pagarFacturasDemo } from '../../../../src/jobs/pagos-demo.js';
import { suiteApi } from '../../../support/suite-api.js';
import * as reloj from '../../../../src/reloj.js';

const suite = suiteApi();
const { como } = suite;

const sumaMovimientos = async (farmaciaId: number) => {
  const filas = await suite.entorno.baseDatos.db.select({ importe: movimientoCuenta.importe }).from(movimientoCuenta).where(eq(movimientoCuenta.farmaciaId, farmaciaId));
  return filas.reduce((s, f) => s + Math.round(f.importe * 100), 0) / 100;
};

describe('composición de la deuda', () => {
  test('the composition splits the balance into overdue and due buckets that add up', async () => {
    const r = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/composicion/1001');
    expect(r.status).toBe(200);
    const c = r.body;
    expect(c.saldo).toBeCloseTo(await sumaMovimientos(1001), 2);
    const porTramos = c.tramos.reduce((s: number, t: { importe: number }) => s + t.importe, 0);
    expect(porTramos).toBeCloseTo(c.vencido + c.aVencer, 2);
    if (c.saldo > 0) expect(c.vencido + c.aVencer).toBeCloseTo(c.saldo, 2);
    expect(c.tramos.map((t: { etiqueta: string }) => t.etiqueta)).toContain('Vence en los próximos 7 días');
    expect(c.impagos.every((i: { farmaciaId: number }) => i.farmaciaId === 1001)).toBe(true);
  });

  test('debt statements are the pharmacy’s own, paged with their count; another pharmacy and a group outsider get 404', async () => {
    const r = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/deuda/1001?pageSize=2');
    expect(r.status).toBe(200);
    expect(r.body.length).toBeGreaterThan(0);
    expect(r.body.length).toBeLessThanOrEqual(2);
    expect(Number(r.headers.get('x-total-count'))).toBeGreaterThanOrEqual(r.body.length);
    expect(r.body.every((d: { farmaciaId: number }) => d.farmaciaId === 1001)).toBe(true);
    expect((await como('cuenta.demo', 'GET', '/api/CuentaCorriente/deuda/1002')).status).toBe(404);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/deuda/1003')).status).toBe(200);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/deuda/1002')).status).toBe(404);
    expect((await como('pedidos.demo', 'GET', '/api/CuentaCorriente/deuda/1001')).status).toBe(403);
    expect((await como('cuenta.demo', 'GET', '/api/CuentaCorriente/deuda/abc')).status).toBe(400);
  });

  test('{id}/detalle-cubetas: the buckets the pharmacy still owes, not those returned; another pharmacy 404', async () => {
    const db = suite.entorno.baseDatos.db;
    const adeudadas = await db.select().from(cubeta).where(and(eq(cubeta.farmaciaId, 1001), eq(cubeta.devuelta, false)));
    expect(adeudadas.length).toBeGreaterThan(0);
    const r = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/1001/detalle-cubetas');
    expect(r.status).toBe(200);
    expect(r.body.map((c: { nroCubeta: number }) => c.nroCubeta).sort()).toEqual(adeudadas.map((c) => c.nroCubeta).sort());
    expect(r.body[0]).toMatchObject({ farmaciaId: 1001, remito: expect.any(Number), tamano: expect.stringMatching(/Chica|Mediana|Grande/) });
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/1003/detalle-cubetas')).body.every((c: { farmaciaId: number }) => c.farmaciaId === 1003)).toBe(true);
    expect((await como('cuenta.demo', 'GET', '/api/CuentaCorriente/1002/detalle-cubetas')).status).toBe(404);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/1002/detalle-cubetas')).status).toBe(404);
    expect((await como('pedidos.demo', 'GET', '/api/CuentaCorriente/1001/detalle-cubetas')).status).toBe(403);
  });

  test('movements between two days, paged with their count; reversed or too long ranges are a Spanish 400', async () => {
    const hoy = reloj.hoy();
    const desde = reloj.sumarDias(hoy, -60);
    const r = await como('cuenta.demo', 'POST', '/api/CuentaCorriente/movimientos/1001?pageSize=5', { FechaDesde: desde, FechaHasta: hoy });
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(5);
    const total = Number(r.headers.get('x-total-count'));
    const { rows } = (await suite.entorno.baseDatos.db.execute(
      sql`select count(*)::int as n from movimiento_cuenta where farmacia_id = 1001 and fecha_movimiento between ${desde} and ${hoy}`,
    )) as unknown as { rows: { n: number }[] };
    expect(total).toBe(rows[0]!.n);
    expect(r.body.every((m: { fechaMovimiento: string }) => m.fechaMovimiento >= desde && m.fechaMovimiento <= hoy)).toBe(true);
    const invertido = await como('cuenta.demo', 'POST', '/api/CuentaCorriente/movimientos/1001', { FechaDesde: hoy, FechaHasta: desde });
    expect(invertido.status).toBe(400);
    expect(JSON.stringify(invertido.body)).toMatch(/posterior/);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/movimientos/1001', { FechaDesde: '2020-01-01', FechaHasta: hoy })).status).toBe(400);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/movimientos/1001', { FechaDesde: 'ayer', FechaHasta: hoy })).status).toBe(400);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/movimientos/1002', { FechaDesde: desde, FechaHasta: hoy })).status).toBe(404);
  });

  test('this week and last week: operations and totals agree', async () => {
    const actual = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/operaciones/actual/1001');
    const anterior = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/operaciones/anterior/1001');
    const total = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemana/1001');
    expect([actual.status, anterior.status, total.status]).toEqual([200, 200, 200]);
    expect(total.body.cantidad).toBe(actual.body.length);
    expect(total.body.anteriorCantidad).toBe(anterior.body.length);
    const debitos = anterior.body.filter((m: { importe: number }) => m.importe > 0).reduce((s: number, m: { importe: number }) => s + m.importe, 0);
    expect(total.body.anteriorDebitos).toBeCloseTo(debitos, 2);
    for (const ruta of ['operaciones/actual/1002', 'operaciones/anterior/1002', 'totalOperacionesSemana/1002']) {
      expect((await como('cuenta.demo', 'GET', `/api/CuentaCorriente/${ruta}`)).status).toBe(404);
    }
  });
});

describe('composición de la deuda del grupo', () => {
  test('composicionGrupo: the whole group adds its pharmacies up; one of them alone is its own; outside the group 404', async () => {
    const todo = await como('grupo.demo', 'GET', '/api/CuentaCorriente/composicionGrupo/1');
    const a = await como('grupo.demo', 'GET', '/api/CuentaCorriente/composicionGrupo/1?farmaciaId=1001');
    const b = await como('grupo.demo', 'GET', '/api/CuentaCorriente/composicionGrupo/1?farmaciaId=1003');
    expect([todo.status, a.status, b.status]).toEqual([200, 200, 200]);
    expect(todo.body.farmaciaId).toBeNull();
    expect(a.body.farmaciaId).toBe(1001);
    expect(todo.body.saldo).toBeCloseTo((await sumaMovimientos(1001)) + (await sumaMovimientos(1003)), 2);
    expect(todo.body.vencido).toBeCloseTo(a.body.vencido + b.body.vencido, 2);
    expect(new Set(todo.body.impagos.map((i: { farmaciaId: number }) => i.farmaciaId))).toEqual(new Set([1001, 1003]));
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/composicionGrupo/1?farmaciaId=1002')).status).toBe(404);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/composicionGrupo/2')).status).toBe(404);
    expect((await como('cuenta.demo', 'GET', '/api/CuentaCorriente/composicionGrupo/1')).status).toBe(403);
  });

  test('deudaGrupoFarmacia: the debt statements of the group or of one of its pharmacies; another group or pharmacy 404', async () => {
    const todo = await como('grupo.demo', 'POST', '/api/CuentaCorriente/deudaGrupoFarmacia?pageSize=200', { grupoId: 1 });
    expect(todo.status).toBe(200);
    expect(new Set(todo.body.map((d: { farmaciaId: number }) => d.farmaciaId))).toEqual(new Set([1001, 1003]));
    const una = await como('grupo.demo', 'POST', '/api/CuentaCorriente/deudaGrupoFarmacia', { grupoId: 1, farmaciaId: 1003 });
    expect(una.body.length).toBeGreaterThan(0);
    expect(una.body.every((d: { farmaciaId: number }) => d.farmaciaId === 1003)).toBe(true);
    const deuda = await suite.entorno.baseDatos.db.select({ saldo: resumenDeuda.saldo }).from(resumenDeuda).where(eq(resumenDeuda.farmaciaId, 1003));
    expect(una.body.reduce((s: number, d: { saldo: number }) => s + d.saldo, 0)).toBeCloseTo(deuda.reduce((s, d) => s + d.saldo, 0), 2);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/deudaGrupoFarmacia', { grupoId: 1, farmaciaId: 1002 })).status).toBe(404);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/deudaGrupoFarmacia', { grupoId: 2 })).status).toBe(404);
    expect((await como('grupo.demo', 'POST', '/api/CuentaCorriente/deudaGrupoFarmacia', { grupoId: 'uno' })).status).toBe(400);
    expect((await como('cuenta.demo', 'POST', '/api/CuentaCorriente/deudaGrupoFarmacia', { grupoId: 1 })).status).toBe(403);
  });

  test('totalOperacionesSemanaGrupo/{id}: the group’s week adds its pharmacies’ weeks; outside the group 404', async () => {
    const grupo = await como('grupo.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemanaGrupo/1');
    const a = await como('grupo.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemana/1001');
    const b = await como('grupo.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemanaGrupo/1?farmaciaId=1003');
    expect([grupo.status, a.status, b.status]).toEqual([200, 200, 200]);
    expect(grupo.body.anteriorCantidad).toBe(a.body.anteriorCantidad + b.body.anteriorCantidad);
    expect(grupo.body.anteriorDebitos).toBeCloseTo(a.body.anteriorDebitos + b.body.anteriorDebitos, 2);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemanaGrupo/1?farmaciaId=1002')).status).toBe(404);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemanaGrupo/999')).status).toBe(404);
    expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemanaGrupo/1?farmaciaId=x')).status).toBe(400);
    expect((await como('cuenta.demo', 'GET', '/api/CuentaCorriente/totalOperacionesSemanaGrupo/1')).status).toBe(403);
  });
});

describe('pagos de las farmacias demo', () => {
  test('two runs of the demo payments job at once (two API processes) pay what is due once: one receipt, the balance moved once', async () => {
    const db = suite.entorno.baseDatos.db;
    const enDosMeses = new Date(reloj.ahoraMs() + 60 * 86_400_000);
    const antes = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/composicion/1001');
    expect(antes.body.saldo).toBeGreaterThan(0);
    const [saldoAntes] = await db.select({ saldo: farmacia.saldo }).from(farmacia).where(eq(farmacia.id, 1001));
    const recibosAntes = await db.select({ id: pago.id }).from(pago).where(eq(pago.farmaciaId, 1001));
    const corridas = await Promise.all([pagarFacturasDemo(suite.entorno.app, [1001], enDosMeses), pagarFacturasDemo(suite.entorno.app, [1001], enDosMeses)]);
    const hechos = corridas.flatMap((c) => [...c.values()]);
    expect(hechos).toHaveLength(1);
    expect(hechos[0]!.importe).toBeCloseTo(antes.body.saldo, 2);
    const recibos = await db.select().from(pago).where(eq(pago.farmaciaId, 1001));
    expect(recibos).toHaveLength(recibosAntes.length + 1);
    const nuevo = recibos.find((p) => p.nroRecibo === hechos[0]!.nroRecibo)!;
    expect(nuevo.tipoOperacionId).toBe(2);
    expect(nuevo.itemsDetalle.reduce((s, i) => s + i.importe, 0)).toBeCloseTo(hechos[0]!.importe, 2);
    const [saldoDespues] = await db.select({ saldo: farmacia.saldo }).from(farmacia).where(eq(farmacia.id, 1001));
    expect(saldoDespues!.saldo - saldoAntes!.saldo).toBeCloseTo(hechos[0]!.importe, 2);
    expect(saldoDespues!.saldo).toBeCloseTo(-(await sumaMovimientos(1001)), 2);
    const despues = await como('cuenta.demo', 'GET', '/api/CuentaCorriente/composicion/1001');
    expect(despues.body.saldo).toBeCloseTo(0, 2);
    expect((await pagarFacturasDemo(suite.entorno.app, [1001], enDosMeses)).size).toBe(0);
  });
});
