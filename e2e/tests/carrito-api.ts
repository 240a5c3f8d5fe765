import { expect, type Page } from '@playwright/test';

/** What the journeys read of `GET /api/producto`. */
export interface ProductoApi {
  troquel: number;
  nombre: string;
  codigoBarras: string;
  flags: number;
  psicofarmaco: boolean;
  psicofarmacoNoFacturable: boolean;
  trazable: boolean;
  noSeFabricaMas: boolean;
  fechaBaja: string | null;
  panalPami: boolean;
}

/** The bearer token the signed-in page sends to the API, read from one of its own calls on `ruta`. */
export async function tokenDeLaPagina(page: Page, ruta = '/pedidos/favoritos'): Promise<string> {
  const llamada = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await page.goto(ruta);
  return (await llamada).headers()['authorization'] as string;
}

/** A product no ordering rule stops: on sale, not psychotropic, traceable or PAMI. */
export const esSimple = (p: ProductoApi) => !p.psicofarmaco && !p.psicofarmacoNoFacturable && !p.trazable && !p.noSeFabricaMas && !p.fechaBaja && !p.panalPami;

/** Empties the pharmacy's cart, as the page's user. */
export async function vaciarCarrito(page: Page, autorizacion: string): Promise<void> {
  expect((await page.request.put('/api/carritopersistente/BorrarCarritoCompleto', { headers: { authorization: autorizacion } })).ok()).toBe(true);
}

/** The catalogue as the page's user reads it. */
export async function catalogo(page: Page, autorizacion: string): Promise<ProductoApi[]> {
  return (await (await page.request.get('/api/producto', { headers: { authorization: autorizacion } })).json()) as ProductoApi[];
}

/** Whether the cart took `cantidad` of the product (result code 0). */
export async function agregarAlCarrito(page: Page, autorizacion: string, troquel: number, cantidad: number): Promise<boolean> {
  const r = await page.request.post('/api/carritopersistente/ActualizarItemCarrito', { headers: { authorization: autorizacion }, data: { troquel, cantidad, ofertaid: 0 } });
  return r.ok() && ((await r.json()) as { codigo: number }).codigo === 0;
}

/**
 * Empties the cart and puts in it `cantidad` of the first simple product without flag 4 (and passing `filtro`) that the
 * cart takes; answers it.
 */
export async function primerProductoQueEntra(page: Page, autorizacion: string, cantidad = 1, filtro: (p: ProductoApi) => boolean = () => true): Promise<ProductoApi> {
  await vaciarCarrito(page, autorizacion);
  const simples = (await catalogo(page, autorizacion)).filter((p) => filtro(p) && esSimple(p) && (p.flags & 4) === 0);
  for (const producto of simples.slice(0, 30)) {
    if (await agregarAlCarrito(page, autorizacion, producto.troquel, cantidad)) return producto;
  }
  throw new Error('Ningún producto del catálogo de demostración entró al carrito');
}
