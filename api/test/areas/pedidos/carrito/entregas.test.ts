import { eq } from 'drizzle-orm';
import type { EntregasCarrito } from '@portal/shared/contracts';
import { ZONA_DISTRIBUIDORA } from '@portal/shared/domain';
import { parametroSistema } from '../../../../src/plataforma/parametros/tablas.js';
import { crearEntorno } from '../../../support/entorno.js';
import { tokenCache } from '../../../support/sesion.js';
import { clienteApi, crearProducto } from '../../../support/datos.js';
import * as reloj from '../../../../src/reloj.js';

/** Promised delivery per cart line (issue 17): `GET /api/carritopersistente/Entregas`. */

const entorno = await crearEntorno();
const db = entorno.baseDatos.db;
const token = tokenCache(entorno.url);
const como = (userName: string) => clienteApi(entorno.url, () => token(userName));
const pedidos = como('pedidos.demo');
const otra = como('otra.demo');
const P = '/api/carritopersistente';

const [CON_STOCK, POCO, SIN] = [
  await crearProducto(db, 8_300_001),
  await crearProducto(db, 8_300_002, { stock: 2 }),
  await crearProducto(db, 8_300_003, { stock: 0 }),
];
const horaLocal = new Intl.DateTimeFormat('es-AR', { timeZone: ZONA_DISTRIBUIDORA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

afterAll(() => entorno.cerrar());

test('each product of the cart says how much of it the stock covers now; another pharmacy sees its own cart', async () => {
  await pedidos.put(`${P}/BorrarCarritoCompleto`);
  await otra.put(`${P}/BorrarCarritoCompleto`);
  for (const [troquel, cantidad] of [[CON_STOCK, 3], [POCO, 5], [SIN, 1]] as const) {
    expect((await pedidos.post(`${P}/ImportarCarrito`, [{ troquel, cantidad }])).status).toBe(200);
  }
  const r = await pedidos.get<EntregasCarrito>(`${P}/Entregas`);
  expect(r.status).toBe(200);
  const porTroquel = Object.fromEntries(r.body.lineas.map((l) => [l.troquel, [l.cantidad, l.cubierta]]));
  expect(porTroquel).toEqual({ [CON_STOCK]: [3, 3], [POCO]: [5, 2], [SIN]: [1, 0] });
  expect((await otra.get<EntregasCarrito>(`${P}/Entregas`)).body.lineas).toEqual([]);
});

test('the rounds are the pharmacy\'s shifts (two closings each, at their hour in Buenos Aires) and the second round, soonest first, none closed', async () => {
  const antes = reloj.ahoraMs();
  const { rondas } = (await pedidos.get<EntregasCarrito>(`${P}/Entregas`)).body;
  const cierres = rondas.map((r) => Date.parse(r.cierre));
  expect(cierres.every((c) => c > antes)).toBe(true);
  expect(cierres).toEqual([...cierres].sort((a, b) => a - b));
  const porTurno = new Map<number, number>();
  for (const r of rondas.filter((x) => x.tipo === 'turno')) porTurno.set(r.turnoId!, (porTurno.get(r.turnoId!) ?? 0) + 1);
  expect(porTurno.size).toBeGreaterThan(0);
  expect([...porTurno.values()].every((n) => n === 2)).toBe(true);
  const segundo = rondas.filter((r) => r.tipo === 'segundo-reparto');
  expect(segundo).toHaveLength(2);
  expect(segundo.map((r) => horaLocal.format(Date.parse(r.cierre)))).toEqual(['13:30', '13:30']);
});

test('with the second round disabled (parameter 3) only the shifts remain', async () => {
  await db.update(parametroSistema).set({ valor: '0' }).where(eq(parametroSistema.id, 3));
  try {
    const { rondas } = (await pedidos.get<EntregasCarrito>(`${P}/Entregas`)).body;
    expect(rondas.length).toBeGreaterThan(0);
    expect(rondas.filter((r) => r.tipo === 'segundo-reparto')).toEqual([]);
  } finally {
    await db.update(parametroSistema).set({ valor: '1' }).where(eq(parametroSistema.id, 3));
  }
});
