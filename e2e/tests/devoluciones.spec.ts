import { expect, test } from '@playwright/test';
import { iniciarSesion } from './sesion';

interface Linea {
  pedidoDetId: number;
  troquel: number;
  cantDisponible: number;
  tipoValidacion: string;
}

/** Today in the distributor's zone, as the pages take dates: day/month/year. */
const hoyDistribuidora = () => new Intl.DateTimeFormat('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('devolver una unidad trazable escaneando su serie (una incorrecta, luego la correcta), descargar el comprobante y verla en el histórico', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo', '/devoluciones/seleccionar-factura');
  await expect(page.getByRole('heading', { name: 'Nueva devolución' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Devolver' }).first()).toBeVisible();

  // The first invoice in the window with a traceable line still returnable.
  let linea: Linea | undefined;
  for (let i = 0; i < 15 && !linea; i += 1) {
    const respuesta = page.waitForResponse((r) => r.url().includes('/itemsParaDevolver'));
    await page.getByRole('link', { name: 'Devolver' }).nth(i).click();
    const items = (await (await respuesta).json()) as Linea[];
    linea = items.find((l) => l.tipoValidacion === 'serie' && l.cantDisponible > 0);
    if (!linea) {
      await page.goBack();
      await expect(page.getByRole('link', { name: 'Devolver' }).first()).toBeVisible();
    }
  }
  expect(linea, 'una factura en plazo con una línea trazable').toBeDefined();
  const { troquel, pedidoDetId } = linea!;
  await expect(page.getByRole('heading', { name: 'Nueva devolución desde factura' })).toBeVisible();
  await expect(page.getByText(/^Factura FC[AB] \d{4}-\d{8} del/)).toBeVisible();

  await page.getByRole('spinbutton', { name: `Cantidad a devolver del troquel ${troquel}` }).fill('1');
  await page.getByRole('combobox', { name: `Motivo del troquel ${troquel}` }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Producto dañado' }).click();

  // The scanner types the code and Enter: a serial never shipped is refused with its state's label.
  const serie = page.getByRole('textbox', { name: `Número de serie del troquel ${troquel}` });
  await serie.fill('S999999999001');
  await serie.press('Enter');
  await expect(page.getByText('S999999999001: Número de serie incorrecto')).toBeVisible();
  // The distributor's serial of the line's first unit (the seed's shipping record).
  const correcta = `S${String(pedidoDetId).padStart(9, '0')}001`;
  await serie.fill(correcta.toLowerCase());
  await serie.press('Enter');
  await expect(page.getByText(new RegExp(`^${correcta} \\(lote L\\w+\\) · Válido`))).toBeVisible();
  await expect(page.getByText('1 de 1 unidades')).toBeVisible();

  await page.getByRole('button', { name: 'Continuar al resumen' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen de devolución' })).toBeVisible();
  await expect(page.getByRole('cell', { name: correcta })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar devolución' }).click();

  await expect(page.getByRole('heading', { name: 'Confirmación de devolución' })).toBeVisible();
  const registrada = page.getByText(/^Devolución \d+ registrada\.$/);
  await expect(registrada).toBeVisible();
  const id = (await registrada.textContent())!.match(/\d+/)![0];
  // The state job may already have moved it: whichever state the poll shows.
  await expect(page.getByText(/^(Pendiente OK|Envío aprobado|Enviado al laboratorio|Acreditado)$/)).toBeVisible();

  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar comprobante' }).click()]);
  expect(descarga.suggestedFilename()).toBe(`devolucion-${id}.pdf`);

  await page.getByRole('link', { name: 'Ir al histórico' }).click();
  await expect(page.getByRole('heading', { name: 'Histórico de devoluciones' })).toBeVisible();
  await expect(page.getByRole('link', { name: id, exact: true })).toBeVisible();
});

test('devolver por recall un lote que la farmacia compró: un lote ajeno al recall se rechaza, no se aceptan más unidades que las compradas, se confirma y se ve en el histórico', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo', '/recalls/nuevo');
  await expect(page.getByRole('heading', { name: 'Nueva devolución por recall' })).toBeVisible();
  // The pharmacy's own purchases of recalled lots are marked, and listed first.
  await expect(page.locator('.ant-tag-red').first()).toBeVisible();
  await page.getByRole('link', { name: 'Devolver unidades de este recall' }).first().click();

  await expect(page.getByRole('heading', { name: 'Ingreso de lotes para recall' })).toBeVisible();
  // What it bought of the lot, and what it may still return of it (bought less its earlier returns): the limit.
  const comprado = page.getByText(/^Comprado: \w+, \d+ u\. · puede devolver \d+ u\.$/).first();
  await expect(comprado).toBeVisible();
  const [, lote, , quedan] = (await comprado.textContent())!.match(/^Comprado: (\w+), (\d+) u\. · puede devolver (\d+) u\.$/)!;
  const limite = Number(quedan);
  const fila = page.locator('tr', { has: comprado });
  const troquel = (await fila.locator('td').first().textContent())!.trim();
  const campo = page.getByRole('textbox', { name: `Lote del troquel ${troquel}` });
  const unidades = page.getByRole('spinbutton', { name: `Unidades del lote del troquel ${troquel}` });
  await expect(fila.getByText(`0 de ${limite} unidades`)).toBeVisible();
  await expect(unidades).toHaveAttribute('aria-valuemax', String(limite));

  await campo.fill(`${lote}X`);
  await campo.press('Enter');
  await expect(page.getByText(`${lote}X: Incorrecto por recall`)).toBeVisible();
  // Every unit left of the lot, and then not one more: the entry is full.
  await unidades.fill(String(limite));
  await campo.fill(lote!.toLowerCase());
  await campo.press('Enter');
  await expect(page.getByText(new RegExp(`^${lote}${limite > 1 ? ` × ${limite}` : ''} · Válido`))).toBeVisible();
  await expect(fila.getByText(`${limite} de ${limite} unidades`)).toBeVisible();
  await expect(campo).toBeDisabled();
  await expect(campo).toHaveAttribute('placeholder', 'Unidades completas');

  await page.getByRole('button', { name: 'Continuar al resumen' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen de devolución por recall' })).toBeVisible();
  await expect(page.getByRole('cell', { name: lote, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar devolución' }).click();

  await expect(page.getByRole('heading', { name: 'Confirmación de pedido de recalls' })).toBeVisible();
  const registrada = page.getByText(/^Devolución \d+ registrada\.$/);
  await expect(registrada).toBeVisible();
  const id = (await registrada.textContent())!.match(/\d+/)![0]!;
  await page.getByRole('link', { name: 'Ir al histórico' }).click();
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos de Recalls' })).toBeVisible();
  await page.getByRole('link', { name: id, exact: true }).click();
  await expect(page.getByText(`Pedido de recall ${id}`)).toBeVisible();
  await expect(page.getByRole('cell', { name: lote, exact: true })).toBeVisible();

  // Back on the recall: the server counts the return, so the lot reads as returned and takes no more units.
  await page.goto('/recalls/nuevo');
  await page.getByRole('link', { name: 'Devolver unidades de este recall' }).first().click();
  const devuelto = page.getByText(new RegExp(`^Comprado: ${lote}, \\d+ u\\. · ya devuelto$`));
  await expect(devuelto).toBeVisible();
  const filaDevuelta = page.locator('tr', { has: devuelto });
  await expect(filaDevuelta.getByText('0 de 0 unidades')).toBeVisible();
  await expect(filaDevuelta.getByRole('textbox', { name: `Lote del troquel ${troquel}` })).toBeDisabled();
});

test('un borrador de vencidos guardado en un navegador se recupera en otro y se confirma', async ({ browser }) => {
  const primero = await (await browser.newContext()).newPage();
  await iniciarSesion(primero, 'admin.demo', '/vencidos/ingreso-lotes');
  await expect(primero.getByRole('heading', { name: 'Ingreso de lotes para Devolución de Vencidos' })).toBeVisible();
  // A product of the seeded draft that goes by lot (not traceable).
  const porLote = primero.getByRole('textbox', { name: /^Lote del troquel \d+$/ }).first();
  await expect(porLote).toBeVisible();
  const troquel = (await porLote.getAttribute('aria-label'))!.match(/\d+/)![0]!;
  // Start from an empty draft: the seeded products are removed one by one.
  while ((await primero.getByRole('button', { name: 'Quitar producto' }).count()) > 0) await primero.getByRole('button', { name: 'Quitar producto' }).first().click();

  await primero.getByRole('spinbutton', { name: 'Troquel del producto' }).fill(troquel);
  await primero.getByRole('button', { name: 'Agregar producto' }).click();
  await primero.getByRole('textbox', { name: `Vencimiento del troquel ${troquel}` }).fill(hoyDistribuidora());
  await primero.getByRole('spinbutton', { name: `Unidades del lote del troquel ${troquel}` }).fill('2');
  const lote = primero.getByRole('textbox', { name: `Lote del troquel ${troquel}` });
  await lote.fill('le2e01');
  // The save that carries the lot (an earlier one, of the emptied draft, says "Borrador guardado." too).
  const guardado = primero.waitForResponse((r) => r.url().includes('/api/DevolucionVencido/guardar') && (r.request().postData() ?? '').includes('LE2E01') && r.ok());
  await lote.press('Enter');
  await expect(primero.getByText(/^LE2E01 × 2 · vence/)).toBeVisible();
  await guardado;
  await expect(primero.getByRole('status').filter({ hasText: 'Borrador guardado.' })).toBeVisible();
  await primero.context().close();

  const segundo = await (await browser.newContext()).newPage();
  await iniciarSesion(segundo, 'admin.demo', '/vencidos');
  await expect(segundo.getByText('Tiene un borrador guardado con 1 ítem.')).toBeVisible();
  await segundo.getByRole('link', { name: 'Continuar la carga' }).click();
  await expect(segundo.getByText(/^LE2E01 × 2 · vence/)).toBeVisible();
  await segundo.getByRole('link', { name: 'Continuar al resumen' }).click();
  await expect(segundo.getByRole('heading', { name: 'Resumen Devolucion de Vencidos' })).toBeVisible();
  await expect(segundo.getByRole('cell', { name: 'LE2E01' })).toBeVisible();
  await segundo.getByRole('button', { name: 'Confirmar devolución' }).click();
  await expect(segundo.getByRole('heading', { name: 'Confirmación de Devolución Vencidos' })).toBeVisible();
  await expect(segundo.getByText(/^Devolución \d+ registrada\.$/)).toBeVisible();
  await segundo.goto('/vencidos');
  await expect(segundo.getByText('No hay un borrador guardado.')).toBeVisible();
  await segundo.context().close();
});
