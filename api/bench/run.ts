/**
 * `pnpm bench` (API part): every API benchmark in its own process, one after another, so none shares the CPU
 * with another. Each prints its own figures; see the file of each for what it measures and its settings.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BENCHS = ['hub.ts', 'hub-dos-procesos.ts', 'carrito.ts', 'escaneo.ts', 'confirmar.ts', 'historico.ts', 'cuenta-corriente.ts', 'devolucion-series.ts', 'sugerencia.ts', 'fuzz.ts'];
let fallidos = 0;
for (const bench of BENCHS) {
  console.log(`\n=== ${bench} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) fallidos++;
}
process.exit(fallidos ? 1 : 0);
