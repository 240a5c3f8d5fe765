import { calcularInfoHoras } from '../../../src/plataforma/farmacia/info-horas.js';

// Buenos Aires is UTC−3 all year: 18:30 there is 21:30 UTC.
describe('calcularInfoHoras', () => {
  test("before the closing, today's closing is next and nothing closed recently", () => {
    const r = calcularInfoHoras(new Date('2026-11-20T15:00:00Z'), '18:30');
    expect(r).toEqual({ horaServidor: '2026-11-20T15:00:00.000Z', cierreReparto: '2026-11-20T21:30:00.000Z', repartoCerradoRecientemente: false });
  });

  test("within 30 minutes after the closing, tomorrow's closing is next and it closed recently", () => {
    const r = calcularInfoHoras(new Date('2026-11-20T21:50:00Z'), '18:30');
    expect(r.cierreReparto).toBe('2026-11-21T21:30:00.000Z');
    expect(r.repartoCerradoRecientemente).toBe(true);
  });

  test('more than 30 minutes after the closing it no longer counts as recent', () => {
    expect(calcularInfoHoras(new Date('2026-11-20T22:01:00Z'), '18:30').repartoCerradoRecientemente).toBe(false);
  });

  test("a closing near midnight is judged by Buenos Aires' calendar day, across months", () => {
    // 23:50 local on 31 October is 02:50 UTC on 1 November.
    const r = calcularInfoHoras(new Date('2026-11-01T03:00:00Z'), '23:50');
    expect(r.cierreReparto).toBe('2026-11-02T02:50:00.000Z');
    expect(r.repartoCerradoRecientemente).toBe(true);
  });
});
