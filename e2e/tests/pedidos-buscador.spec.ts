import { expect, type Page, type Request } from '@playwright/test';
import { test } from './sesion';

async function abrirBuscador(entrar: (usuario: string) => Promise<Page>, usuario: string): Promise<Page> {
  const page = await entrar(usuario);
  await page.goto('/pedidos/nuevo');
  await expect(page.getByRole('textbox', { name: 'Buscar productos' })).toBeVisible();
  await expect(page.getByText('Cargando el catálogo de productos…')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Buscar productos' })).toBeFocused();
  return page;
}

const lineasCarrito = (page: Page) => page.locator('[data-testid^="linea-carrito-"]');

/** The page's calls to the cart (`POST /api/carritopersistente/AgregarItemCarrito`…), with the token they carried. */
function llamadasAlCarrito(page: Page) {
  const llamadas: { llamada: string; cuerpo: unknown; autorizacion: string }[] = [];
  const anotar = (r: Request) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/carritopersistente/')) {
      llamadas.push({ llamada: `${r.method()} ${pathname}`, cuerpo: r.postDataJSON() as unknown, autorizacion: r.headers()['authorization'] ?? '' });
    }
  };
  page.on('request', anotar);
  return { llamadas, desde: () => llamadas.length, de: (llamada: string, desde = 0) => llamadas.slice(desde).filter((l) => l.llamada === llamada) };
}

const soloDigitos = (texto: string | null) => (texto ?? '').replace(/\D/g, '');

/**
 * Empties the pharmacy's cart left by earlier journeys (the history's reorder fills it). The panel reads "vacío" until
 * the cart has been read, so "Vaciar" may still be disabled at first: the step is tried again until the cart is empty.
 */
async function vaciarCarrito(page: Page) {
  const vaciar = page.getByRole('button', { name: 'Vaciar', exact: true });
  await expect(async () => {
    if (await vaciar.isEnabled()) {
      await vaciar.click();
      await page.getByRole('button', { name: 'Sí, vaciar' }).click();
    }
    await expect(page.getByText('El carrito está vacío')).toBeVisible({ timeout: 5_000 });
    await expect(vaciar).toBeDisabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('buscar por nombre y por código de barras, agregar, y el carrito se ve en vivo sólo en la misma farmacia', async ({ entrar }) => {
  const compradora = await abrirBuscador(entrar, 'admin.demo');
  await vaciarCarrito(compradora);
  // pedidos.demo (same pharmacy) watches from its dashboard: the shell's cart badge and the cart widget, live.
  const colega = await entrar('pedidos.demo');
  const badgeColega = colega.getByRole('link', { name: /^Carrito: \d+ productos?$/ });
  await expect(badgeColega).toHaveAccessibleName('Carrito: 0 productos');
  const widgetColega = colega.locator('[data-widget="carrito"]');
  await expect(widgetColega).toContainText('El carrito está vacío.');
  const otraFarmacia = await abrirBuscador(entrar, 'otra.demo');
  const lineasOtraAntes = await lineasCarrito(otraFarmacia).allTextContents();

  const carritoCompradora = llamadasAlCarrito(compradora);

  // By name, keyboard first: type, ↓ to the results, a quantity, Enter.
  const caja = compradora.getByRole('textbox', { name: 'Buscar productos' });
  await caja.fill('ibupirac');
  const primero = compradora.getByRole('option').first();
  await expect(primero).toBeVisible();
  const nombrePorNombre = (await primero.getAttribute('aria-label')) ?? '';
  expect(nombrePorNombre.toLowerCase()).toContain('ibupirac');
  await caja.press('ArrowDown');
  await compradora.keyboard.type('3');
  await compradora.keyboard.press('Enter');
  await expect(lineasCarrito(compradora).filter({ hasText: nombrePorNombre })).toBeVisible();
  // A first add says what went in, of which product (not "Producto actualizado"), and the notice closes by itself.
  const aviso = compradora.getByLabel('Carrito', { exact: true }).getByRole('status');
  await expect(aviso).toContainText(`Se agregó ${nombrePorNombre} al carrito: 3 unidades.`);
  await expect(aviso).not.toContainText('Producto actualizado');
  await expect(aviso).toBeHidden({ timeout: 8_000 });
  // The row now says what the cart holds of it.
  await expect(primero.getByText('3 en el carrito')).toBeVisible();
  // "Add 3" went to the server as an add of 3 (issue 28), not as a quantity worked out in the page.
  expect(carritoCompradora.de('POST /api/carritopersistente/AgregarItemCarrito').map((l) => l.cuerpo)).toEqual([expect.objectContaining({ cantidad: 3 })]);

  // A quantity changed in the cart: the change's answer carries the cart with its version, so the page shows it
  // without reading the cart again, and the totals follow the line (issue 28: they lagged ~1.4 s behind it).
  const panel = compradora.getByLabel('Carrito', { exact: true });
  const total = panel.getByTestId('total-carrito');
  await expect(total).toHaveText(/\d/);
  const antesDelCambio = carritoCompradora.desde();
  const cantidadLinea = panel.getByRole('spinbutton', { name: `Cantidad de ${nombrePorNombre}` });
  await cantidadLinea.fill('6');
  await cantidadLinea.press('Enter');
  await expect(aviso).toContainText(`${nombrePorNombre}: de 3 unidades a`);
  await expect(panel.getByText('Total', { exact: true })).toBeVisible();
  const [cambio] = carritoCompradora.de('POST /api/carritopersistente/ActualizarItemCarrito', antesDelCambio);
  expect(cambio?.cuerpo).toEqual(expect.objectContaining({ cantidad: 6 }));
  // The totals shown are the saved cart's, as the API computes them.
  await expect(async () => {
    const importes = (await (await compradora.request.get('/api/importe-carrito', { headers: { authorization: cambio!.autorizacion } })).json()) as { total: number };
    expect(soloDigitos(await total.textContent())).toBe(soloDigitos(importes.total.toFixed(2)));
  }).toPass({ timeout: 15_000 });
  await expect(cantidadLinea).not.toHaveValue('3');
  // One call for the change, and no second read of the cart.
  expect(carritoCompradora.de('POST /api/carritopersistente/ActualizarItemCarrito', antesDelCambio)).toHaveLength(1);
  expect(carritoCompradora.de('GET /api/carritopersistente/GetItemsCarrito', antesDelCambio)).toEqual([]);

  // By barcode, as a scanner does: digits and Enter add the product at once.
  await compradora.keyboard.press('Escape');
  await caja.fill('amoxidal');
  const amoxidal = compradora.getByRole('option').first();
  const nombrePorCodigo = (await amoxidal.getAttribute('aria-label')) ?? '';
  await amoxidal.getByRole('button', { name: `Detalle de ${nombrePorCodigo}` }).click();
  const codigos = await compradora.locator('.ant-drawer').getByRole('row', { name: /Código de barras/ }).locator('td').textContent();
  const codigoBarras = (codigos ?? '').split(' / ')[0].trim();
  expect(codigoBarras).toMatch(/^\d{8,14}$/);
  await compradora.keyboard.press('Escape');
  await caja.fill('');
  await caja.pressSequentially(`${codigoBarras}\n`, { delay: 5 });
  await expect(caja).toHaveValue('');
  await expect(lineasCarrito(compradora).filter({ hasText: nombrePorCodigo })).toBeVisible();

  // The colleague sees both lines arrive without reloading; the other pharmacy's cart does not change.
  await expect(badgeColega).toHaveAccessibleName('Carrito: 2 productos');
  await expect(widgetColega).toContainText('2 líneas');
  expect(await lineasCarrito(otraFarmacia).allTextContents()).toEqual(lineasOtraAntes);
  await expect(lineasCarrito(otraFarmacia).filter({ hasText: nombrePorCodigo })).toHaveCount(lineasOtraAntes.some((l) => l.includes(nombrePorCodigo)) ? 1 : 0);

  await vaciarCarrito(compradora);
  await expect(badgeColega).toHaveAccessibleName('Carrito: 0 productos');
  await expect(widgetColega).toContainText('El carrito está vacío.');
});
