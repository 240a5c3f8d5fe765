import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';

/** The cells of a line of the remito's table: troquel, product, prepared, controlled, difference, barcodes, laboratory. */
async function lineas(page: Page) {
  const filas = page.locator('.ant-table-row');
  await expect(filas.first()).toBeVisible();
  const datos: { troquel: string; codigo: string; preparada: number }[] = [];
  for (const fila of await filas.all()) {
    const celdas = await fila.locator('td').allTextContents();
    datos.push({ troquel: celdas[0]!, codigo: celdas[5]!.split(' / ')[0]!, preparada: Number(celdas[2]) });
  }
  return datos;
}

/** A barcode scanner in keyboard mode: the code's digits a few milliseconds apart, then Enter. */
async function escanear(campo: Locator, codigo: string) {
  await campo.pressSequentially(codigo, { delay: 5 });
  await campo.press('Enter');
}

test('controlar un remito escaneando, con un faltante, y encontrarlo en el histórico de controles', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo', '/control-pedidos/seleccion-remito');
  await expect(page.getByRole('heading', { name: 'Nuevo control de pedido' })).toBeVisible();
  const fila = page.locator('.ant-table-row').filter({ has: page.getByRole('link', { name: 'Controlar' }) }).first();
  const nroRemito = (await fila.locator('td').first().textContent())!.trim();
  await fila.getByRole('link', { name: 'Controlar' }).click();

  await expect(page.getByRole('heading', { name: `Control del remito ${nroRemito}` })).toBeVisible();
  const codigo = page.getByRole('textbox', { name: 'Código de barras o troquel' });
  await expect(codigo).toBeFocused();
  const [primera, ...resto] = await lineas(page);

  // The scanner: each reading of the barcode counts one unit, confirmed on screen.
  const escaneado = primera!.codigo !== '--' ? primera!.codigo : primera!.troquel;
  for (let i = 0; i < primera!.preparada; i += 1) {
    await escanear(codigo, escaneado);
    await expect(page.getByRole('status')).toContainText('+1');
    await expect(codigo).toHaveValue('');
  }
  await expect(page.locator('.ant-table-row').first().locator('td').nth(3)).toHaveText(String(primera!.preparada));
  // A product not on the remito is flagged at once.
  await escanear(codigo, '9999999');
  await expect(page.getByRole('alert').filter({ hasText: 'no está en el remito' })).toBeVisible();

  // The rest typed with their quantity; the last one short by one unit.
  const cantidad = page.getByRole('spinbutton', { name: 'Cantidad' });
  for (const [i, linea] of resto.entries()) {
    const unidades = i === resto.length - 1 ? linea.preparada - 1 : linea.preparada;
    if (unidades === 0) continue;
    await codigo.fill(linea.troquel);
    await cantidad.fill(String(unidades));
    await cantidad.press('Enter');
    await expect(page.getByRole('status')).toContainText(`+${unidades}`);
  }
  if (resto.length === 0) {
    await codigo.fill(primera!.troquel);
    await cantidad.fill('-1');
    await cantidad.press('Enter');
  }
  await expect(page.locator('.ant-tag-red')).toHaveCount(1);

  // A reload keeps what was counted: the control is resumed.
  await page.reload();
  await expect(page.locator('.ant-tag-red')).toHaveCount(1);

  await page.getByRole('button', { name: 'Finalizar control' }).click();
  await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
  await expect(page.getByText(/Finalizado con faltantes/)).toBeVisible();

  // The control's PDF is made by the server.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF del control' }).click();
  const pdf = await descarga;
  expect(pdf.suggestedFilename()).toMatch(/^control-pedido-\d+\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Ver el histórico de controles' }).click();
  await expect(page.getByRole('heading', { name: 'Histórico de controles de pedido' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Remito' }).fill(nroRemito);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const control = page.locator('.ant-table-row');
  await expect(control).toHaveCount(1);
  await expect(control).toContainText('Finalizado con faltantes');
  await control.getByRole('button').first().click();
  const detalle = page.getByRole('dialog');
  await expect(detalle).toContainText(`remito ${nroRemito}`);
  await expect(detalle.locator('.ant-tag-red')).toHaveCount(1);
});
