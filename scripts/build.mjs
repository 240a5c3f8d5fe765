// Builds the host and every remote, two at a time (each webpack build takes ~1 GB),
// skipping a package whose sources have not changed since its last build.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAQUETES_FRONT, ayuda, correrPnpm, instalarDependencias, log, raiz } from './lib.mjs';

const IGNORAR = new Set(['node_modules', 'dist', 'dist-mapas', '@mf-types', 'test-results', '.data']);

function huella(carpetas) {
  const hash = createHash('sha256');
  const recorrer = (dir) => {
    for (const nombre of readdirSync(dir).sort()) {
      if (IGNORAR.has(nombre)) continue;
      const ruta = path.join(dir, nombre);
      const info = statSync(ruta);
      if (info.isDirectory()) recorrer(ruta);
      else hash.update(ruta).update(readFileSync(ruta));
    }
  };
  for (const c of carpetas) {
    if (!existsSync(c)) continue;
    if (statSync(c).isDirectory()) recorrer(c);
    else hash.update(c).update(readFileSync(c));
  }
  return hash.digest('hex');
}

/** Builds at once: webpack leaves part of a core idle (resolving, writing, brotli), so two builds fill the machine's two. */
const A_LA_VEZ = 2;

export async function construirFront({ forzar = false } = {}) {
  const comunes = [path.join(raiz, 'shared'), path.join(raiz, 'build'), path.join(raiz, 'pnpm-lock.yaml')];
  const construir = async (paquete) => {
    const dir = path.join(raiz, paquete);
    const sello = path.join(dir, 'dist', '.huella');
    // The host's shared antd holds exactly the components the whole front end imports (build/federacion.cjs):
    // any package's change can change it.
    const propias = paquete === 'host' ? PAQUETES_FRONT.map((p) => path.join(raiz, p)) : [dir];
    const actual = huella([...propias, ...comunes]);
    if (!forzar && existsSync(sello) && readFileSync(sello, 'utf8') === actual) {
      log(`${paquete}: sin cambios desde la última compilación`);
      return;
    }
    log(`Compilando ${paquete}…`);
    const codigo = await correrPnpm(['--filter', paquete, 'build']);
    if (codigo !== 0) throw new Error(`La compilación de ${paquete} falló`);
    writeFileSync(sello, actual);
  };
  // Each build is independent (the host learns its remotes at run time): a small pool takes the next one.
  const pendientes = [...PAQUETES_FRONT];
  const trabajador = async () => {
    while (pendientes.length > 0) await construir(pendientes.shift());
  };
  await Promise.all(Array.from({ length: A_LA_VEZ }, trabajador));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ayuda(`
Uso: npm run build [-- --forzar]
Compila el host y los remotos cuyo código cambió desde la última compilación (--forzar: todos), de a dos.
`);
  await instalarDependencias();
  await construirFront({ forzar: process.argv.includes('--forzar') });
}
