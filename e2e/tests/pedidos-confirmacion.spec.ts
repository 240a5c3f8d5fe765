import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';

interface ProductoApi {
  troquel: number;
  nombre: string;
  flags: number;
  psicofarmaco: boolean;
  psicofarmacoNoFacturable: boolean;
  trazable: boolean;
  noSeFabricaMas: boolean;
  fechaBaja: string | null;
  panalPami: boolean;
}

interface FormatoCampo {
  presente: boolean;
  indice: number;
  longitud: number;
}

/** The bearer token the signed-in page sends to the API, read from one of its own calls. */
async function tokenDeLaPagina(page: Page): Promise<string> {
  const llamada = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await page.goto('/pedidos/favoritos');
  return (await llamada).headers()['authorization'] as string;
}

/** Empties the pharmacy's cart and puts in it the first plain product the cart accepts, as the page's user. */
async function agregarUnProducto(page: Page, autorizacion: string, cantidad: number): Promise<ProductoApi> {
  const headers = { authorization: autorizacion };
  expect((await page.request.put('/api/carritopersistente/BorrarCarritoCompleto', { headers })).ok()).toBe(true);
  const productos = (await (await page.request.get('/api/producto', { headers })).json()) as ProductoApi[];
  const simples = productos.filter(
    (p) => !p.psicofarmaco && !p.psicofarmacoNoFacturable && !p.trazable && !p.noSeFabricaMas && !p.fechaBaja && !p.panalPami && (p.flags & 4) === 0,
  );
  for (const producto of simples.slice(0, 30)) {
    const respuesta = await page.request.post('/api/carritopersistente/ActualizarItemCarrito', {
      headers,
      data: { troquel: producto.troquel, cantidad, ofertaid: 0 },
    });
    if (respuesta.ok() && ((await respuesta.json()) as { codigo: number }).codigo === 0) return producto;
  }
  throw new Error('Ningún producto del catálogo de demostración entró al carrito');
}

test('un producto en el carrito pasa por el resumen, se confirma con un turno y la confirmación muestra el pedido', async ({ page }) => {
  await iniciarSesion(page, 'otra.demo');
  await expect(page.getByLabel('Hora del servidor')).toBeVisible();
  const autorizacion = await tokenDeLaPagina(page);
  const producto = await agregarUnProducto(page, autorizacion, 2);

  await page.goto('/pedidos/resumen');
  await expect(page.locator('[data-remoto="mfe-pedidos"]').getByText(producto.nombre).first()).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('Los precios y turnos se actualizan en');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();

  await expect(page).toHaveURL(/\/pedidos\/confirmacion\/guid\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Pedido \d+ confirmado$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: producto.nombre })).toBeVisible();
  await expect(page.getByTestId('estado-pedido')).not.toHaveText('…');
  await expect(page.getByRole('button', { name: /^Descargar ASOP\d+\.RSP$/ })).toBeEnabled();
});

test('el importador lee un archivo con el formato de la farmacia, lo agrega al carrito (que se ve al lado) y guarda el archivo para descargarlo', async ({ page }) => {
  await iniciarSesion(page, 'otra.demo');
  await expect(page.getByLabel('Hora del servidor')).toBeVisible();
  const autorizacion = await tokenDeLaPagina(page);
  const producto = await agregarUnProducto(page, autorizacion, 1);
  const formato = (await (await page.request.get('/api/farmacia/FormatoArchivo', { headers: { authorization: autorizacion } })).json()) as Record<
    'troquel' | 'cantidad',
    FormatoCampo
  >;

  // A fixed-width line built from the layout the pharmacy has: the troquel and the quantity at their positions.
  const ancho = Math.max(formato.troquel.indice + formato.troquel.longitud, formato.cantidad.indice + formato.cantidad.longitud);
  const linea = Array.from({ length: ancho }, () => ' ');
  const poner = (campo: FormatoCampo, valor: string) =>
    valor.padStart(campo.longitud, '0').split('').forEach((c, i) => (linea[campo.indice + i] = c));
  poner(formato.troquel, String(producto.troquel));
  poner(formato.cantidad, '3');
  const contenido = Buffer.from(`${linea.join('')}\r\n`);
  // A name of this run only: the list of imported files must show this one.
  const nombreArchivo = `pedido-${Date.now()}.txt`;

  await page.goto('/pedidos/importador/seleccionar-archivo');
  await expect(page.getByText(/^Formato del archivo/)).toBeVisible();
  const panel = page.getByLabel('Carrito', { exact: true });
  // The cart is always beside the ordering pages (a column at 1366 px): it already holds the product.
  await expect(panel.getByTestId(`linea-carrito-${producto.troquel}`)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: nombreArchivo, mimeType: 'text/plain', buffer: contenido });

  await expect(page).toHaveURL(/\/pedidos\/importador\/lineas-archivo$/);
  await expect(page.getByText('1 de 1 líneas encontradas en el catálogo.')).toBeVisible();
  await expect(page.getByText('Por troquel')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Confirmar e importar' }).click();

  await expect(page).toHaveURL(/\/pedidos\/importador\/agregar-carrito\/confirmar$/);
  await expect(page.getByText('1 de 1 productos agregados al carrito.')).toBeVisible();
  const carrito = (await (await page.request.get('/api/carritopersistente/GetItemsCarrito', { headers: { authorization: autorizacion } })).json()) as {
    items: { troquel: number; cantidad: number }[];
  };
  expect(carrito.items.find((i) => i.troquel === producto.troquel)?.cantidad).toBe(4);
  // The panel beside shows the imported line with what the cart now holds.
  await expect(panel.getByRole('spinbutton', { name: `Cantidad de ${producto.nombre}` })).toHaveValue('4');

  // The original file was kept: downloaded afterwards, it is byte for byte what was chosen.
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: /Descargar el archivo importado/ }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(nombreArchivo);
  expect(await readFile(await archivo.path())).toEqual(contenido);

  // And the importer lists it among the pharmacy's latest files.
  await page.getByRole('link', { name: 'Importar otro archivo' }).click();
  await expect(page.getByRole('row').filter({ hasText: nombreArchivo })).toBeVisible();
});

test('una farmacia bloqueada que entra a pedidos llega a la página de farmacia bloqueada', async ({ page }) => {
  await iniciarSesion(page, 'bloqueada.demo', '/pedidos/nuevo');
  await expect(page).toHaveURL(/\/pedidos\/farmacia-bloqueada$/);
  await expect(page.getByText('La farmacia está bloqueada')).toBeVisible();
  await expect(page.getByText(/saldo de la cuenta corriente/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver la cuenta corriente' })).toBeVisible();
});
