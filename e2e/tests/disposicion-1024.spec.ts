import { expect, type Page } from '@playwright/test';
import { test } from './sesion';

/**
 * A counter's 1024-pixel screen (issue 29): every page of the menu, for the accounts that open them, keeps to the
 * window (no sideways scroll of the page) and its tables keep their columns in sight (none scrolls inside its box:
 * the secondary columns fold into each row's detail). The menu is folded to its initials below 1200 px.
 */
const PAGINAS: Record<string, string[]> = {
  'admin.demo': [
    '/',
    '/admin-usuarios',
    '/cc/detalle-pagos',
    '/cc/factura-electronica',
    '/cc/operaciones-de-la-semana',
    '/cc/descarga-de-movimientos-historicos',
    '/cc/composicion-de-la-deuda',
    '/cc/resumenes-semanales',
    '/devoluciones/seleccionar-factura',
    '/devoluciones/buscar',
    '/recalls/nuevo',
    '/recalls/buscar',
    '/vencidos/buscar',
    '/eventos',
    '/archivos',
    '/control-pedidos/buscar',
    '/pedidos/nuevo',
    '/pedidos/recuperador',
    '/pedidos/favoritos',
    '/pedidos/agregar-combos',
    '/historico/buscar',
    '/historico/bonos',
    '/historico/transfers-lab',
  ],
  'grupo.demo': ['/cc-grupo/informacion', '/cc-grupo/detalle-pagos', '/cc-grupo/factura-electronica', '/cc-grupo/composicion-de-la-deuda', '/cc-grupo/resumenes-semanales'],
};

/** What scrolls sideways on the page once its data is in: the page itself, or a table inside its box. */
async function desbordes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vistos: string[] = [];
    const raiz = document.scrollingElement ?? document.documentElement;
    if (raiz.scrollWidth > window.innerWidth + 1) vistos.push(`la página se desplaza ${raiz.scrollWidth - window.innerWidth} px`);
    for (const tabla of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      if (tabla.scrollWidth > tabla.clientWidth + 1) {
        const titulos = [...tabla.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean);
        vistos.push(`una tabla (${titulos.join(', ')}) se desplaza ${tabla.scrollWidth - tabla.clientWidth} px`);
      }
    }
    return vistos;
  });
}

for (const [usuario, paginas] of Object.entries(PAGINAS)) {
  test(`a 1024 px ninguna página de ${usuario} ni sus tablas se desplazan de costado`, async ({ entrar }) => {
    test.setTimeout(240_000);
    const page = await entrar(usuario, paginas[0]);
    await page.setViewportSize({ width: 1024, height: 768 });
    const encontrados: string[] = [];
    for (const path of paginas) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's data in: no table still loading.
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
      for (const problema of await desbordes(page)) encontrados.push(`${path}: ${problema}`);
    }
    expect(encontrados).toEqual([]);
  });
}
