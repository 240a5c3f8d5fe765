import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Db } from '../../../db/client.js';
import type { Codificacion } from './codificacion.js';
import { firmaCatalogo, productosEnVenta, type FirmaCatalogo } from './service.js';

const comprimirGzip = promisify(gzip);
const comprimirBrotli = promisify(brotliCompress);

/** The product list serialised once, in every coding it is served in. */
export interface ListaProductos {
  /** Latest `ultimaActualizacion`, to the second (what `Last-Modified` can carry). */
  ultimaModificacion: Date;
  cuerpos: Record<Codificacion, Buffer>;
}

const aSegundos = (fecha: Date) => new Date(Math.floor(fecha.getTime() / 1000) * 1000);
const clave = (firma: FirmaCatalogo) => `${firma.ultimaActualizacion?.getTime() ?? 0}:${firma.cantidad}`;

async function construir(db: Db, firma: FirmaCatalogo): Promise<ListaProductos> {
  const json = Buffer.from(JSON.stringify(await productosEnVenta(db)));
  // Built once per catalogue change and then served many times: mid-level brotli compresses far better than gzip
  // for a fraction of the time of its maximum quality.
  const [gzipado, brotli] = await Promise.all([
    comprimirGzip(json, { level: 6 }),
    comprimirBrotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  return {
    ultimaModificacion: aSegundos(firma.ultimaActualizacion ?? new Date(0)),
    cuerpos: { identity: json, gzip: gzipado, br: brotli },
  };
}

/**
 * Keeps the serialised list until the catalogue changes. Each call reads only the catalogue's signature (an indexed
 * max and a count); the list is rebuilt when that differs, and concurrent callers share one build.
 */
export class CacheListaProductos {
  private claveActual: string | null = null;
  private lista: Promise<ListaProductos> | null = null;

  constructor(private readonly db: Db) {}

  async obtener(): Promise<ListaProductos> {
    const firma = await firmaCatalogo(this.db);
    const nueva = clave(firma);
    if (this.lista && this.claveActual === nueva) return this.lista;
    const lista = construir(this.db, firma);
    this.claveActual = nueva;
    this.lista = lista;
    // A failed build must not stay cached.
    lista.catch(() => {
      if (this.lista === lista) {
        this.lista = null;
        this.claveActual = null;
      }
    });
    return lista;
  }
}
