import { expect, test, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';

/**
 * The site's content security policy has no 'unsafe-inline' for styles (issue 10, defect 6): the page carries a
 * nonce per response, and every style the portal writes at run time must carry it, or the browser refuses it. Here a
 * refused style would not fail a click; it would leave a page unstyled, a dialog over a page that still scrolls, a
 * dashboard grid without its layout. So the journey records every violation the browser reports and looks at what the
 * styles should do.
 */

declare global {
  interface Window {
    violacionesCsp: string[];
  }
}

async function registrarViolaciones(page: Page) {
  await page.addInitScript(() => {
    window.violacionesCsp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const origen = e.target instanceof Element ? e.target.outerHTML.slice(0, 120) : '';
      window.violacionesCsp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample} ${e.sourceFile}:${e.lineNumber} ${origen}`.trim());
    });
  });
}

/** Every `<style>` in the page carries the page's nonce (the one in its meta); and none was refused. */
async function estilosConNonce(page: Page) {
  const { nonce, sinNonce } = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const estilos = [...document.querySelectorAll('style')];
    return { nonce: meta?.nonce ?? '', sinNonce: estilos.filter((e) => e.nonce !== meta?.nonce).map((e) => e.outerHTML.slice(0, 80)) };
  });
  expect(nonce).not.toBe('');
  expect(sinNonce).toEqual([]);
  expect(await page.evaluate(() => window.violacionesCsp)).toEqual([]);
}

test('the portal styles itself under a policy without inline styles: antd, a drawer that locks the page, the dashboard grid', async ({ page }) => {
  await registrarViolaciones(page);
  const respuesta = await page.goto('/');
  expect(respuesta?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[^']+'/);
  expect(respuesta?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  // Without a session the portal goes on to the login page: let it arrive before asking for another page.
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();

  await iniciarSesion(page, 'admin.demo', '/admin-usuarios');
  const crear = page.getByRole('button', { name: 'Crear usuario' });
  await expect(crear).toBeVisible();
  // antd's primary button, styled by its CSS-in-JS in the portal's theme (shared/src/client/tema.ts): its blue, not the browser's grey.
  await expect(crear).toHaveCSS('background-color', 'rgb(9, 88, 217)');

  // A drawer locks the page behind it with a style of its own (rc-component's scroll locker).
  await page.getByRole('button', { name: 'Usuarios eliminados' }).click();
  await expect(page.getByRole('dialog', { name: 'Usuarios eliminados' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
  await estilosConNonce(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).not.toHaveCSS('overflow-y', 'hidden');

  // The dashboard's grid (react-grid-layout's rules, written by mfe-home).
  await page.goto('/');
  await expect(page.locator('.react-grid-layout')).toBeVisible();
  await expect(page.locator('.react-grid-layout')).toHaveCSS('position', 'relative');
  await estilosConNonce(page);

  // A page of every other remote, each loaded fresh: its own chunks write their styles under the same policy.
  for (const [ruta, titulo] of [
    ['/pedidos/nuevo', /Nuevo pedido|Buscador/],
    ['/cc/composicion-de-la-deuda', /Composición de la deuda/],
    ['/devoluciones/buscar', /Histórico de devoluciones/],
    ['/eventos', /evento/i],
  ] as const) {
    await page.goto(ruta);
    await expect(page.getByRole('heading', { name: titulo }).first()).toBeVisible();
    await estilosConNonce(page);
  }
});
