import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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

/**
 * Journeys with several people at once: `entrar(usuario, destino)` signs a user in in a browser of its own (a new
 * context) and answers its page; `otroNavegador()` opens one without signing in. Every browser a journey opened is
 * closed after it, or its pages (hub connections, silent renewals, clocks) would stay open through every later journey.
 */
export const test = base.extend<{ otroNavegador: () => Promise<Page>; entrar: (usuario: string, destino?: string) => Promise<Page> }>({
  otroNavegador: async ({ browser }, usar) => {
    const abiertos: BrowserContext[] = [];
    await usar(async () => {
      const contexto = await browser.newContext();
      abiertos.push(contexto);
      return contexto.newPage();
    });
    await Promise.all(abiertos.map((contexto) => contexto.close()));
  },
  entrar: async ({ otroNavegador }, usar) => {
    await usar(async (usuario, destino = '/') => {
      const page = await otroNavegador();
      await iniciarSesion(page, usuario, destino);
      await expect(page.getByRole('button', { name: /Cerrar sesión/ })).toBeVisible();
      return page;
    });
  },
});
