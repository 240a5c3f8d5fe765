import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PASSWORD } from './sesion';

/**
 * A new visitor's cold way in ships compressed (issue 16, DESIGN §11): the build leaves a brotli and a gzip copy
 * beside every text file of every package, and the site as `npm start` serves it sends each static file of the first
 * visit compressed, varying by Accept-Encoding.
 */

const RAIZ = path.resolve(__dirname, '..', '..');
const PAQUETES = ['host', 'mfe-pedidos', 'mfe-cuenta-corriente', 'mfe-devoluciones', 'mfe-home', 'mfe-admin'];
const TEXTO = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|wasm)$/;

function archivos(dir: string): string[] {
  return readdirSync(dir).flatMap((nombre) => {
    const ruta = path.join(dir, nombre);
    return statSync(ruta).isDirectory() ? archivos(ruta) : [ruta];
  });
}

test('la compilación deja al lado de cada archivo de texto, por chico que sea, su copia brotli y gzip', () => {
  let revisados = 0;
  for (const paquete of PAQUETES) {
    const dist = path.join(RAIZ, paquete, 'dist');
    expect(existsSync(dist), `${paquete} debe estar compilado (npm run build)`).toBe(true);
    for (const archivo of archivos(dist).filter((a) => TEXTO.test(a))) {
      const original = readFileSync(archivo);
      const relativo = path.relative(RAIZ, archivo);
      expect(existsSync(`${archivo}.br`), `${relativo}.br`).toBe(true);
      expect(existsSync(`${archivo}.gz`), `${relativo}.gz`).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${archivo}.br`)).equals(original), `${relativo}.br es el mismo archivo`).toBe(true);
      expect(gunzipSync(readFileSync(`${archivo}.gz`)).equals(original), `${relativo}.gz es el mismo archivo`).toBe(true);
      revisados++;
    }
  }
  expect(revisados).toBeGreaterThan(100);
});

test('la primera visita de admin.demo trae cada archivo del sitio comprimido con brotli, variando por Accept-Encoding', async ({ browser, baseURL }) => {
  // A clean browser: nothing cached, nothing stored.
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  const sinComprimir: string[] = [];
  let revisadas = 0;
  page.on('response', async (respuesta) => {
    const url = new URL(respuesta.url());
    const tipo = respuesta.request().resourceType();
    // The site's files (the API's and the identity provider's answers are not files of the build).
    if (url.origin !== baseURL || /^\/(api|idp|CarritoUsuarioHub)\b/i.test(url.pathname) || respuesta.status() !== 200) return;
    if (!['document', 'script', 'stylesheet', 'fetch'].includes(tipo)) return;
    const cabeceras = await respuesta.allHeaders();
    revisadas++;
    if (cabeceras['content-encoding'] !== 'br' || !/accept-encoding/i.test(cabeceras['vary'] ?? '')) {
      sinComprimir.push(`${url.pathname} (${cabeceras['content-encoding'] ?? 'sin codificación'}, vary: ${cabeceras['vary'] ?? '-'})`);
    }
  });

  await page.goto('/');
  await page.getByLabel('Usuario').fill('admin.demo');
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: /Cerrar sesión/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await contexto.close();

  expect(revisadas).toBeGreaterThan(10);
  expect(sinComprimir).toEqual([]);
});
