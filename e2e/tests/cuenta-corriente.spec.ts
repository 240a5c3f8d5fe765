import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { expect, test, type Download, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';

/** `CAPTURAS_CC=<folder>` saves each page as the journeys see it, at 1024 and 1366 px wide, to look at them. */
async function capturar(page: Page, nombre: string) {
  const carpeta = process.env.CAPTURAS_CC;
  if (!carpeta) return;
  for (const ancho of [1024, 1366]) {
    await page.setViewportSize({ width: ancho, height: 900 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${carpeta}/${nombre}-${ancho}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

const remoto = (page: Page) => page.locator('[data-remoto="mfe-cuenta-corriente"]');
const sinEspacios = (s: string) => s.replace(/\s/g, '');

/** The text of a downloaded PDF as pdf.js reads it (the same library as the page's viewer), in Node. */
async function textoPdf(datos: Uint8Array): Promise<string> {
  // pdf.js 6 expects Node 22's Promise.withResolvers; the suite also runs on Node 20.
  if (!('withResolvers' in Promise)) {
    Object.assign(Promise, {
      withResolvers() {
        let resolve!: (v: unknown) => void;
        let reject!: (e: unknown) => void;
        const promise = new Promise((a, b) => ((resolve = a), (reject = b)));
        return { promise, resolve, reject };
      },
    });
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const tarea = getDocument({ data: datos, verbosity: 0 });
  const documento = await tarea.promise;
  const paginas: string[] = [];
  for (let n = 1; n <= documento.numPages; n++) {
    const contenido = await (await documento.getPage(n)).getTextContent();
    paginas.push(contenido.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await tarea.destroy();
  return paginas.join('\n');
}

const bytes = async (descarga: Download) => new Uint8Array(await readFile((await descarga.path())!));

test('cuenta.demo llega a la composición de la deuda: saldo, vencido, a vencer, gráfico, cubetas adeudadas y resúmenes', async ({ page }) => {
  await iniciarSesion(page, 'cuenta.demo');
  await expect(page).toHaveURL(/\/cc\/composicion-de-la-deuda$/);
  await expect(remoto(page).getByRole('heading', { name: 'Composición de la deuda' })).toBeVisible();
  await expect(remoto(page).locator('.ant-statistic-title').getByText('Saldo', { exact: true })).toBeVisible();
  await expect(remoto(page).getByText(/\$\s?[\d.]+,\d\d/).first()).toBeVisible();
  await expect(remoto(page).locator('.recharts-surface').first()).toBeVisible();
  const cubetas = remoto(page).locator('.ant-card').filter({ hasText: 'Cubetas adeudadas' });
  await expect(cubetas.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(cubetas.getByText(/\d+ sin devolver/)).toBeVisible();
  await expect(remoto(page).locator('.ant-card').filter({ hasText: 'Resúmenes de deuda' }).locator('tbody tr.ant-table-row').first()).toBeVisible();
  await capturar(page, 'cc-composicion');
});

test('cuenta.demo abre una factura en el visor y la descarga: el PDF, leído con pdf.js, tiene su número, su total y el CAE; dos juntas bajan en un ZIP', async ({ page }) => {
  await iniciarSesion(page, 'cuenta.demo', '/cc/factura-electronica');
  const fila = remoto(page).locator('tbody tr.ant-table-row').filter({ hasText: /FCA \d{4}-\d{8}/ }).first();
  await expect(fila).toBeVisible();
  const numero = (await fila.getByText(/FCA \d{4}-\d{8}/).textContent())!.trim();
  const total = (await fila.getByText(/\$\s?[\d.]+,\d\d/).textContent())!.trim();
  await capturar(page, 'cc-factura-electronica');
  await fila.getByRole('button', { name: `Ver ${numero}` }).click();
  const dialogo = page.getByRole('dialog');
  const pagina = dialogo.locator('canvas[role="img"]').first();
  await expect(pagina).toBeVisible();
  const enVisor = (await pagina.getAttribute('aria-label'))!;
  expect(enVisor).toContain(numero.split(' ')[1]);
  expect(sinEspacios(enVisor)).toContain(sinEspacios(total));
  await expect(dialogo.getByText('Remitos del comprobante')).toBeVisible();
  await capturar(page, 'cc-factura-visor');
  const descarga = page.waitForEvent('download');
  await dialogo.getByRole('button', { name: 'Descargar PDF' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(`FACTURA_${numero.replace(' ', '_')}.pdf`);
  const texto = await textoPdf(await bytes(archivo));
  expect(texto).toContain(`Número: ${numero}`);
  expect(sinEspacios(texto)).toContain(sinEspacios(`Total ${total}`));
  expect(texto).toMatch(/CAE N°: \d{14}/);
  await page.keyboard.press('Escape');

  const filas = remoto(page).locator('tbody tr.ant-table-row');
  await filas.nth(0).getByRole('checkbox').first().check();
  await filas.nth(1).getByRole('checkbox').first().check();
  const zip = page.waitForEvent('download');
  await remoto(page).getByRole('button', { name: 'Descargar seleccionadas (2)' }).click();
  const comprimido = await zip;
  expect(comprimido.suggestedFilename()).toMatch(/^Facturas_1001_\d{4}-\d{2}-\d{2}\.zip$/);
  const pdfs = unzipSync(await bytes(comprimido));
  expect(Object.keys(pdfs)).toHaveLength(2);
  for (const datos of Object.values(pdfs)) expect(await textoPdf(datos)).toMatch(/CAE N°: \d{14}/);
});

test('cuenta.demo descarga los movimientos del mes pasado en XLSX: sus filas son las que muestra la página', async ({ page }) => {
  await iniciarSesion(page, 'cuenta.demo', '/cc/descarga-de-movimientos-historicos');
  await expect(remoto(page).getByRole('heading', { name: 'Descarga de movimientos históricos' })).toBeVisible();
  await remoto(page).getByRole('button', { name: 'Ver movimientos' }).click();
  await expect(remoto(page).getByText(/Movimientos del \d\d\/\d\d\/\d{4} al/)).toBeVisible();
  const tabla = remoto(page).locator('tbody tr.ant-table-row');
  await expect(tabla.first()).toBeVisible();
  const total = Number(/ de ([\d.]+)/.exec((await remoto(page).locator('.ant-pagination-total-text').textContent())!)![1]!.replaceAll('.', ''));
  const enPagina = await tabla.evaluateAll((filas) => filas.map((f) => [...f.querySelectorAll('td')].map((c) => c.textContent?.trim() ?? '')));
  await capturar(page, 'cc-movimientos');
  const descarga = page.waitForEvent('download');
  await remoto(page).getByRole('button', { name: 'Descargar' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^Mov_1001_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(archivo.suggestedFilename().replace(/\.xlsx$/, '').length).toBeLessThanOrEqual(30);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile((await archivo.path())!);
  const hoja = libro.worksheets[0]!;
  expect(hoja.getRow(1).getCell(1).value).toBe('Fecha');
  expect(hoja.rowCount - 1).toBe(total);
  enPagina.forEach(([fecha, , comprobante, descripcion], n) => {
    const fila = hoja.getRow(n + 2);
    const dia = fila.getCell(1).value as Date;
    expect(`${String(dia.getUTCDate()).padStart(2, '0')}/${String(dia.getUTCMonth() + 1).padStart(2, '0')}/${dia.getUTCFullYear()}`).toBe(fecha);
    expect([fila.getCell(3).value, fila.getCell(4).value]).toEqual([comprobante, descripcion]);
  });
});

test('cuenta.demo ve operaciones de la semana, exporta sus pagos y un recibo, y baja un resumen semanal', async ({ page }) => {
  await iniciarSesion(page, 'cuenta.demo', '/cc/operaciones-de-la-semana');
  await expect(remoto(page).getByRole('heading', { name: 'Operaciones de la semana' })).toBeVisible();
  await expect(remoto(page).getByText('Débitos')).toBeVisible();
  await capturar(page, 'cc-operaciones');
  await page.goto('/cc/detalle-pagos');
  await expect(remoto(page).getByRole('heading', { name: 'Detalle de pagos' })).toBeVisible();
  const primera = remoto(page).locator('tbody tr.ant-table-row').first();
  const recibo = (await primera.locator('td').nth(1).textContent())!.trim();
  const exportacion = page.waitForEvent('download');
  await remoto(page).getByRole('button', { name: 'Exportar pagos (Excel)' }).click();
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile((await (await exportacion).path())!);
  const recibos = new Set<string>();
  libro.worksheets[0]!.eachRow((fila, n) => n > 1 && recibos.add(String(fila.getCell(3).value)));
  expect(recibos).toContain(recibo);
  await primera.getByRole('button', { name: /Detalle del recibo/ }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo.getByText('Comprobante cancelado')).toBeVisible();
  await capturar(page, 'cc-detalle-pagos');
  const deRecibo = page.waitForEvent('download');
  await dialogo.getByRole('button', { name: 'Exportar recibo (CSV)' }).click();
  expect((await deRecibo).suggestedFilename()).toMatch(new RegExp(`^Recibo_1001_${recibo}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  await page.keyboard.press('Escape');
  await page.goto('/cc/resumenes-semanales');
  const resumen = remoto(page).locator('tbody tr.ant-table-row').first();
  const nro = (await resumen.locator('td').first().textContent())!.trim();
  await capturar(page, 'cc-resumenes');
  const pdf = page.waitForEvent('download');
  await resumen.getByRole('button', { name: `Descargar resumen ${nro}` }).click();
  expect(await textoPdf(await bytes(await pdf))).toContain(`Resumen semanal N° ${nro}`);
});

test('grupo.demo ve sus dos farmacias, la cuenta de todo el grupo o de una, sus facturas, y se le niega una tercera', async ({ page }) => {
  const autorizacion = page.waitForRequest((r) => r.url().includes('/api/FarmaciaGrupo/') && Boolean(r.headers()['authorization']));
  // What the pages ask for by themselves: nothing answers an error (a current-account user has no cart to read).
  const fallidas: string[] = [];
  page.on('response', (r) => void (r.status() >= 400 && fallidas.push(`${r.status()} ${r.url()}`)));
  await iniciarSesion(page, 'grupo.demo', '/cc-grupo/informacion');
  await expect(remoto(page).getByRole('heading', { name: /Información del grupo/ })).toBeVisible();
  await expect(remoto(page).getByText('1001 · Farmacia San Martín')).toBeVisible();
  await expect(remoto(page).getByText('1003 · Farmacia Quilmes Centro')).toBeVisible();
  await expect(remoto(page).locator('tbody tr.ant-table-row')).toHaveCount(2);
  await capturar(page, 'cc-grupo-informacion');
  const token = (await autorizacion).headers()['authorization']!;
  expect((await page.request.get('/api/CuentaCorriente/composicion/1002', { headers: { authorization: token } })).status()).toBe(404);
  expect((await page.request.get('/api/CuentaCorriente/composicionGrupo/1?farmaciaId=1002', { headers: { authorization: token } })).status()).toBe(404);
  expect((await page.request.get('/api/CuentaCorriente/composicion/1003', { headers: { authorization: token } })).status()).toBe(200);

  await page.goto('/cc-grupo/composicion-de-la-deuda');
  await expect(remoto(page).getByRole('heading', { name: 'Composición de la deuda del grupo' })).toBeVisible();
  await expect(remoto(page).getByRole('combobox', { name: 'Ver:' })).toBeVisible();
  await expect(remoto(page).locator('.ant-select').getByText('Todo el grupo')).toBeVisible();
  await expect(remoto(page).getByText(/Semana actual \(/)).toBeVisible();
  await capturar(page, 'cc-grupo-composicion');
  await remoto(page).getByRole('combobox', { name: 'Ver:' }).click();
  await page.getByTitle('1003 · Farmacia Quilmes Centro').click();
  await expect(remoto(page).locator('.ant-select').getByText('1003 · Farmacia Quilmes Centro')).toBeVisible();

  await page.goto('/cc-grupo/factura-electronica');
  await expect(remoto(page).getByRole('heading', { name: 'Factura electrónica del grupo' })).toBeVisible();
  // The heading shows before the invoices arrive: read the table's pharmacies once its rows are there.
  const farmacias = remoto(page).locator('tbody tr.ant-table-row td:nth-child(2)');
  await expect.poll(async () => new Set((await farmacias.allTextContents()).map((f) => f.trim()))).toEqual(new Set(['1001', '1003']));
  await capturar(page, 'cc-grupo-factura-electronica');

  await expect(page.getByRole('link', { name: /^Carrito:/ })).toHaveCount(0);
  expect(fallidas).toEqual([]);

  // An order of pharmacy 1002 (its orders lie between 1001's and 1003's in the seed): its invoices are refused.
  // Days of the distributor's calendar: after 21:00 in Buenos Aires the UTC date is already tomorrow's.
  const diaBuenosAires = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(ms);
  const hasta = diaBuenosAires(Date.now());
  const desde = diaBuenosAires(Date.now() - 720 * 86_400_000);
  const pedidosDe = async (farmaciaId: number) =>
    ((await (await page.request.post('/api/factura/BuscarFacturas?pageSize=500', { headers: { authorization: token }, data: { farmaciaId, desde, hasta } })).json()) as { pedidoId: number | null }[])
      .map((f) => f.pedidoId)
      .filter((p): p is number => p !== null);
  const ajeno = Math.round((Math.max(...(await pedidosDe(1001))) + Math.min(...(await pedidosDe(1003)))) / 2);
  await page.goto(`/cc-grupo/factura-electronica/pedido/${ajeno}`);
  await expect(remoto(page).getByText(`Facturas del pedido ${ajeno}`)).toBeVisible();
  await expect(remoto(page).getByText('No se encontró entre sus farmacias.')).toBeVisible();
  const propio = (await pedidosDe(1003))[0]!;
  await page.goto(`/cc-grupo/factura-electronica/pedido/${propio}`);
  await expect(remoto(page).locator('tbody tr.ant-table-row').filter({ hasText: /FCA 0011-\d{8}/ }).first()).toBeVisible();
});

test('pedidos.demo va a error401 desde /cc', async ({ page }) => {
  await iniciarSesion(page, 'pedidos.demo', '/cc/composicion-de-la-deuda');
  await expect(page).toHaveURL(/\/error401$/);
});
