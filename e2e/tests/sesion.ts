import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Portal2026!';

/** Signs in through the embedded identity provider's login page, as a person would. */
export async function iniciarSesion(page: Page, usuario: string, destino = '/') {
  await page.goto(destino);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}
