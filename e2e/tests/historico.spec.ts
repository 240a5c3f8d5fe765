import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';

/** The portal's own bearer token, read from a call the page makes, to ask the API which order suits the journey. */
async function tokenDeLaPagina(page: Page, accion: () => Promise<unknown>): Promise<string> {
  const llamada = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await accion();
  return (await llamada).headers()['authorization']!;
}

test('abrir un pedido del histórico, descargar su respuesta, ver la impresión manual y volver a pedirlo hasta verlo en el carrito', async ({ page }) => {
  // pedidos.demo, an order clerk, has the dashboard access the history's routes ask for (issue 16, defect 1).
  const token = await tokenDeLaPagina(page, () => iniciarSesion(page, 'pedidos.demo', '/historico/buscar'));
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos' })).toBeVisible();

  // An order with lines the distributor answered with the printing code (5), so the print view has something to show.
  const conImpresion = await page.request.get('/api/pedidoHistorico/BuscarPedidoDet?pageSize=1&filters=respId==5', { headers: { authorization: token } });
  const pedidoId = String(((await conImpresion.json()) as { pedidoId: number }[])[0]!.pedidoId);
  const importe = ((await (await page.request.get(`/api/pedido/${pedidoId}`, { headers: { authorization: token } })).json()) as { importe: number }).importe;

  // Found in the history by its amount, and opened from there.
  await page.getByRole('spinbutton', { name: 'Importe desde' }).fill(String(importe));
  await page.getByRole('spinbutton', { name: 'hasta' }).fill(String(importe));
  await page.getByRole('button', { name: 'Buscar' }).click();
  const fila = page.locator('.ant-table-row').filter({ has: page.getByRole('link', { name: pedidoId, exact: true }) });
  await expect(fila).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(fila).toContainText('$');
  await fila.getByRole('link', { name: pedidoId, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Pedido ${pedidoId}` })).toBeVisible();
  const lineas = page.getByRole('tabpanel').locator('.ant-table-row');
  await expect(lineas.first()).toBeVisible();
  const nombres = (await lineas.locator('td:nth-child(2)').allTextContents()).map((n) => n.replace(/Bono (PAP|tarmed)/g, '').trim());
  const impresas = await lineas.filter({ hasText: 'Impreso' }).count();
  expect(impresas).toBeGreaterThan(0);

  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: `Descargar ASOP${pedidoId}.RSP` }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`ASOP${pedidoId}.RSP`);
  const contenido = await readFile((await archivo.path())!, 'utf8');
  expect(contenido.split('\r\n')[0]).toHaveLength(60);

  // The print view: only the lines answered with code 5, 3-character quantities and 30-character names; on paper, only it.
  await page.getByRole('button', { name: `Impresión manual (${impresas})` }).click();
  const impresion = page.getByTestId('impresion-manual');
  await expect(impresion).toBeVisible();
  const lineasImpresas = (await impresion.textContent())!.split('\n');
  expect(lineasImpresas).toHaveLength(impresas);
  for (const linea of lineasImpresas) expect(linea).toMatch(/^[ \d*]{3} .{30}$/);
  await page.emulateMedia({ media: 'print' });
  await expect(impresion).toBeVisible();
  await expect(page.getByRole('heading', { name: `Pedido ${pedidoId}` })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(impresion).toBeHidden();

  await page.getByRole('button', { name: 'Volver a pedir' }).click();
  const resumen = page.getByText(/^\d+ de \d+ productos? agregados? al carrito\.$/);
  await expect(resumen).toBeVisible();
  const [agregados, total] = (await resumen.textContent())!.match(/\d+/g)!.map(Number);
  expect(total).toBe(nombres.length);
  expect(agregados).toBeGreaterThan(0);

  // The cart beside the searcher holds the order's products that the cart took.
  await page.goto('/pedidos/nuevo');
  const carrito = page.locator('[data-testid^="linea-carrito-"]');
  await expect(carrito.first()).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    let enCarrito = 0;
    for (const nombre of nombres) if ((await carrito.filter({ hasText: nombre.slice(0, 25) }).count()) > 0) enCarrito += 1;
    expect(enCarrito).toBeGreaterThanOrEqual(agregados!);
  }).toPass({ timeout: 15_000 });
});
