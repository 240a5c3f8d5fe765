import { conCierre } from '../../src/modules/pedido/turnos.js';

const turnos = [
  { id: 1, activo: true, obs: 'Mañana', horaCierre: '09:30' },
  { id: 2, activo: true, obs: 'Tarde', horaCierre: '14:00' },
  { id: 3, activo: true, obs: 'Noche', horaCierre: '20:00' },
];

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
});
