/**
 * A small HTTP server for the "catalogue ready to search" bench: the built page, and `GET /api/producto` as the API
 * sends it (same codings and compression levels, `Last-Modified`, `If-Modified-Since` → 304, `Vary`), plus the
 * laboratory, drug and category lists the search also indexes.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Content codings the list is kept in, as the API keeps it. */
type Codificacion = 'br' | 'gzip' | 'identity';

/** What the API sends for what Chromium offers: brotli, else gzip (the API also weighs `q` values, which Chromium never sends). */
const codificacionPara = (aceptadas = ''): Codificacion => (/\bbr\b/.test(aceptadas) ? 'br' : /\bgzip\b/.test(aceptadas) ? 'gzip' : 'identity');

const comprimirGzip = promisify(gzip);
const comprimirBrotli = promisify(brotliCompress);

export interface ServidorBench {
  origen: string;
  /** Bytes sent for `/api/producto` in each coding. */
  tamanos: Record<Codificacion, number>;
  /** Requests of `/api/producto`: status and coding, in order. */
  pedidos: { estado: number; codificacion: Codificacion | null }[];
  cerrar(): Promise<void>;
}

const TIPOS: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

export async function iniciarServidorBench(opciones: {
  puertos: number[];
  dirPagina: string;
  productos: unknown[];
  listas: Record<string, unknown[]>;
}): Promise<ServidorBench> {
  const json = Buffer.from(JSON.stringify(opciones.productos));
  // What the API's product list cache does (api/src/modules/producto/lista-cache.ts).
  const [gzipado, brotli] = await Promise.all([
    comprimirGzip(json, { level: 6 }),
    comprimirBrotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  const cuerpos: Record<Codificacion, Buffer> = { identity: json, gzip: gzipado, br: brotli };
  const ultimaModificacion = new Date('2026-11-20T10:00:00Z');
  const pedidos: ServidorBench['pedidos'] = [];

  const servidor = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/producto') {
      res.setHeader('last-modified', ultimaModificacion.toUTCString());
      res.setHeader('cache-control', 'private, no-cache');
      res.setHeader('vary', 'accept-encoding');
      const desde = Date.parse(req.headers['if-modified-since'] ?? '');
      if (Number.isFinite(desde) && desde >= ultimaModificacion.getTime()) {
        pedidos.push({ estado: 304, codificacion: null });
        res.writeHead(304).end();
        return;
      }
      const codificacion = codificacionPara(req.headers['accept-encoding']);
      pedidos.push({ estado: 200, codificacion });
      if (codificacion !== 'identity') res.setHeader('content-encoding', codificacion);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(cuerpos[codificacion]);
      return;
    }
    const lista = opciones.listas[url.pathname];
    if (lista) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(lista));
      return;
    }
    const archivo = path.join(opciones.dirPagina, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
    if (!archivo.startsWith(opciones.dirPagina)) {
      res.writeHead(404).end();
      return;
    }
    readFile(archivo).then(
      (contenido) => res.writeHead(200, { 'content-type': TIPOS[path.extname(archivo)] ?? 'application/octet-stream' }).end(contenido),
      () => res.writeHead(404).end(),
    );
  });

  // The first free port of the list (other engineers' servers may hold some).
  let puerto: number | null = null;
  for (const candidato of opciones.puertos) {
    const libre = await new Promise<boolean>((listo) => {
      servidor.once('error', () => listo(false));
      servidor.listen(candidato, '127.0.0.1', () => listo(true));
    });
    if (libre) {
      puerto = candidato;
      break;
    }
  }
  if (puerto === null) throw new Error(`Ningún puerto libre entre ${opciones.puertos.join(', ')}`);
  return {
    origen: `http://127.0.0.1:${puerto}`,
    tamanos: { identity: json.length, gzip: gzipado.length, br: brotli.length },
    pedidos,
    cerrar: () => new Promise((listo) => servidor.close(() => listo())),
  };
}
