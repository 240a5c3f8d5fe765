import { expect, test, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';
import { primerProductoQueEntra, tokenDeLaPagina } from './carrito-api';

/**
 * Issue 16, defect 1: an order clerk (pedidos.demo: Pedidos, ConsultorStock, AccesoDashboard) reaches the dashboard
 * and the searcher and orders; an account without dashboard access (archivos.demo) ends on Archivos, and the menu
 * of each offers only what it can open ("Inicio" a plain entry, without a dropdown arrow).
 */

const menu = (page: Page) => page.getByRole('menu', { name: 'Menú principal' });



/** Empties the pharmacy's cart and puts in it the first plain product the cart accepts, as the page's user. */
const unProductoEnElCarrito = (page: Page, autorizacion: string) => primerProductoQueEntra(page, autorizacion);

test('pedidos.demo entra al tablero, abre el buscador y confirma un pedido', async ({ page }) => {
  await iniciarSesion(page, 'pedidos.demo');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remoto="mfe-home"]').first()).toBeVisible();
  // "Inicio" is the dashboard itself: a plain entry, no submenu and no arrow.
  const inicio = menu(page).getByRole('menuitem', { name: 'Inicio' });
  await expect(inicio).toBeVisible();
  await expect(inicio).not.toHaveAttribute('aria-expanded');
  await expect(menu(page).getByRole('menuitem', { name: 'Pedidos', exact: true })).toBeVisible();
  await expect(menu(page)).not.toContainText('Administración');

  await page.goto('/pedidos/nuevo');
  await expect(page).toHaveURL(/\/pedidos\/nuevo$/);
  await expect(page.locator('[data-remoto="mfe-pedidos"]').first()).toBeVisible();

  const autorizacion = await tokenDeLaPagina(page, '/pedidos/favoritos');
  const producto = await unProductoEnElCarrito(page, autorizacion);
  await page.goto('/pedidos/resumen');
  await expect(page.locator('[data-remoto="mfe-pedidos"]').getByText(producto.nombre).first()).toBeVisible();
  // The summary asks for a shift (issue 16 defect 3): take the first one offered unless one is already chosen.
  const turnos = page.getByRole('radio');
  await expect(turnos.first()).toBeVisible();
  if ((await page.getByRole('radio', { checked: true }).count()) === 0) await turnos.first().check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page).toHaveURL(/\/pedidos\/confirmacion\/guid\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/Pedido \d+ confirmado/).first()).toBeVisible();
});

for (const destino of ['/', '/pedidos/nuevo']) {
  test(`archivos.demo, sin acceso al tablero, termina en Archivos desde ${destino} y su menú ofrece solo lo que puede abrir`, async ({ page }) => {
    await iniciarSesion(page, 'archivos.demo', destino);
    await expect(page).toHaveURL(/\/archivos$/);
    await expect(page.locator('[data-remoto="mfe-home"]').first()).toBeVisible();

    await expect(menu(page).getByRole('menuitem', { name: 'Inicio' })).toHaveCount(0);
    await expect(menu(page)).not.toContainText('Pedidos');
    const entradas = await menu(page).getByRole('menuitem').allTextContents();
    expect(entradas.map((e) => e.trim())).toEqual(['General', 'Archivos', 'Sitemap']);
  });
}
