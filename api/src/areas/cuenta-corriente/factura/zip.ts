import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { and, asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { pdfDeFactura } from './pdf.js';
import { factura } from './tablas.js';

/**
 * Several invoices as one ZIP of their PDFs (fflate's streaming writer), written to the answer as each PDF is drawn: the
 * caller holds one PDF at a time, not the archive. PDFs are compressed already, so entries are stored as they are. Every
 * invoice is checked before the first byte leaves: one outside the caller's pharmacies makes the whole answer a 404.
 */
export async function zipFacturas(db: Db, ids: readonly number[], farmacias: readonly number[]): Promise<Readable> {
  const unicos = [...new Set(ids)];
  const filas = await db.select().from(factura).where(and(inArray(factura.id, unicos), inArray(factura.farmaciaId, [...farmacias]))).orderBy(asc(factura.fechaEmision), asc(factura.id));
  if (filas.length !== unicos.length) throw noEncontrado('No se encontró la factura.');
  const salida = new PassThrough();
  const zip = new Zip((error, parte, final) => {
    if (error) return void salida.destroy(error);
    salida.write(parte);
    if (final) salida.end();
  });
  void (async () => {
    try {
      for (const f of filas) {
        const { nombre, datos } = await pdfDeFactura(db, f);
        const entrada = new ZipPassThrough(nombre);
        entrada.mtime = f.fechaEmision;
        zip.add(entrada);
        entrada.push(new Uint8Array(datos.buffer, datos.byteOffset, datos.byteLength), true);
        // Let the answer drain before drawing the next PDF, so a slow client never makes the archive pile up here.
        if (salida.writableNeedDrain) await new Promise((listo) => salida.once('drain', listo));
      }
      zip.end();
    } catch (e) {
      zip.terminate();
      salida.destroy(e as Error);
    }
  })();
  return salida;
}

/** The archive's name: the pharmacy's (or `Grupo`) and the day. */
export const nombreZipFacturas = (farmaciaId: number | null, dia: string) => `Facturas_${farmaciaId ?? 'grupo'}_${dia}.zip`;
