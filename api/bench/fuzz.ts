/**
 * The API fuzz suite's properties (test/fuzz/) at a larger size: every operation of the OpenAPI document, as the
 * right user, a user without the role, another pharmacy's user and an anonymous caller, with many more requests.
 * Prints, per operation, how many answers fell in each status class and how many were unacceptable (5xx, a 4xx without
 * our Spanish body, a 2xx to a caller without access or carrying another pharmacy's data), then the first of those.
 * It keeps going past failures (the suite stops at the first of each property) and exits 1 if there was any.
 *
 *   pnpm --filter @portal/api exec tsx bench/fuzz.ts [solicitudes por operación y usuario=150]     (FUZZ_SEED, FUZZ_RUNS)
 *
 * In-memory PGlite with the demo seed by default; DATABASE_URL points it at a PostgreSQL server (a fresh database).
 */
import { crearEntorno } from '../test/support/entorno.js';
import { ajustesDelEntorno, prepararFuzzer, type Registro } from '../test/fuzz/fuzzer.js';
import { nombreOperacion } from '../test/fuzz/operaciones.js';
import { describirSolicitud } from '../test/fuzz/solicitudes.js';

const ajustes = ajustesDelEntorno({ corridas: Number(process.argv[2] ?? 150), semilla: 20_261_001 });
/** Unacceptable answers are grouped by kind (status and the start of the problem); one example of each is printed. */
const clase = (problema: string) => problema.replace(/\d{4,}/g, 'N').slice(0, 70);

const CLASES = ['2xx', '3xx', '4xx', '5xx', 'sin respuesta'] as const;
type Clase = (typeof CLASES)[number];
const claseDe = (estado: number): Clase => (estado === 599 ? 'sin respuesta' : (`${Math.floor(estado / 100)}xx` as Clase));

const entorno = await crearEntorno({ config: { logLevel: 'warn' } });
try {
  const fuzzer = await prepararFuzzer(entorno);
  const porOperacion = new Map<string, Record<Clase | 'inaceptables', number>>();
  const tipos = new Map<string, { veces: number; ejemplo: string }>();
  let solicitudes = 0;
  const registrar = ({ op, actor, solicitud, respuesta, problemas }: Registro) => {
    solicitudes++;
    const fila = porOperacion.get(nombreOperacion(op)) ?? { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'sin respuesta': 0, inaceptables: 0 };
    fila[claseDe(respuesta.estado)]++;
    if (problemas.length) {
      fila.inaceptables++;
      for (const problema of problemas) {
        const tipo = tipos.get(clase(problema)) ?? { veces: 0, ejemplo: `${nombreOperacion(op)} como ${actor.userName ?? 'anónimo'}: ${problema}\n  ${describirSolicitud(solicitud)}` };
        tipo.veces++;
        tipos.set(clase(problema), tipo);
      }
    }
    porOperacion.set(nombreOperacion(op), fila);
  };

  console.log(`${fuzzer.operaciones.length} operaciones, ${ajustes.corridas} solicitudes por operación y usuario, semilla ${ajustes.semilla} (${entorno.baseDatos.tipo})`);
  const inicio = performance.now();
  for (const op of fuzzer.operaciones) {
    for (const actor of fuzzer.actores(op)) await fuzzer.ejecutar(op, actor, ajustes, registrar);
  }
  const segundos = (performance.now() - inicio) / 1000;

  const columnas = [...CLASES, 'inaceptables'] as const;
  const ancho = Math.max(...[...porOperacion.keys()].map((k) => k.length));
  console.log(`\n${'operación'.padEnd(ancho)}  ${columnas.map((c) => c.padStart(13)).join('')}`);
  const totales = Object.fromEntries(columnas.map((c) => [c, 0])) as Record<(typeof columnas)[number], number>;
  for (const [nombre, fila] of porOperacion) {
    console.log(`${nombre.padEnd(ancho)}  ${columnas.map((c) => String(fila[c]).padStart(13)).join('')}`);
    for (const c of columnas) totales[c] += fila[c];
  }
  console.log(`${'total'.padEnd(ancho)}  ${columnas.map((c) => String(totales[c]).padStart(13)).join('')}`);
  console.log(`\n${solicitudes} solicitudes en ${segundos.toFixed(1)} s (${(solicitudes / segundos).toFixed(0)}/s)`);
  if (tipos.size) {
    console.log('\nRespuestas inaceptables, por tipo (veces, y un ejemplo):');
    for (const { veces, ejemplo } of [...tipos.values()].sort((a, b) => b.veces - a.veces)) console.log(`\n${veces} ×  ${ejemplo}`);
  }
  process.exitCode = totales.inaceptables ? 1 : 0;
} finally {
  await entorno.cerrar();
}
