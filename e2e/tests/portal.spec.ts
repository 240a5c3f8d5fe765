import { expect, test } from '@playwright/test';
import { iniciarSesion } from './sesion';

test('admin.demo entra, ve Inicio con su farmacia y el reloj andando, abre un pedido nuevo y sale', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Farmacia San Martín').first()).toBeVisible();

  const reloj = page.getByLabel('Hora del servidor');
  const antes = await reloj.textContent();
  await expect(reloj).not.toHaveText(antes ?? '', { timeout: 3000 });

  await page.goto('/pedidos/nuevo');
  await expect(page.locator('[data-remoto="mfe-pedidos"]')).toBeVisible();
  await expect(page).toHaveTitle(/pedido/i);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('pedidos.demo no tiene permiso para cuenta corriente', async ({ page }) => {
  await iniciarSesion(page, 'pedidos.demo', '/cc');
  await expect(page).toHaveURL(/\/error401$/);
  await expect(page.getByText('Sin permisos para acceder').first()).toBeVisible();
});

test('una ruta desconocida y un parámetro no numérico terminan en error404', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo');
  await expect(page.getByLabel('Hora del servidor')).toBeVisible();
  await page.goto('/no-existe/para-nada');
  await expect(page).toHaveURL(/\/error404$/);
  await expect(page.getByText('Página no encontrada').first()).toBeVisible();
  await page.goto('/pedidos/pedido/abc');
  await expect(page).toHaveURL(/\/error404$/);
});

test('sin los archivos de un remoto, su sección muestra el aviso y las demás funcionan', async ({ page }) => {
  await page.route('**/mfe/cuenta-corriente/**', (route) => route.fulfill({ status: 404, body: 'no encontrado' }));
  await iniciarSesion(page, 'admin.demo', '/cc');
  await expect(page.getByText('Sección no disponible momentáneamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

  await page.goto('/pedidos/nuevo');
  await expect(page.locator('[data-remoto="mfe-pedidos"]')).toBeVisible();
});

test('la conexión del carrito está activa y su id viaja en las llamadas a la API', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await iniciarSesion(page, 'admin.demo');
  await expect.poll(() => sockets.some((u) => /carritousuariohub/i.test(u))).toBe(true);

  // The header re-reads the server clock every 60 s; a navigation makes the remote call the API at once.
  const conId = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['connectionid']), { timeout: 70_000 });
  await page.goto('/');
  const request = await conId;
  expect(request.headers()['connectionid']).toMatch(/^[A-Za-z0-9_-]{10,}$/);
  expect(request.headers()['authorization']).toMatch(/^Bearer /);
  expect(request.headers()['x-client-version']).toBeTruthy();
});

test('host y remoto comparten una sola instancia de @portal/shared', async ({ page }) => {
  await iniciarSesion(page, 'admin.demo');
  // Inicio is mfe-home's page: it read the pharmacy with the session the host signed in.
  await expect(page.getByText('Farmacia San Martín').first()).toBeVisible();
  const cliente = await page.evaluate(() => {
    type Compartido = { from: string; loaded?: boolean; useIn: string[] };
    const federacion = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Compartido>>>> } }).__FEDERATION__;
    const vistas: { version: string; from: string; useIn: string[] }[] = [];
    for (const alcances of Object.values(federacion.__SHARE__)) {
      for (const paquetes of Object.values(alcances)) {
        for (const [version, info] of Object.entries(paquetes['@portal/shared/client'] ?? {})) {
          if (info.loaded) vistas.push({ version, from: info.from, useIn: info.useIn });
        }
      }
    }
    return vistas;
  });
  // Every federation instance sees the same single copy, the host's, and the remote uses it.
  expect(new Set(cliente.map((c) => `${c.version}@${c.from}`))).toEqual(new Set(['1.0.0@host']));
  expect(cliente[0].useIn).toEqual(expect.arrayContaining(['host', 'mfe_home']));
});
