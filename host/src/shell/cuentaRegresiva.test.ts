import { cuentaRegresiva } from './cuentaRegresiva.js';

const cierre = Date.UTC(2026, 10, 26, 23, 0, 0);
const antes = (ms: number) => cuentaRegresiva(cierre - ms, cierre);

test.each([
  [2 * 3600_000 + 5 * 60_000 + 30_000, 'holgado', 'Faltan 2 h 05 min'],
  [15 * 60_000 + 1000, 'holgado', 'Faltan 15 min 01 s'],
  [15 * 60_000, 'atencion', 'Faltan 15 min 00 s'],
  [5 * 60_000 + 1000, 'atencion', 'Faltan 5 min 01 s'],
  [5 * 60_000, 'urgente', 'Faltan 5 min 00 s'],
  [9_000, 'urgente', 'Faltan 0 min 09 s'],
  [0, 'cerrado', 'Reparto cerrado'],
  [-60_000, 'cerrado', 'Reparto cerrado'],
])('%i ms before closing: %s, "%s"', (ms, nivel, texto) => {
  expect(antes(ms)).toEqual({ nivel, texto });
});
