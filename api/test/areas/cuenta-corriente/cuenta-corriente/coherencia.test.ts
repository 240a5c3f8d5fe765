import { sql } from 'drizzle-orm';
import type { Escala } from '../../../../src/seed/index.js';
import { sembrar } from '../../../../src/seed/index.js';
import { GRUPO_DEMO_ID } from '../../../../src/seed/cuentas.js';
import { suiteApi } from '../../../support/suite-api.js';
import { revisarCoherencia } from './coherencia.js';
import * as reloj from '../../../../src/reloj.js';

/**
 * The seeded current account adds up, checked from the rows (coherencia.ts). The demo seed by default; with
 * SEED_SCALE=large this file builds the large seed instead (1,000 pharmacies, a minute or two on PostgreSQL: run it on
 * its own, `SEED_SCALE=large DATABASE_URL=… jest test/areas/cuenta-corriente/cuenta-corriente/coherencia.test.ts`; the current-account bench
 * runs the same check on the large seed).
 */
const ESCALA = (process.env.SEED_SCALE ?? 'demo') as Escala;
const suite = suiteApi({ sembrar: ESCALA === 'demo' });
const { como } = suite;

beforeAll(async () => {
  if (ESCALA !== 'demo') await sembrar(suite.entorno.baseDatos.db, ESCALA);
}, 1_200_000);

const sumaMovimientos = async (farmaciaId: number) => {
  const { rows } = (await suite.entorno.baseDatos.db.execute(sql`select importe::text from movimiento_cuenta where farmacia_id = ${farmaciaId}`)) as unknown as { rows: { importe: string }[] };
  return rows.reduce((s, r) => s + Math.round(Number(r.importe) * 100), 0) / 100;
};

test(`every seeded pharmacy (${ESCALA}): its balance is minus the sum of its movements, its weekly statements add up with credit notes, its debt statements add up to what it owes, its invoices carry the letter of its taxpayer type`, async () => {
  const r = await revisarCoherencia(suite.entorno.baseDatos.db, reloj.hoy());
  expect(r.problemas).toEqual([]);
  expect(r.farmacias).toBeGreaterThan(ESCALA === 'demo' ? 20 : 900);
  expect(r.resumenes).toBeGreaterThan(ESCALA === 'demo' ? 300 : 90_000);
  const { rows } = (await suite.entorno.baseDatos.db.execute(sql`select count(*)::int as n from factura where tipo_comprobante_id = 3`)) as unknown as { rows: { n: number }[] };
  expect(rows[0]!.n).toBeGreaterThan(0);
}, 600_000);

test('what the pages show agrees with the rows: the composition balance, and the credit each group pharmacy has taken', async () => {
  for (const id of [1001, 1003]) {
    const c = await como('grupo.demo', 'GET', `/api/CuentaCorriente/composicion/${id}`);
    expect(c.status).toBe(200);
    expect(c.body.saldo).toBeCloseTo(await sumaMovimientos(id), 2);
  }
  expect((await como('grupo.demo', 'GET', '/api/CuentaCorriente/composicion/1002')).status).toBe(404);
  const farmacias = await como('grupo.demo', 'GET', `/api/FarmaciaGrupo/Farmacias/${GRUPO_DEMO_ID}`);
  expect(farmacias.body.map((f: { id: number }) => f.id)).toEqual([1001, 1003]);
  let tomado = 0;
  for (const f of farmacias.body as { id: number; creditoTomado: number }[]) {
    const deuda = Math.max(0, await sumaMovimientos(f.id));
    expect(f.creditoTomado).toBeCloseTo(deuda, 2);
    tomado += deuda;
  }
  const info = await como('grupo.demo', 'GET', `/api/FarmaciaGrupo/InfoGrupo/${GRUPO_DEMO_ID}`);
  expect(info.body.creditoTomado).toBeCloseTo(tomado, 2);
  expect(tomado).toBeGreaterThan(0);
});
