// `npm run check [tipos|lint|dependencias]`: the static checks that `npm test` runs before any suite —
// every package type-checked (`tsc --noEmit`; jest's swc only strips types), ESLint over the whole tree, and the
// dependency rules of DESIGN §3 and §6 (`.dependency-cruiser.cjs`). Each is counted as one check in the summary.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ayuda, correr, correrPnpm, duracion, log, raiz } from './lib.mjs';
import { verificarComandos } from './comandos.mjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { probarReglas } from './reglas-dependencias.mjs';
import { verificarCiclos } from './reglas-modulos.mjs';

const bin = (nombre) => path.join(raiz, 'node_modules', '.bin', nombre);

/** Folders the dependency rules look at: every package and the root scripts. */
const CARPETAS = ['shared', 'host', 'mfe-pedidos', 'mfe-cuenta-corriente', 'mfe-devoluciones', 'mfe-home', 'mfe-admin', 'api', 'e2e', 'scripts', 'build'];

export const VERIFICACIONES = {
  tipos: () => correrPnpm(['-r', '--workspace-concurrency=2', '--reporter-hide-prefix', 'typecheck']),
  lint: () => correr(bin('eslint'), ['--max-warnings=0', '--concurrency=2', '.']),
  // First the rules' self-test (each planted import and cycle caught), then the tree itself: one cruise, read twice, by
  // the rules' report and by the cycles between the API's modules and areas (scripts/reglas-modulos.mjs). All always run.
  dependencias: async () => {
    const prueba = await probarReglas();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dependencias-'));
    try {
      const json = path.join(dir, 'cruce.json');
      await correr(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--output-to', json, ...CARPETAS]);
      const arbol = await correr(bin('depcruise-fmt'), ['--output-type', 'err', '--exit-code', json]);
      const ciclos = verificarCiclos(JSON.parse(readFileSync(json, 'utf8')));
      if (ciclos === 0) log('Sin ciclos entre módulos ni entre áreas de la API');
      return prueba || arbol || ciclos;
    } catch (e) {
      log(`Reglas de dependencias: no pudieron correr (${e.message})`);
      return 1;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  // The check's own reading of READMEs first (pnpm refused, packages, placeholders), then every documented command.
  comandos: async () => ((await correr(process.execPath, ['--test', 'scripts/comandos.test.mjs'])) !== 0 ? 1 : verificarComandos()),
};

/** Runs the named checks (all by default) and answers one `{ nombre, passed, failed }` per check. */
export async function verificar(nombres = Object.keys(VERIFICACIONES)) {
  const resultados = [];
  for (const nombre of nombres) {
    log(`Verificación: ${nombre}`);
    const desde = Date.now();
    const codigo = await VERIFICACIONES[nombre]();
    log(`Verificación ${nombre}: ${duracion(desde)}`);
    if (codigo !== 0) log(`Verificación ${nombre}: falló (código ${codigo})`);
    resultados.push({ nombre: `verificación ${nombre}`, passed: codigo === 0 ? 1 : 0, failed: codigo === 0 ? 0 : 1 });
  }
  return resultados;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ayuda(`
Uso: npm run check [-- tipos|lint|dependencias|comandos]
Las verificaciones que npm test corre primero (todas, o las nombradas): tsc en cada paquete, ESLint, las reglas de
dependencias (.dependency-cruiser.cjs) y que cada comando que muestran los README funcione (--help o una prueba en
seco; ninguno con pnpm).
Atajos: npm run typecheck, npm run lint, npm run deps.
`);
  const pedidas = process.argv.slice(2);
  const desconocida = pedidas.find((n) => !(n in VERIFICACIONES));
  if (desconocida) {
    console.error(`Verificación desconocida: ${desconocida}. Opciones: ${Object.keys(VERIFICACIONES).join(', ')}.`);
    process.exit(2);
  }
  const resultados = await verificar(pedidas.length ? pedidas : undefined);
  process.exit(resultados.every((r) => r.failed === 0) ? 0 : 1);
}
