import { NOMBRES_ESTADO, nombreEstado } from './estados.js';

test('every SPEC §4 state has a plain Spanish name; an unknown one falls back to the server text, then N/A', () => {
  expect(Object.keys(NOMBRES_ESTADO).map(Number).sort((a, b) => a - b)).toEqual([-150, 0, 200, 210, 220, 300, 400, 500, 550, 600, 700, 800, 810]);
  expect(nombreEstado(200)).toBe('Pendiente de envío a la distribuidora');
  expect(nombreEstado(220, 'Envío aprobado')).toBe('Aprobado por la distribuidora');
  expect(nombreEstado(999, 'Otro')).toBe('Otro');
  expect(nombreEstado(999)).toBe('N/A');
  expect(Object.values(NOMBRES_ESTADO).some((n) => /\bOK\b/.test(n))).toBe(false);
});
