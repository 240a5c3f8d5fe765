import { calcularInfoHoras, TODOS_LOS_DIAS } from '../../../src/plataforma/farmacia/info-horas.js';

const diario = (horaCierre: string) => [{ horaCierre, dias: TODOS_LOS_DIAS }];

// Buenos Aires is UTC−3 all year: 18:30 there is 21:30 UTC.
describe('calcularInfoHoras', () => {
  test("before the closing, today's closing is next and nothing closed recently", () => {
    const r = calcularInfoHoras(new Date('2026-11-20T15:00:00Z'), diario('18:30'));
    expect(r).toEqual({ horaServidor: '2026-11-20T15:00:00.000Z', cierreReparto: '2026-11-20T21:30:00.000Z', repartoCerradoRecientemente: false });
  });

  test("within 30 minutes after the closing, tomorrow's closing is next and it closed recently", () => {
    const r = calcularInfoHoras(new Date('2026-11-20T21:50:00Z'), diario('18:30'));
    expect(r.cierreReparto).toBe('2026-11-21T21:30:00.000Z');
    expect(r.repartoCerradoRecientemente).toBe(true);
  });

  test('more than 30 minutes after the closing it no longer counts as recent', () => {
    expect(calcularInfoHoras(new Date('2026-11-20T22:01:00Z'), diario('18:30')).repartoCerradoRecientemente).toBe(false);
  });

  test("a closing near midnight is judged by Buenos Aires' calendar day, across months", () => {
    // 23:50 local on 31 October is 02:50 UTC on 1 November.
    const r = calcularInfoHoras(new Date('2026-11-01T03:00:00Z'), diario('23:50'));
    expect(r.cierreReparto).toBe('2026-11-02T02:50:00.000Z');
    expect(r.repartoCerradoRecientemente).toBe(true);
  });

  // Saturday 28/11/2026: a Saturday shift closing at 11:00 and a weekday one at 18:30 (Monday to Friday).
  const turnos = [
    { horaCierre: '18:30', dias: [1, 2, 3, 4, 5] },
    { horaCierre: '11:00', dias: [6] },
  ];

  test("on a Saturday the next closing is the Saturday shift's, not a weekday hour", () => {
    expect(calcularInfoHoras(new Date('2026-11-28T12:00:00Z'), turnos)).toEqual({
      horaServidor: '2026-11-28T12:00:00.000Z',
      cierreReparto: '2026-11-28T14:00:00.000Z',
      repartoCerradoRecientemente: false,
    });
  });

  test("after Saturday's closing the next is Monday's 18:30, and Saturday's counts as just closed", () => {
    const r = calcularInfoHoras(new Date('2026-11-28T14:20:00Z'), turnos);
    expect(r.cierreReparto).toBe('2026-11-30T21:30:00.000Z');
    expect(r.repartoCerradoRecientemente).toBe(true);
  });

  test('on Friday evening the Friday closing counts as recent and the next is Saturday 11:00', () => {
    const r = calcularInfoHoras(new Date('2026-11-27T21:45:00Z'), turnos);
    expect(r.cierreReparto).toBe('2026-11-28T14:00:00.000Z');
    expect(r.repartoCerradoRecientemente).toBe(true);
  });
});
