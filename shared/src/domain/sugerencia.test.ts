import { horizonteDias, sugerirPedido, type CompraHistorica } from './sugerencia.js';

const HOY = '2026-11-26';
/** `YYYY-MM-DD` of `n` days before HOY. */
const haceDias = (n: number) => new Date(Date.parse(`${HOY}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const compras = (troquel: number, diasAtras: number[], cantidad = 2): CompraHistorica[] => diasAtras.map((d) => ({ troquel, dia: haceDias(d), cantidad }));

test('a product ordered every 7 days and last ordered 9 days ago is suggested, with its usual quantity and why', () => {
  const [s] = sugerirPedido(compras(1001, [9, 16, 23, 30, 37], 6), HOY);
  expect(s).toMatchObject({ troquel: 1001, cantidad: 6, intervaloDias: 7, diasDesdeUltimo: 9, motivo: 'lo pide cada 7 días; último pedido hace 9 días' });
});

test('not yet due, ordered too few times, or dropped long ago: not suggested', () => {
  const historia = [
    ...compras(1, [2, 16, 30, 44]), // every 14 days, ordered 2 days ago (nor due by the next order, a week away)
    ...compras(2, [5, 40]), // only two days: no rhythm
    ...compras(3, [200, 207, 214, 221]), // every 7 days, but not for 200 days
  ];
  expect(sugerirPedido(historia, HOY)).toEqual([]);
});

test('the quantity is the median per day (several orders of one day add up); today and later are ignored', () => {
  const historia = [...compras(7, [10, 20, 30, 40], 3), { troquel: 7, dia: haceDias(10), cantidad: 9 }, { troquel: 7, dia: HOY, cantidad: 50 }];
  expect(sugerirPedido(historia, HOY)[0]).toMatchObject({ troquel: 7, cantidad: 3, intervaloDias: 10, diasDesdeUltimo: 10 });
});

test('the regular and overdue come first; a seasonal product (this time last year, not since) is suggested last', () => {
  const historia = [
    ...compras(10, [30, 60, 90, 120]), // monthly, due
    ...compras(20, [4, 8, 12, 16, 20, 24]), // every 4 days, due
    ...compras(30, [362, 370]), // last year's season
  ];
  const sugerencias = sugerirPedido(historia, HOY);
  expect(sugerencias.map((s) => s.troquel)).toEqual([20, 10, 30]);
  expect(sugerencias[2]).toMatchObject({ intervaloDias: null, motivo: 'lo pidió en esta época el año pasado' });
});

test('one day in the singular, and no more than the maximum asked', () => {
  const historia = [...compras(1, [1, 2, 3, 4]), ...compras(2, [1, 2, 3, 4, 5])];
  const sugerencias = sugerirPedido(historia, HOY, 1);
  expect(sugerencias).toHaveLength(1);
  expect(sugerencias[0]!.motivo).toBe('lo pide cada 1 día; último pedido hace 1 día');
});

test("the order lasts until the next one: a 14-day product ordered a week ago is due for a weekly pharmacy, not for a daily one", () => {
  const catorce = compras(5, [7, 21, 35, 49]);
  const semanal = [...catorce, ...compras(6, [1, 8, 15, 22, 29, 36, 43])];
  const diaria = [...catorce, ...compras(8, Array.from({ length: 30 }, (_, i) => i + 1))];
  expect(horizonteDias(semanal, HOY)).toBe(6);
  expect(horizonteDias(diaria, HOY)).toBe(1);
  expect(sugerirPedido(semanal, HOY).find((s) => s.troquel === 5)).toMatchObject({ intervaloDias: 14, diasDesdeUltimo: 7, motivo: 'lo pide cada 14 días; último pedido hace 7 días' });
  expect(sugerirPedido(diaria, HOY).map((s) => s.troquel)).not.toContain(5);
});

test('the horizon: none with fewer than three order days, at most a week for a pharmacy that orders monthly, only the last 90 days count', () => {
  expect(horizonteDias(compras(1, [3, 10]), HOY)).toBe(0);
  expect(horizonteDias(compras(1, [5, 35, 65]), HOY)).toBe(7);
  expect(horizonteDias([...compras(1, [2, 4, 6]), ...compras(2, [100, 130, 160, 190])], HOY)).toBe(2);
});

test('bought now and then is not a rhythm: gaps of 2, 30, 3 and 40 days suggest nothing, however due the median says it is', () => {
  expect(sugerirPedido(compras(4, [10, 12, 42, 45, 85]), HOY)).toEqual([]);
  // The same five days, evenly spread, are a rhythm.
  expect(sugerirPedido(compras(4, [10, 27, 44, 61, 78]), HOY).map((s) => s.troquel)).toEqual([4]);
});
