/** SPEC §8 texts of the catalogue cache. */
export const MENSAJES_CATALOGO = {
  descomprimir: 'No se pudo descomprimir el cache de productos',
  guardar: 'No se pudo guardar en cache los productos',
  resultados: 'Error obteniendo los resultados',
} as const;

export const CODIGO_ERROR_DESCOMPRIMIR = 'PRODUCTOS_CACHE_DECOMPRESS_ERROR';

export class ErrorCatalogo extends Error {
  override name = 'ErrorCatalogo';
  constructor(
    mensaje: string,
    readonly codigo?: string,
    opciones?: { cause?: unknown },
  ) {
    super(mensaje, opciones);
  }
}
