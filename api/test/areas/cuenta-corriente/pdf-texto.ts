import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

// pdf.js 6 expects Node 22's Promise.withResolvers; the API runs on Node 20 too (README: 20.19 or later).
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
      return { promise, resolve, reject };
    },
  });
}

const fuentes = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** The text of every page of a PDF as pdf.js reads it (what a viewer or a screen reader gets), pages joined by a line break. */
export async function textoPdf(datos: Buffer | Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const tarea = getDocument({ data: new Uint8Array(datos), standardFontDataUrl: fuentes, verbosity: 0 });
  const documento = await tarea.promise;
  const paginas: string[] = [];
  for (let n = 1; n <= documento.numPages; n++) {
    const contenido = await (await documento.getPage(n)).getTextContent();
    paginas.push(contenido.items.map((i) => ('str' in i ? i.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await tarea.destroy();
  return paginas.join('\n');
}

/**
 * The rectangles drawn inside each marked-content span of a PDF's pages (pdfkit's `markContent('Span')`), read from the
 * inflated content streams: how a test finds a vector drawing such as the invoice's QR, one square per dark module.
 */
export function rectangulosMarcados(datos: Buffer): number[] {
  const texto = datos.toString('latin1');
  const cuentas: number[] = [];
  for (const m of texto.matchAll(/stream\r?\n/g)) {
    const inicio = m.index! + m[0].length;
    const fin = texto.indexOf('endstream', inicio);
    let contenido: string;
    try {
      contenido = inflateSync(datos.subarray(inicio, fin)).toString('latin1');
    } catch {
      continue;
    }
    for (const span of contenido.matchAll(/\/Span <<[\s\S]*?>> BDC([\s\S]*?)EMC/g)) cuentas.push((span[1]!.match(/ re\b/g) ?? []).length);
  }
  return cuentas;
}
