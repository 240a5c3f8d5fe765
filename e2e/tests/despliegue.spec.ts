import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { iniciarSesion } from './sesion';

/**
 * Independent deployment (issue 5, item 5): a remote is rebuilt and replaced on its own while the host keeps
 * running; a remote built against an incompatible `@portal/shared` is refused with a clear message.
 * The variants are built from a temporary copy of mfe-admin (its sources, with the real node_modules and build
 * helper linked), so the repository's sources are never touched; the served `mfe-admin/dist` is swapped for each
 * variant and restored at the end.
 */

const RAIZ = path.resolve(__dirname, '..', '..');
const REMOTO = path.join(RAIZ, 'mfe-admin');
const SERVIDO = path.join(REMOTO, 'dist');
const HOST_DIST = path.join(RAIZ, 'host', 'dist');
/** The page /admin-usuarios shows; the copy gets a marker right after its title. */
const PAGINA = path.join('src', 'paginas', 'lista-usuarios', 'ListaUsuarios.tsx');
const TITULO_PAGINA = '{TITULO}</Typography.Title>';
const MARCA = `Administración publicada sola ${Date.now().toString(36)}`;

const ejecutar = promisify(execFile);
let trabajo: string;
let original: string;
let copia: string;

/** Path and modification time of every file of a folder: what a rebuild would change. */
function fechas(dir: string): Record<string, number> {
  const salida: Record<string, number> = {};
  const recorrer = (d: string) => {
    for (const nombre of readdirSync(d)) {
      const ruta = path.join(d, nombre);
      const info = statSync(ruta);
      if (info.isDirectory()) recorrer(ruta);
      else salida[path.relative(dir, ruta)] = info.mtimeMs;
    }
  };
  recorrer(dir);
  return salida;
}

/** A build takes 40–90 s on a quiet machine, several minutes on a busy one. */
const CONSTRUCCION_MS = 540_000;

/** Builds the temporary copy of mfe-admin as `pnpm --filter mfe-admin build` would, and returns its dist. */
async function construir(env: Record<string, string> = {}): Promise<string> {
  await ejecutar(path.join(REMOTO, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--config', 'webpack.config.cjs'], {
    cwd: copia,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
    // The build must not outlive the test.
    timeout: CONSTRUCCION_MS,
    killSignal: 'SIGKILL',
  });
  return path.join(copia, 'dist');
}

/** Swaps what the running server serves at /mfe/admin/: the server reads the folder on every request. */
function publicar(carpeta: string) {
  rmSync(SERVIDO, { recursive: true, force: true });
  cpSync(carpeta, SERVIDO, { recursive: true, preserveTimestamps: true });
}

test.describe.configure({ mode: 'serial', timeout: CONSTRUCCION_MS + 120_000 });

test.beforeAll(() => {
  expect(existsSync(path.join(SERVIDO, 'mf-manifest.json')), 'mfe-admin debe estar compilado (node scripts/build.mjs)').toBe(true);
  trabajo = mkdtempSync(path.join(tmpdir(), 'portal-despliegue-'));
  original = path.join(trabajo, 'original');
  cpSync(SERVIDO, original, { recursive: true, preserveTimestamps: true });

  copia = path.join(trabajo, 'mfe-admin');
  mkdirSync(copia);
  for (const archivo of ['package.json', 'webpack.config.cjs', 'tsconfig.json']) cpSync(path.join(REMOTO, archivo), path.join(copia, archivo));
  cpSync(path.join(REMOTO, 'src'), path.join(copia, 'src'), { recursive: true });
  symlinkSync(path.join(REMOTO, 'node_modules'), path.join(copia, 'node_modules'));
  symlinkSync(path.join(RAIZ, 'build'), path.join(trabajo, 'build'));
  symlinkSync(path.join(RAIZ, 'tsconfig.base.json'), path.join(trabajo, 'tsconfig.base.json'));

  const pagina = path.join(copia, PAGINA);
  const fuente = readFileSync(pagina, 'utf8');
  const conTexto = fuente.replace(TITULO_PAGINA, `${TITULO_PAGINA}\n        <p>${MARCA}</p>`);
  expect(conTexto).not.toBe(fuente);
  writeFileSync(pagina, conTexto);
});

test.afterAll(() => {
  if (original && existsSync(original)) publicar(original);
  if (trabajo) rmSync(trabajo, { recursive: true, force: true });
});

test('un remoto recompilado reemplaza al que corre: el cambio se ve al recargar, sin recompilar el host', async ({ page }) => {
  const hostAntes = fechas(HOST_DIST);
  await iniciarSesion(page, 'admin.demo', '/admin-usuarios');
  await expect(page.locator('[data-remoto="mfe-admin"]')).toBeVisible();
  await expect(page.getByText(MARCA)).toHaveCount(0);

  // Rebuilt and published while the host (and the page) keep running.
  publicar(await construir());
  await page.reload();
  await expect(page.locator('[data-remoto="mfe-admin"]')).toBeVisible();
  await expect(page.getByText(MARCA)).toBeVisible();
  expect(fechas(HOST_DIST)).toEqual(hostAntes);

  // The manifest and entry name the current deployment (always revalidated); hashed chunks never change.
  const manifiesto = await page.request.get('/mfe/admin/mf-manifest.json');
  expect(manifiesto.headers()['cache-control']).toBe('no-cache');
  expect((await page.request.get('/mfe/admin/remoteEntry.js')).headers()['cache-control']).toBe('no-cache');
  const trozo = readdirSync(SERVIDO).find((n) => /\.[0-9a-f]{12}\.js$/.test(n));
  expect(trozo).toBeDefined();
  expect((await page.request.get(`/mfe/admin/${trozo}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The other sections are untouched.
  await page.goto('/pedidos/nuevo');
  await expect(page.locator('[data-remoto="mfe-pedidos"]')).toBeVisible();
});

test('un remoto compilado contra un @portal/shared incompatible se rechaza con un mensaje claro', async ({ page }) => {
  publicar(await construir({ FEDERACION_VERSION_SHARED: '2.0.0' }));
  await iniciarSesion(page, 'admin.demo', '/admin-usuarios');
  await expect(
    page.getByText(/La sección mfe-admin fue construida para @portal\/shared\S* \^2\.0\.0, pero el portal usa @portal\/shared\S* 1\.0\.0/).first(),
  ).toBeVisible();
  await expect(page.locator('[data-remoto="mfe-admin"]')).toHaveCount(0);

  await page.goto('/pedidos/nuevo');
  await expect(page.locator('[data-remoto="mfe-pedidos"]')).toBeVisible();
});
