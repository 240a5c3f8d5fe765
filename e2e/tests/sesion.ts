import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Portal2026!';

/** The pharmacy's news the shell shows once after login (mfe-home's journeys look at it; see home.spec.ts). */
export const modalNovedades = (page: Page) => page.getByRole('dialog', { name: 'Novedades' });

/**
 * Signs in through the embedded identity provider's login page, as a person would. The news modal the shell opens
 * after login, on whatever page, is closed as a person would («Entendido») whenever it stands in a journey's way.
 */
export async function iniciarSesion(page: Page, usuario: string, destino = '/') {
  await page.addLocatorHandler(modalNovedades(page), async (modal) => {
    await modal.getByRole('button', { name: 'Entendido' }).click();
  });
  await page.goto(destino);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}
