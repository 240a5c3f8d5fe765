import type { FastifyReply, FastifyRequest } from 'fastify';
import { cuerpoError } from '../../plugins/errores.js';
import { noEncontrado } from '../../errores.js';
import { almacenArchivos, RutaFueraDelAlmacen } from './almacen.js';
import type { ArchivoAlmacenado } from './service.js';

export interface OpcionesEnvio {
  /** Cache-Control of the answer. */
  cache: string;
  /** Offered as a download under its own name (Content-Disposition: attachment). */
  adjunto?: boolean;
  /** Answers `Range: bytes=…` with 206 (a video the browser seeks in). */
  rangos?: boolean;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` inside a file of `tamano` bytes; null to send it whole, 'fuera' when it cannot be served. */
export function leerRango(cabecera: string | undefined, tamano: number): { inicio: number; fin: number } | null | 'fuera' {
  const m = cabecera ? /^bytes=(\d*)-(\d*)$/.exec(cabecera.trim()) : null;
  // Several ranges or another unit: the whole file is a valid answer (RFC 9110 §14.2).
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const [inicio, fin] = m[1] === '' ? [Math.max(0, tamano - Number(m[2])), tamano - 1] : [Number(m[1]), m[2] === '' ? tamano - 1 : Math.min(Number(m[2]), tamano - 1)];
  if (tamano === 0 || inicio >= tamano || inicio > fin) return 'fuera';
  return { inicio, fin };
}

const segundos = (fecha: Date) => Math.floor(fecha.getTime() / 1000);

/**
 * Streams a stored file: its type, date and size, and for the public cached ones a 304 when the browser's copy is as
 * new (If-Modified-Since). A path the store refuses or a file missing from the folder is a 404, never what the path
 * points at.
 */
export async function enviarArchivo(req: FastifyRequest, reply: FastifyReply, archivo: ArchivoAlmacenado, opciones: OpcionesEnvio) {
  reply
    .header('content-type', archivo.mime)
    .header('last-modified', archivo.fecha.toUTCString())
    .header('cache-control', opciones.cache)
    .header('x-content-type-options', 'nosniff');
  if (opciones.adjunto) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(archivo.nombre)}`);
  if (opciones.rangos) reply.header('accept-ranges', 'bytes');

  const desde = req.headers['if-modified-since'];
  if (desde && !opciones.adjunto && !Number.isNaN(Date.parse(desde)) && segundos(archivo.fecha) <= segundos(new Date(desde))) {
    return reply.code(304).send();
  }

  const rango = opciones.rangos ? leerRango(req.headers.range, archivo.tamano) : null;
  if (rango === 'fuera') {
    return reply
      .code(416)
      .header('content-range', `bytes */${archivo.tamano}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send(cuerpoError(416, 'El rango pedido está fuera del archivo.', {}, 'Rango no disponible'));
  }
  let flujo;
  try {
    flujo = await almacenArchivos().abrir(archivo.ruta, rango ?? undefined);
  } catch (err) {
    // Answered as a 404 (nothing leaks): a warning for the operator, as a row that names a file outside the store (or
    // one missing from it) is tampered or stale data, not a failure of this request.
    if (err instanceof RutaFueraDelAlmacen) req.log.warn({ ruta: archivo.ruta }, 'ruta de archivo fuera del almacén');
    else if ((err as NodeJS.ErrnoException).code === 'ENOENT') req.log.warn({ ruta: archivo.ruta }, 'archivo ausente del almacén');
    else throw err;
    throw noEncontrado('No se encontró el archivo.');
  }
  if (rango) {
    reply.code(206).header('content-range', `bytes ${rango.inicio}-${rango.fin}/${archivo.tamano}`);
  }
  return reply.header('content-length', rango ? rango.fin - rango.inicio + 1 : archivo.tamano).send(flujo);
}
