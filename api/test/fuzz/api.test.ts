import { rutasProtegidas } from '../../src/plugins/autorizacion.js';
import { crearEntorno } from '../support/entorno.js';
import { ajustesDelEntorno, prepararFuzzer } from './fuzzer.js';
import { nombreOperacion, rutaOpenApi } from './operaciones.js';

/**
 * Property-based fuzzing of every operation of the OpenAPI document (see fuzzer.ts), as the right user, a user without
 * the route's role, another pharmacy's user and an anonymous caller. It fails on any 5xx (or no answer), on a 4xx
 * whose body is not our Spanish `{ title, status, mensaje, errors }`, on a 2xx to a caller without access, and on a
 * 2xx that carries another pharmacy's data or acts on another pharmacy's resource.
 *
 * Bounded for CI with a fixed seed: FUZZ_RUNS (requests per operation and caller) and FUZZ_SEED override them;
 * FUZZ_SHRINK=1 shrinks a failure. `pnpm --filter @portal/api exec tsx bench/fuzz.ts` runs the same properties much longer.
 *
 * The file has its own database (test/support/entorno.ts), so the fuzzer's writes reach no other test file; within the
 * file reads run first and deletions last, and the accounts it acts as are never the target of a write.
 */

const entorno = await crearEntorno();
const fuzzer = await prepararFuzzer(entorno);
// About 4,800 requests in all (12 per operation and caller until the API outgrows that): the suite stays near a minute
// of CPU however many operations the document gains.
const propiedades = fuzzer.operaciones.reduce((n, op) => n + fuzzer.actores(op).length, 0);
const ajustes = ajustesDelEntorno({ corridas: Math.max(4, Math.min(12, Math.floor(4_800 / propiedades))), semilla: 20_261_001 });

afterAll(() => entorno.cerrar());

test('the OpenAPI document lists every /api route the app serves, so every one is fuzzed', () => {
  const documentadas = new Set(fuzzer.operaciones.map(nombreOperacion));
  const servidas = rutasProtegidas(entorno.app).map((r) => `${r.method} ${rutaOpenApi(r.url)}`);
  expect(servidas.filter((r) => !documentadas.has(r))).toEqual([]);
  expect(fuzzer.operaciones.length).toBeGreaterThan(0);
});

describe.each(fuzzer.operaciones.map((op) => [nombreOperacion(op), op] as const))('%s', (_nombre, op) => {
  test.each(fuzzer.actores(op).map((actor) => [`${actor.papel} (${actor.userName ?? 'sin token'})`, actor] as const))('as %s', async (_papel, actor) => {
    expect(await fuzzer.ejecutar(op, actor, ajustes)).toBeNull();
  });
});
