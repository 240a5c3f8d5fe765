/**
 * "Catalogue ready to search" (DESIGN §11: cold ≤ 1.5 s, warm ≤ 300 ms) over 50,000 products, in real Chromium:
 * the page built from src/catalogo with webpack, against a local server that answers `GET /api/producto` like the API
 * (brotli/gzip, Last-Modified, 304). Cold: a fresh profile (empty IndexedDB); warm: the same page reloaded (304 and the
 * stored copy). Reference in the same run: a plain fetch + JSON.parse of the same list.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productosGenerados } from './catalogoBench.js';
import type { MedidaListo } from './catalogo/pagina.js';
import { iniciarServidorBench } from './catalogo/servidor.js';

const VUELTAS = Number(process.env.VUELTAS ?? 5);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const BANDERAS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const PUERTOS = [3007, 3008, 3009, 3010, 3006, 3005, 3004, 3003, 3002, 3001, 3000];

// pnpm runs the bench from the package folder: webpack is this package's, Playwright the e2e package's.
/** The little of Playwright's API used here (its types live in the e2e package). */
interface Pagina {
  on(evento: 'console' | 'pageerror' | 'crash', manejador: (dato: unknown) => void): void;
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  evaluate<T>(funcion: () => Promise<T>): Promise<T>;
}
interface Browser {
  newContext(): Promise<{ newPage(): Promise<Pagina>; close(): Promise<void> }>;
  close(): Promise<void>;
}
interface Chromium {
  launch(opciones: { executablePath: string; args: string[] }): Promise<Browser>;
}

const requerir = createRequire(path.resolve(process.cwd(), 'package.json'));
const mediana = (valores: number[]) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)];
const ms = (valor: number) => `${valor.toFixed(0)} ms`;

async function construirPagina(salida: string): Promise<void> {
  const webpack = requerir('webpack') as typeof import('webpack');
  const configurar = requerir('./bench/catalogo/webpack.config.cjs') as (salida: string) => import('webpack').Configuration;
  await new Promise<void>((listo, fallo) =>
    webpack(configurar(salida), (error, stats) => {
      if (error || !stats || stats.hasErrors()) fallo(error ?? new Error(stats?.toString('errors-only')));
      else listo();
    }),
  );
}

async function main() {
  const dirPagina = mkdtempSync(path.join(tmpdir(), 'bench-catalogo-'));
  let navegador: Browser | null = null;
  const inicioConstruccion = performance.now();
  await construirPagina(dirPagina);
  console.log(`Página construida con webpack en ${ms(performance.now() - inicioConstruccion)}`);
  const { productos, auxiliares } = productosGenerados();
  const servidor = await iniciarServidorBench({
    puertos: PUERTOS,
    dirPagina,
    productos,
    listas: {
      '/api/laboratorio': auxiliares.laboratorios,
      '/api/droga': auxiliares.drogas,
      '/api/categoria': auxiliares.categorias,
      '/api/oferta/disponible-con-troqueles': auxiliares.ofertas,
      '/api/combo/disponible-con-troqueles': auxiliares.combos,
    },
  });
  try {
    const { tamanos } = servidor;
    console.log(`Catálogo: ${productos.length} productos; /api/producto: JSON ${(tamanos.identity / 1e6).toFixed(1)} MB, gzip ${(tamanos.gzip / 1e6).toFixed(2)} MB, brotli ${(tamanos.br / 1e6).toFixed(2)} MB (${servidor.origen})`);
    // e2e's Playwright drives the system Chromium; no browser is downloaded.
    const { chromium } = createRequire(path.resolve(process.cwd(), '../e2e/package.json'))('@playwright/test') as { chromium: Chromium };
    navegador = await chromium.launch({ executablePath: CHROMIUM, args: BANDERAS });
    if (process.env.DESGLOSE) {
      const contexto = await navegador.newContext();
      const pagina = await contexto.newPage();
      await pagina.goto(servidor.origen);
      for (let i = 0; i < 3; i++) console.log(await pagina.evaluate(() => (window as unknown as { desglose(): Promise<unknown> }).desglose()));
      await contexto.close();
    }
    const frio: MedidaListo[] = [];
    const tibio: MedidaListo[] = [];
    const referencia: number[] = [];
    for (let vuelta = 0; vuelta < VUELTAS; vuelta++) {
      // A new context is a new, empty profile: no IndexedDB copy.
      const contexto = await navegador.newContext();
      const pagina = await contexto.newPage();
      if (process.env.DEPURAR) for (const evento of ['console', 'pageerror', 'crash'] as const) pagina.on(evento, (dato) => console.log(evento, (dato as { text?: () => string }).text?.() ?? String(dato)));
      await pagina.goto(servidor.origen);
      frio.push(await pagina.evaluate(() => (window as unknown as { medirListo(): Promise<MedidaListo> }).medirListo()));
      await pagina.reload();
      tibio.push(await pagina.evaluate(() => (window as unknown as { medirListo(): Promise<MedidaListo> }).medirListo()));
      await pagina.reload();
      referencia.push(await pagina.evaluate(() => (window as unknown as { medirReferencia(): Promise<number> }).medirReferencia()));
      await contexto.close();
    }
    const malos = [...frio.filter((m) => m.origen !== 'red'), ...tibio.filter((m) => m.origen !== 'copia')];
    if (malos.length > 0) throw new Error(`Origen inesperado: ${JSON.stringify(malos.map((m) => m.origen))}`);
    const registros = [...frio, ...tibio].flatMap((m) => m.registros);
    if (registros.length > 0) console.log(`Registros de la página: ${[...new Set(registros)].join(' | ')}`);
    const codificaciones = [...new Set(servidor.pedidos.filter((p) => p.estado === 200).map((p) => p.codificacion))].join(', ');
    if (frio.some((m) => m.indiceGuardado !== true)) throw new Error('El trabajador no guardó el índice en la carga en frío');
    console.log(`${VUELTAS} vueltas; Chromium pidió la lista con ${codificaciones}; búsqueda de prueba "ibuprofeno": ${frio[0].prueba} resultados\n`);

    const ref = mediana(referencia);
    const filas: [string, MedidaListo[], number][] = [
      ['frío (200 + IndexedDB + índice)', frio, 1500],
      ['tibio (304 + IndexedDB + índice)', tibio, 300],
    ];
    console.log('caso                                 listo       lista+aux   índice   referencia (fetch+JSON.parse)   ×ref   objetivo');
    for (const [nombre, medidas, objetivo] of filas) {
      const listo = mediana(medidas.map((m) => m.listo));
      console.log(
        `${nombre.padEnd(34)} ${ms(listo).padStart(8)} ${ms(mediana(medidas.map((m) => m.lista))).padStart(11)} ${ms(mediana(medidas.map((m) => m.indice))).padStart(8)} ${ms(ref).padStart(14)} ${`×${(listo / ref).toFixed(2)}`.padStart(23)}   ≤ ${objetivo} ms (${listo <= objetivo ? 'cumple' : 'NO cumple'})`,
      );
    }
  } finally {
    await navegador?.close();
    await servidor.cerrar();
    rmSync(dirPagina, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
