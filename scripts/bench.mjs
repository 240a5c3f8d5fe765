// `npm run bench`: the API's benchmarks, the ordering section's, then a new visitor's first visit over the built site
// (each package's own `bench` script), one after the other so that none shares the CPU with another.
import { construirFront } from './build.mjs';
import { ayuda, correr, log } from './lib.mjs';

ayuda(`
Uso: npm run bench
Corre las mediciones de la API (api/bench: hub, carrito, confirmación, histórico, cuenta corriente, fuzzing; algunas
necesitan DATABASE_URL y REDIS_URL), las de mfe-pedidos (búsqueda, catálogo listo en Chromium, importación) y la
primera visita y el tablero completo en Chromium (e2e/bench: JavaScript y solicitudes hasta la primera página; hasta que
cada widget muestra sus datos, en frío y en tibio, y el p95 de los datos de cada widget; sobre el sitio compilado),
cada una al lado de su referencia en la misma corrida, con la razón entre ambas.
`);

let fallidas = 0;
for (const paquete of ['api', 'mfe-pedidos', 'e2e']) {
  log(`Mediciones: ${paquete}`);
  if (paquete === 'e2e') await construirFront();
  if ((await correr('npm', ['--prefix', paquete, 'run', 'bench'])) !== 0) fallidas++;
}
process.exit(fallidas ? 1 : 0);
