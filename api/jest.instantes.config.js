import base from './jest.config.js';

/**
 * The suites whose answers turn on the day and hour: the demo data itself, the debt and its statements, the balance, the
 * weeks of the current account, the rounds and their closings, the fulfilment job and the recoverer. `npm test` runs
 * them once per instant of shared/test/instantes.json (a Saturday before dawn, a Friday just after midnight, New Year's
 * Eve…; each costs a seed and these four files, about 35 s on one core), business time moved there through PORTAL_AHORA (src/reloj.ts); the main run covers the real now. Alone:
 * `cd api && npm run test:instantes`, or one instant: `PORTAL_AHORA=2026-11-28T05:30 npm test -- --config jest.instantes.config.js`.
 */
export const SENSIBLES_A_LA_FECHA = [
  // What the demo accounts see: debt, statements, balance, credit, the newest order, the recoverer (the debt and
  // balance tests of deuda.test.ts and farmacia.test.ts failed on a Saturday before dawn and on 25 May before it).
  'test/seed/demo-en-cualquier-instante.test.ts',
  'test/areas/cuenta-corriente/cuenta-corriente/resumenes-semanales.test.ts',
  'test/jobs/cumplimiento.test.ts',
  'test/areas/pedidos/carrito/entregas.test.ts',
];

export default { ...base, testMatch: SENSIBLES_A_LA_FECHA.map((archivo) => `<rootDir>/${archivo}`) };
