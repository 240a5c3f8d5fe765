import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';

const TITULO_AVISO = 'Sistema en Mantenimiento';
const MENSAJE_MANTENIMIENTO = 'El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.';

/** The operator command's credentials: OPERATOR_TOKEN, or the file the local API writes for it. */
function tokenOperador(): string {
  const deEntorno = process.env.OPERATOR_TOKEN?.trim();
  if (deEntorno) return deEntorno;
  return readFileSync(path.resolve(__dirname, '../../api/.data/operador.token'), 'utf8').trim();
}

/** What `npm run maintenance -- on|off` does: the operator endpoint of the running API. */
async function mantenimiento(request: APIRequestContext, activo: boolean): Promise<void> {
  const respuesta = await request.post('/operador/mantenimiento', {
    headers: { 'x-operador-token': tokenOperador() },
    data: { activo, seccion: 0 },
  });
  expect(respuesta.status()).toBe(200);
}

/** Signs in and waits until the cart link has completed its handshake, so that server signals reach the page. */
async function entrarConEnlace(page: Page, usuario: string): Promise<void> {
  const enlace = page.waitForEvent('websocket', { predicate: (ws) => /carritousuariohub/i.test(ws.url()), timeout: 30_000 });
  await iniciarSesion(page, usuario);
  const ws = await enlace;
  await ws.waitForEvent('framereceived');
}

test.describe('mantenimiento del sitio', () => {
  test.afterEach(async ({ request }) => {
    await mantenimiento(request, false);
  });

  test('el comando de operador muestra el aviso de mantenimiento y, al terminar, lo cierra', async ({ page, request }) => {
    await entrarConEnlace(page, 'admin.demo');

    await mantenimiento(request, true);

    const aviso = page.locator('.ant-notification-notice').filter({ hasText: TITULO_AVISO });
    await expect(aviso).toBeVisible();
    await expect(aviso).toContainText(MENSAJE_MANTENIMIENTO);
    await expect(aviso.getByRole('button', { name: 'Aceptar' })).toBeVisible();

    await mantenimiento(request, false);

    // Gone for the user: removed, or faded out to nothing. After a long run the browser sometimes never delivers the
    // fade-out's end event, and the faded notice stays in the DOM at opacity 0 (invisible, but "visible" to toBeHidden).
    await expect
      .poll(() => aviso.evaluateAll((avisos) => avisos.filter((a) => Number(getComputedStyle(a).opacity) > 0.01).length), { timeout: 15_000 })
      .toBe(0);
  });

  test('si durante el mantenimiento cambió la versión publicada, lleva al sitio en mantenimiento con espera', async ({ page, request }) => {
    await entrarConEnlace(page, 'admin.demo');
    await page.route('**/version.json', (ruta) => ruta.fulfill({ json: { sha: 'version-nueva-publicada' } }));

    await mantenimiento(request, true);

    await expect(page).toHaveURL(/\/sitio-en-mantenimiento\?wait=true$/);
    await expect(page.getByText('Sitio en mantenimiento').first()).toBeVisible();
  });
});

test('una farmacia bloqueada que abre el buscador de productos termina en la página de farmacia bloqueada', async ({ page }) => {
  await iniciarSesion(page, 'bloqueada.demo', '/pedidos/nuevo');

  await expect(page).toHaveURL(/\/pedidos\/farmacia-bloqueada$/);
  await expect(page).toHaveTitle('Farmacia bloqueada');
});

test('/vencidos-deshabilitado se muestra en modo kiosco, sin menú ni cabecera', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo', '/vencidos-deshabilitado');

  await expect(page).toHaveURL(/\/vencidos-deshabilitado$/);
  await expect(page).toHaveTitle('Convenio Vencidos');
  await expect(page.locator('[data-modo="kiosk"]')).toBeVisible();
  await expect(page.getByRole('menu', { name: 'Menú principal' })).toHaveCount(0);
  await expect(page.getByTestId('reloj-servidor')).toHaveCount(0);
});

test('/storybook es pública y muestra los componentes compartidos funcionando', async ({ page }) => {
  await page.goto('/storybook');

  await expect(page).toHaveURL(/\/storybook\/smart-table-array$/);
  await expect(page.getByRole('heading', { name: 'TablaInteligente' })).toBeVisible();
  await expect(page.getByText('1-10 de 45')).toBeVisible();

  await page.getByRole('menu', { name: 'Componentes' }).getByRole('link', { name: 'Ingreso de lotes' }).click();
  await expect(page).toHaveURL(/\/storybook\/ingreso-lotes$/);
  await expect(page.getByRole('heading', { name: 'IngresoLotes' })).toBeVisible();
  // By its whole name: the three cards' fields appear one by one, and "the first 'Lote…'" was at times the third card's.
  const lote = page.getByRole('textbox', { name: 'Lote de ejemplo', exact: true });
  await lote.fill(' 00ab-12 ');
  // As a scanner ends a code.
  await lote.press('Enter');
  // Normalised (no spaces nor leading zeros, upper case) and checked: the entry shows its state.
  await expect(page.getByText('AB-12 · Válido')).toBeVisible();
  await expect(page.getByText('1 de 3 unidades')).toBeVisible();
});

test('el portal tiene su ícono: la pestaña lo muestra y el pedido por defecto del navegador no da 404', async ({ page, request }) => {
  await page.goto('/storybook');
  const icono = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icono).toBe('/favicon.svg');
  for (const ruta of [icono!, '/favicon.ico']) {
    const respuesta = await request.get(ruta);
    expect(respuesta.status(), ruta).toBe(200);
    expect(respuesta.headers()['content-type'], ruta).toMatch(/^image\//);
  }
});

test('el sitio no entrega mapas de fuentes, ni del host ni de un remoto, y sus scripts no los nombran', async ({ request }) => {
  const manifiesto = (await (await request.get('/mfe/pedidos/mf-manifest.json')).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const deRemoto = ['remoteEntry.js', ...manifiesto.exposes.flatMap((e) => e.assets.js.sync)].map((archivo) => `/mfe/pedidos/${archivo}`);
  expect(deRemoto.length).toBeGreaterThan(1);
  for (const script of ['/main.js', ...deRemoto]) {
    const respuesta = await request.get(script);
    expect(respuesta.status(), script).toBe(200);
    expect(await respuesta.text(), script).not.toContain('sourceMappingURL');
    // Neither the map nor the portal's page in its place, also when a browser asks for it.
    for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
      const mapa = await request.get(`${script}.map`, { headers: { accept } });
      expect(mapa.status(), `${script}.map (${accept})`).toBe(404);
    }
  }
});
