import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';
import { primerProductoQueEntra, tokenDeLaPagina } from './carrito-api';


interface FormatoCampo {
  presente: boolean;
  indice: number;
  longitud: number;
}


/** Empties the pharmacy's cart and puts in it the first plain product the cart accepts, as the page's user. */
const agregarUnProducto = (page: Page, autorizacion: string, cantidad: number) => primerProductoQueEntra(page, autorizacion, cantidad);

test('un producto en el carrito pasa por el resumen, se confirma con un turno y la confirmación muestra el pedido', async ({ page }) => {
  await iniciarSesion(page, 'otra.demo');
  await expect(page.getByLabel('Hora del servidor')).toBeVisible();
  const autorizacion = await tokenDeLaPagina(page);
  const producto = await agregarUnProducto(page, autorizacion, 2);

  await page.goto('/pedidos/resumen');
  await expect(page.locator('[data-remoto="mfe-pedidos"]').getByText(producto.nombre).first()).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Tiempo para actualizar precios y turnos' })).toContainText('Los precios y turnos se actualizan en');
  // The next shift to close is the suggestion and comes chosen; its "Sugerido" tag chooses it again after another.
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  const elegido = page.getByRole('radio', { checked: true });
  await expect(elegido).toHaveCount(1);
  await expect(elegido).toHaveAccessibleDescription('Sugerido');
  await expect(page.locator('label').filter({ has: elegido })).toContainText(/cierra (hoy|mañana|el \S+ \d\d\/\d\d) a las \d\d:\d\d/);
  const sugerido = page.getByRole('button', { name: /^Elegir el turno sugerido: / });
  await expect(sugerido).toHaveText('Sugerido');
  const turnoElegido = ((await sugerido.getAttribute('aria-label')) ?? '').replace('Elegir el turno sugerido: ', '');
  if ((await radios.count()) > 1) {
    await page.locator('label').filter({ has: page.getByRole('radio', { checked: false }) }).first().click();
    await expect(elegido).not.toHaveAccessibleDescription('Sugerido');
    await sugerido.click();
    await expect(elegido).toHaveAccessibleDescription('Sugerido');
  }
  const confirmarPedido = page.getByRole('button', { name: 'Confirmar pedido' });
  await expect(confirmarPedido).toBeEnabled();
  await confirmarPedido.dblclick();

  await expect(page).toHaveURL(/\/pedidos\/confirmacion\/guid\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Pedido \d+ confirmado$/)).toBeVisible();
  // The confirmation shows the shift chosen, with its delivery and closing.
  await expect(page.getByTestId('turno-pedido')).toContainText(turnoElegido);
  await expect(page.getByTestId('turno-pedido')).toContainText(/cierra (hoy|mañana|el \S+ \d\d\/\d\d) a las \d\d:\d\d/);
  await expect(page.getByRole('cell', { name: producto.nombre })).toBeVisible();
  await expect(page.getByTestId('estado-pedido')).not.toHaveText('…');
  await expect(page.getByRole('button', { name: /^Descargar ASOP\d+\.RSP$/ })).toBeEnabled();
});

for (const { width, height } of [
  { width: 1366, height: 900 },
  { width: 1024, height: 900 },
]) {
  test(`en ${width}×${height} el turno y "Confirmar pedido" se ven sin desplazarse`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await iniciarSesion(page, 'otra.demo');
    await expect(page.getByLabel('Hora del servidor')).toBeVisible();
    const autorizacion = await tokenDeLaPagina(page);
    await agregarUnProducto(page, autorizacion, 1);
    await page.goto('/pedidos/resumen');
    const confirmar = page.getByRole('button', { name: 'Confirmar pedido' });
    await expect(confirmar).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeVisible();
    // Without scrolling: the page is at its top and the button lies wholly inside the window.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(confirmar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('radio').last()).toBeInViewport({ ratio: 1 });
  });
}

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
  await expect(page.getByText(/^Puede importar:/)).toBeVisible();
  const panel = page.getByLabel('Carrito', { exact: true });
  // The cart is always beside the ordering pages (a column at 1366 px): it already holds the product.
  await expect(panel.getByTestId(`linea-carrito-${producto.troquel}`)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: nombreArchivo, mimeType: 'text/plain', buffer: contenido });
  // What the importer understood comes first: the pharmacy system's fixed-width layout, recognised by its shape.
  const lectura = page.getByLabel('Lectura del archivo');
  await expect(lectura).toContainText(/Texto de ancho fijo con el formato de .+: troquel en los caracteres \d+ a \d+/);
  await expect(lectura).toContainText('1 línea con cantidad y producto.');
  await lectura.getByRole('button', { name: 'Buscar los productos' }).click();

  await expect(page).toHaveURL(/\/pedidos\/importador\/lineas-archivo$/);
  await expect(page.getByText('1 de 1 línea encontrada en el catálogo.')).toBeVisible();
  await expect(page.getByText('Por troquel')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Confirmar e importar' }).click();

  await expect(page).toHaveURL(/\/pedidos\/importador\/agregar-carrito\/confirmar$/);
  await expect(page.getByText('1 de 1 producto agregado al carrito.')).toBeVisible();
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

test('un csv "troquel;cantidad" sin títulos se entiende por su contenido y sus líneas llegan al carrito', async ({ page }) => {
  await iniciarSesion(page, 'otra.demo');
  await expect(page.getByLabel('Hora del servidor')).toBeVisible();
  const autorizacion = await tokenDeLaPagina(page);
  const producto = await agregarUnProducto(page, autorizacion, 1);
  await page.goto('/pedidos/importador/seleccionar-archivo');
  // The help speaks of columns a user sees, not of character positions for a csv.
  await expect(page.getByText(/una columna con el troquel, el código de barras o el nombre del producto y otra con la cantidad/)).toBeVisible();
  await expect(page.getByText(/csv y xlsx: columna \d+/)).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles({ name: `mostrador-${Date.now()}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${producto.troquel};5\r\n`) });

  const lectura = page.getByLabel('Lectura del archivo');
  await expect(lectura).toContainText('Texto con columnas separadas por punto y coma, sin fila de títulos.');
  await expect(lectura.getByRole('combobox', { name: 'Qué contiene la columna 1' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('Troquel');
  await expect(lectura.getByRole('combobox', { name: 'Qué contiene la columna 2' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('Cantidad');
  await lectura.getByRole('button', { name: 'Buscar los productos' }).click();
  await expect(page.getByText('1 de 1 línea encontrada en el catálogo.')).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Confirmar e importar' }).click();
  await expect(page.getByText('1 de 1 producto agregado al carrito.')).toBeVisible();
  const carrito = (await (await page.request.get('/api/carritopersistente/GetItemsCarrito', { headers: { authorization: autorizacion } })).json()) as {
    items: { troquel: number; cantidad: number }[];
  };
  expect(carrito.items.find((i) => i.troquel === producto.troquel)?.cantidad).toBe(6);
});

test('una farmacia bloqueada que entra a pedidos llega a la página de farmacia bloqueada', async ({ page }) => {
  await iniciarSesion(page, 'bloqueada.demo', '/pedidos/nuevo');
  await expect(page).toHaveURL(/\/pedidos\/farmacia-bloqueada$/);
  await expect(page.getByText('La farmacia está bloqueada')).toBeVisible();
  await expect(page.getByText(/saldo de la cuenta corriente/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver la cuenta corriente' })).toBeVisible();
});

test('una farmacia bloqueada ve en su inicio por qué no puede pedir y lee su histórico y sus controles', async ({ page }) => {
  const aviso = 'La farmacia está bloqueada: puede consultar su histórico y sus controles, pero no hacer pedidos ni modificar el carrito.';
  await iniciarSesion(page, 'bloqueada.demo', '/');
  await expect(page.getByRole('alert').filter({ hasText: aviso })).toBeVisible();
  await page.goto('/historico/buscar');
  await expect(page).toHaveURL(/\/historico\/buscar$/);
  await expect(page.getByRole('heading', { name: 'Histórico de pedidos' })).toBeVisible();
  await page.goto('/control-pedidos/buscar');
  await expect(page).toHaveURL(/\/control-pedidos\/buscar$/);
  // Recording a control is a write: that page still leads to the block page.
  await page.goto('/control-pedidos/seleccion-remito');
  await expect(page).toHaveURL(/\/pedidos\/farmacia-bloqueada$/);
});
