import { conCierre } from '../../../src/plataforma/farmacia/turnos.js';
import { TURNOS } from '../../../src/seed/generadores/referencia.js';

const TODOS_LOS_DIAS = [1, 2, 3, 4, 5, 6, 7];
const turnos = [
  { id: 1, activo: true, obs: 'Mañana', horaCierre: '09:30', dias: TODOS_LOS_DIAS },
  { id: 2, activo: true, obs: 'Tarde', horaCierre: '14:00', dias: TODOS_LOS_DIAS },
  { id: 3, activo: true, obs: 'Noche', horaCierre: '20:00', dias: TODOS_LOS_DIAS },
];
const LUNES_A_VIERNES = [1, 2, 3, 4, 5];

describe('shifts available at a given time (Buenos Aires)', () => {
  test('at noon the afternoon and night shifts close today, and the morning one takes the order for tomorrow', () => {
    const mediodia = new Date('2026-11-20T12:00:00-03:00');
    expect(conCierre(turnos, mediodia).map((t) => [t.id, t.cierre, t.paraHoy])).toEqual([
      [2, '2026-11-20T17:00:00.000Z', true],
      [3, '2026-11-20T23:00:00.000Z', true],
      [1, '2026-11-21T12:30:00.000Z', false],
    ]);
  });

  test('after the last closing every shift is for the next day, the earliest first', () => {
    const noche = new Date('2026-11-20T21:15:00-03:00');
    expect(conCierre(turnos, noche).map((t) => [t.id, t.paraHoy])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
  });

  test('a Saturday shift offered on a Wednesday closes on the coming Saturday, and the weekday shifts on their days', () => {
    // Wednesday 18 November 2026, 15:00 in Buenos Aires.
    const miercoles = new Date('2026-11-18T15:00:00-03:00');
    const semana = [
      { id: 1, activo: true, obs: 'Mañana', horaCierre: '09:30', dias: LUNES_A_VIERNES },
      { id: 3, activo: true, obs: 'Noche', horaCierre: '20:00', dias: LUNES_A_VIERNES },
      { id: 4, activo: true, obs: 'Sábado', horaCierre: '11:00', dias: [6] },
    ];
    expect(conCierre(semana, miercoles).map((t) => [t.id, t.cierre, t.paraHoy])).toEqual([
      [3, '2026-11-18T23:00:00.000Z', true],
      [1, '2026-11-19T12:30:00.000Z', false],
      [4, '2026-11-21T14:00:00.000Z', false],
    ]);
  });

  test('on Friday night the weekday shifts go to Monday; on Saturday before 11:00 the Saturday shift closes that day', () => {
    const viernesNoche = new Date('2026-11-20T21:00:00-03:00');
    const semana = [
      { id: 1, activo: true, obs: 'Mañana', horaCierre: '09:30', dias: LUNES_A_VIERNES },
      { id: 4, activo: true, obs: 'Sábado', horaCierre: '11:00', dias: [6] },
    ];
    expect(conCierre(semana, viernesNoche).map((t) => [t.id, t.cierre])).toEqual([
      [4, '2026-11-21T14:00:00.000Z'],
      [1, '2026-11-23T12:30:00.000Z'],
    ]);
    const sabado = conCierre(semana, new Date('2026-11-21T10:59:00-03:00'));
    expect(sabado[0]).toMatchObject({ id: 4, cierre: '2026-11-21T14:00:00.000Z', paraHoy: true });
    // Once it closed, the next Saturday: seven days on, never a weekday.
    expect(conCierre(semana, new Date('2026-11-21T11:00:00-03:00')).map((t) => [t.id, t.cierre])).toEqual([
      [1, '2026-11-23T12:30:00.000Z'],
      [4, '2026-11-28T14:00:00.000Z'],
    ]);
  });

  test('a shift with no weekdays is not offered', () => {
    const sinDias = [{ id: 9, activo: true, obs: 'Sin días', horaCierre: '10:00', dias: [] }];
    expect(conCierre(sinDias, new Date('2026-11-18T08:00:00-03:00'))).toEqual([]);
  });
});

test('the seeded Saturday shift runs on Saturdays only, the daily ones Monday to Friday', () => {
  const porId = new Map(TURNOS.map((t) => [t.id, t]));
  expect(porId.get(4)).toMatchObject({ obs: expect.stringMatching(/^Sábado/), dias: [6] });
  for (const id of [1, 2, 3]) expect(porId.get(id)?.dias).toEqual(LUNES_A_VIERNES);
});
