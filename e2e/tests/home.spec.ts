import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { iniciarSesion, modalNovedades } from './sesion.js';

/** The shipped config.json keeps the dashboard read-only (SPEC default); these journeys turn activarDashboardEditable on. */
async function conTableroEditable(contexto: BrowserContext) {
  await contexto.route('**/config.json', async (route) => {
    const respuesta = await route.fetch();
    const config = await respuesta.json();
    await route.fulfill({ response: respuesta, json: { ...config, toggles: { ...config.toggles, activarDashboardEditable: true } } });
  });
}

const widget = (page: Page, nombre: string) => page.locator(`[data-widget="${nombre}"]`);
/** Where the grid put a widget and its size (not the viewport's box, which moves with the page's scroll). */
const ubicacion = (page: Page, nombre: string) =>
  widget(page, nombre).evaluate((e: HTMLElement) => ({ transform: e.style.transform, ancho: e.style.width, alto: e.style.height }));
const remoto = (page: Page) => page.locator('[data-remoto="mfe-home"]');

/** The signed-in user's bearer token, as the portal keeps it (oidc-client-ts in sessionStorage). */
const tokenDe = (page: Page) =>
  page.evaluate(() => {
    const clave = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(clave)!) as { access_token: string }).access_token;
  });

/** Dashboard edits done through the page: a widget's handle, the buttons to add and remove. */
async function editar(page: Page, cambios: (page: Page) => Promise<void>) {
  await page.getByRole('button', { name: /Editar tablero/ }).click();
  await cambios(page);
  await page.getByRole('button', { name: 'Guardar tablero' }).click();
  await expect(page.getByText('Tablero guardado.')).toBeVisible();
}

test('admin.demo rearranges the dashboard and finds it the same in a new browser context', async ({ browser }) => {
  const primero = await browser.newContext();
  await conTableroEditable(primero);
  const page = await primero.newPage();
  await iniciarSesion(page, 'admin.demo', '/');
  await expect(widget(page, 'proximo-cierre').getByText(/^Faltan|El reparto cerró/)).toBeVisible();
  // Six widgets, the most maxWidgetsDashboard allows: one goes (bonos) before another comes (evento).
  await expect(page.locator('[data-widget]')).toHaveCount(6);
  await editar(page, async () => {
    await expect(page.getByRole('button', { name: 'Evento' })).toBeDisabled();
    await page.getByRole('button', { name: 'Quitar Bonos pendientes' }).click();
    await page.getByRole('button', { name: 'Evento' }).click();
    await expect(widget(page, 'evento').getByText('Jornada de Actualización Farmacéutica')).toBeVisible();
    const asa = page.getByRole('button', { name: 'Mover Evento' });
    await asa.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
  });
  await expect(widget(page, 'evento')).toHaveCSS('transform', /matrix/);
  const antes = await ubicacion(page, 'evento');
  expect(antes.transform).toMatch(/^translate\(\d+px, ?\d+px\)$/);
  await primero.close();

  const segundo = await browser.newContext();
  await conTableroEditable(segundo);
  const otra = await segundo.newPage();
  await iniciarSesion(otra, 'admin.demo', '/');
  await expect(widget(otra, 'evento').getByText('Jornada de Actualización Farmacéutica')).toBeVisible();
  await expect(widget(otra, 'bonos')).toHaveCount(0);
  await expect.poll(() => ubicacion(otra, 'evento')).toEqual(antes);
  // Back as it was, so the journey can run again on the same server.
  await editar(otra, async () => {
    await otra.getByRole('button', { name: 'Quitar Evento' }).click();
    await otra.getByRole('button', { name: 'Bonos pendientes' }).click();
  });
  await expect(widget(otra, 'evento')).toHaveCount(0);
  await segundo.close();
});

for (const ancho of [1024, 1366]) {
  test(`at ${ancho} px the dashboard fits its page: every widget within the content, nothing past the right edge`, async ({ page }) => {
    await page.setViewportSize({ width: ancho, height: 800 });
    await iniciarSesion(page, 'admin.demo', '/');
    await expect(page.locator('[data-widget]').first()).toBeVisible();
    // The grid takes the width of the page's content (measured from its first render), not a default of its own.
    const { derechaContenido, derechas, desborde } = await remoto(page).evaluate((r) => ({
      derechaContenido: r.getBoundingClientRect().right,
      derechas: [...r.querySelectorAll('[data-widget]')].map((w) => w.getBoundingClientRect().right),
      desborde: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(derechas.length).toBeGreaterThan(0);
    for (const derecha of derechas) expect(derecha).toBeLessThanOrEqual(derechaContenido + 1);
    expect(desborde).toBeLessThanOrEqual(0);
  });
}

test('admin.demo registers an attendee for the active event, edits it and removes it', async ({ page }) => {
  const dni = String(30_000_000 + Math.floor(Math.random() * 9_000_000));
  await iniciarSesion(page, 'admin.demo', '/eventos');
  await expect(remoto(page).getByText('Jornada de Actualización Farmacéutica')).toBeVisible();
  await expect(remoto(page).getByText(/^Inscriptos de su farmacia \(\d de 3\)$/)).toBeVisible();
  await remoto(page).getByRole('button', { name: /Agregar inscripto/ }).click();
  const alta = page.getByRole('dialog', { name: 'Agregar inscripto' });
  await alta.getByLabel('DNI').fill(dni);
  await alta.getByLabel('Nombre y apellido').fill('Inés Journey');
  await alta.getByLabel('Teléfono').fill('11 4555-0101');
  await alta.getByLabel('Email').fill('ines@farmacia.example');
  await alta.getByRole('button', { name: 'Guardar' }).click();
  const fila = remoto(page).getByRole('row').filter({ hasText: dni });
  await expect(fila).toContainText('Inés Journey');

  await fila.getByRole('button', { name: 'Editar a Inés Journey' }).click();
  const edicion = page.getByRole('dialog', { name: 'Editar inscripto' });
  await expect(edicion.getByLabel('DNI')).toHaveValue(dni);
  await edicion.getByLabel('Nombre y apellido').fill('Inés Editada');
  await edicion.getByRole('button', { name: 'Guardar' }).click();
  await expect(fila).toContainText('Inés Editada');

  await fila.getByRole('button', { name: 'Quitar a Inés Editada' }).click();
  await page.getByRole('button', { name: 'Quitar', exact: true }).click();
  await expect(remoto(page).getByRole('row').filter({ hasText: dni })).toHaveCount(0);
});

test('a search banner leads to the product searcher with its text', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo', '/banners');
  await page.getByRole('link', { name: /busca «ibuprofeno» en el buscador de productos/ }).click();
  await expect(page).toHaveURL(/\/pedidos\/nuevo\?texto=ibuprofeno$/);
  await expect(page.getByRole('textbox', { name: 'Buscar productos' })).toHaveValue('ibuprofeno');
});

test("a private file downloads for its pharmacy (with progress, from the file store) and is refused to another pharmacy", async ({ page, browser }) => {
  await iniciarSesion(page, 'admin.demo', '/archivos');
  const seccion = remoto(page).locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Archivos de su farmacia' }) });
  const fila = seccion.getByRole('row').filter({ hasText: 'Estado de cuenta.txt' });
  const descarga = page.waitForEvent('download');
  const pedido = page.waitForRequest(/\/api\/archivo\/DescargarArchivo\/privado\/1001\/\d+\//);
  await fila.getByRole('button', { name: 'Descargar Estado de cuenta.txt' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('Estado de cuenta.txt');
  expect(await readFile((await archivo.path())!, 'utf8')).toContain('Farmacia 1001');
  const url = (await pedido).url();

  const contexto = await browser.newContext();
  const otra = await contexto.newPage();
  await iniciarSesion(otra, 'otra.demo', '/archivos');
  await expect(remoto(otra).getByText('Estado de cuenta.txt')).toBeVisible();
  const token = await tokenDe(otra);
  const pedir = (direccion: string) => otra.evaluate(async ([u, t]) => (await fetch(u!, { headers: { authorization: `Bearer ${t}` } })).status, [direccion, token]);
  // 1001's file by its own address, and by 1002's address with 1001's file id: neither is served.
  expect(await pedir(url)).toBe(404);
  expect(await pedir(url.replace('/privado/1001/', '/privado/1002/'))).toBe(404);
  await contexto.close();
});

test("cuenta.demo sees the pharmacy's news where it lands (/cc), and its sitemap holds no ordering page", async ({ page }) => {
  const lectura = page.waitForResponse(/\/api\/novedad\/lectura\/\d+$/);
  await iniciarSesion(page, 'cuenta.demo', '/');
  // This journey looks at the modal itself.
  await page.removeLocatorHandler(modalNovedades(page));
  // Shown after login unless this user read it lately (a run before on the same server): then not shown again.
  const { leidaEn } = (await (await lectura).json()) as { leidaEn: string | null };
  await expect(page).toHaveURL(/\/cc\//);
  if (leidaEn === null) {
    await expect(modalNovedades(page)).toContainText('Nuevas ofertas de dermocosmética');
    await modalNovedades(page).getByRole('button', { name: 'Entendido' }).click();
    await expect(modalNovedades(page)).toHaveCount(0);
  } else {
    await page.waitForTimeout(1_000);
    await expect(modalNovedades(page)).toHaveCount(0);
  }

  await page.goto('/sitemap');
  await expect(remoto(page).getByRole('heading', { name: 'Sitemap' })).toBeVisible();
  const enlaces = remoto(page).getByRole('link');
  await expect(enlaces.first()).toBeVisible();
  const destinos = await enlaces.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(destinos).toEqual(expect.arrayContaining(['/archivos', '/sitemap']));
  expect(destinos.some((d) => d.startsWith('/cc/'))).toBe(true);
  expect(destinos.filter((d) => /^\/(pedidos|historico|control-pedidos|recalls|devoluciones)(\/|$)/.test(d) || d === '/')).toEqual([]);
});
