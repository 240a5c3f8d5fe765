import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { iniciarSesion } from './sesion';

/**
 * Independent deployment (issue 5, item 5): a remote is rebuilt and replaced on its own while the host keeps
 * running; a remote built against an incompatible `@portal/shared` is refused with a clear message. And a section adds
 * a page by deploying only itself (issue 28, item 2): the rebuilt copy also carries a page of its own that neither the
 * host nor shared know (a fixture: a route in its metadatos-rutas.ts, a page in its routes.ts), and once published the
 * page is routable, guarded, in the menu and in the sitemap.
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

/** The page only the copy's build has: its route (with a role and a menu entry) and its page. */
const NUEVA = {
  path: '/admin-usuarios/publicada-sola',
  titulo: 'Página publicada sola',
  etiqueta: 'Publicada sola',
  marca: `Página que solo publicó mfe-admin ${Date.now().toString(36)}`,
};
const RUTA_NUEVA =
  `    'publicada-sola': { path: '${NUEVA.path}', titulo: '${NUEVA.titulo}', rol: 'Administrador', ` +
  `menu: { grupo: 'Administración', etiqueta: '${NUEVA.etiqueta}', orden: 2 } },\n`;
const PAGINA_NUEVA = `export default function PaginaPublicadaSola() {
  return (
    <section data-remoto="mfe-admin">
      <h2>${NUEVA.titulo}</h2>
      <p>${NUEVA.marca}</p>
    </section>
  );
}
`;

/** Inserts `texto` after `ancla` in one of the copy's files; the anchor must be there. */
function agregar(archivo: string, ancla: string, texto: string) {
  const fuente = readFileSync(archivo, 'utf8');
  expect(fuente, `${archivo} debe tener «${ancla.trim()}»`).toContain(ancla);
  writeFileSync(archivo, fuente.replace(ancla, `${ancla}${texto}`));
}

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

/** The copy with the marker and the new page, built once for the journeys that publish it. */
let conPaginaNueva: Promise<string> | null = null;
const construirConPaginaNueva = () => (conPaginaNueva ??= construir());

/** Every file of the host's build that mentions `texto`. */
function enElHost(texto: string): string[] {
  const encontrados: string[] = [];
  const recorrer = (d: string) => {
    for (const nombre of readdirSync(d)) {
      const ruta = path.join(d, nombre);
      if (statSync(ruta).isDirectory()) recorrer(ruta);
      else if (/\.(js|json|html)$/.test(nombre) && readFileSync(ruta, 'utf8').includes(texto)) encontrados.push(path.relative(HOST_DIST, ruta));
    }
  };
  recorrer(HOST_DIST);
  return encontrados;
}

const menu = (page: Page) => page.getByRole('menu', { name: 'Menú principal' });

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

  // A page of the remote alone: its metadata (what its manifest will carry) and its page in ./routes.
  mkdirSync(path.join(copia, 'src', 'paginas', 'publicada-sola'));
  writeFileSync(path.join(copia, 'src', 'paginas', 'publicada-sola', 'PaginaPublicadaSola.tsx'), PAGINA_NUEVA);
  agregar(path.join(copia, 'src', 'metadatos-rutas.ts'), '  rutas: {\n', RUTA_NUEVA);
  agregar(
    path.join(copia, 'src', 'routes.ts'),
    'definirRutas(RUTAS_ADMIN, {\n',
    "  'publicada-sola': () => import('./paginas/publicada-sola/PaginaPublicadaSola.js'),\n",
  );
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
  publicar(await construirConPaginaNueva());
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

test('una página que publica solo su remoto es ruteable, protegida, está en el menú y en el sitemap; el host no la conoce', async ({ page, browser }) => {
  const hostAntes = fechas(HOST_DIST);
  // The host's build holds no section's page: neither this one nor any other's title or path.
  expect(enElHost(NUEVA.titulo)).toEqual([]);
  expect(enElHost('Administración de usuarios de farmacia')).toEqual([]);
  expect(enElHost('/cc/operaciones-de-la-semana')).toEqual([]);

  publicar(await construirConPaginaNueva());
  const manifiesto = await (await page.request.get('/mfe/admin/mf-manifest.json')).json();
  expect(manifiesto.metaData.rutasPortal.rutas['publicada-sola']).toMatchObject({ path: NUEVA.path, titulo: NUEVA.titulo });

  // Routable: opened by its address, with its title.
  await iniciarSesion(page, 'admin.demo', NUEVA.path);
  await expect(page.getByText(NUEVA.marca)).toBeVisible();
  await expect(page).toHaveTitle(NUEVA.titulo);

  // In the menu, under its section's group, and it opens from there.
  await page.goto('/admin-usuarios');
  await expect(page.locator('[data-remoto="mfe-admin"]').first()).toBeVisible();
  await menu(page).getByRole('menuitem', { name: NUEVA.etiqueta }).click();
  await expect(page).toHaveURL(new RegExp(`${NUEVA.path}$`));
  await expect(page.getByText(NUEVA.marca)).toBeVisible();

  // In the sitemap (mfe-home's page, which reads the portal's merged routes).
  await page.goto('/sitemap');
  await expect(page.getByRole('link', { name: NUEVA.titulo })).toHaveAttribute('href', NUEVA.path);

  // Guarded by the role it declares: an order clerk is sent to /error401 and has no such entry.
  const contexto = await browser.newContext();
  try {
    const otra = await contexto.newPage();
    await iniciarSesion(otra, 'pedidos.demo', NUEVA.path);
    await expect(otra).toHaveURL(/\/error401$/);
    await expect(otra.getByText('Sin permisos para acceder').first()).toBeVisible();
    await expect(menu(otra)).toBeVisible();
    await expect(menu(otra).getByRole('menuitem', { name: NUEVA.etiqueta })).toHaveCount(0);
    await otra.goto('/sitemap');
    await expect(otra.locator('[data-remoto="mfe-home"]').first()).toBeVisible();
    await expect(otra.getByRole('link', { name: NUEVA.titulo })).toHaveCount(0);
  } finally {
    await contexto.close();
  }
  expect(fechas(HOST_DIST)).toEqual(hostAntes);
});

test('un remoto que no responde oculta solo su menú y sus rutas dicen que la sección no está disponible', async ({ page }) => {
  publicar(original);
  await page.route('**/mfe/admin/mf-manifest.json', (ruta) => ruta.abort('connectionrefused'));
  await iniciarSesion(page, 'admin.demo', '/admin-usuarios/editar/7');
  await expect(page.getByText('Sección no disponible momentáneamente')).toBeVisible();
  await expect(page).toHaveTitle('Sección no disponible momentáneamente');
  await expect(menu(page)).toBeVisible();
  await expect(menu(page)).not.toContainText('Administración');
  await expect(menu(page)).toContainText('Cuenta corriente');

  // The rest of the portal works; once the section answers again, «Reintentar» brings its page and its menu back.
  await page.goto('/cc/composicion-de-la-deuda');
  await expect(page.locator('[data-remoto="mfe-cuenta-corriente"]').first()).toBeVisible();
  await page.goto('/admin-usuarios');
  await expect(page.getByText('Sección no disponible momentáneamente')).toBeVisible();
  await page.unroute('**/mfe/admin/mf-manifest.json');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.locator('[data-remoto="mfe-admin"]').first()).toBeVisible();
  await expect(menu(page)).toContainText('Administración');
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
