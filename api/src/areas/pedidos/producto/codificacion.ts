/** Content codings the cached product list is kept in. */
export type Codificacion = 'br' | 'gzip' | 'identity';

/**
 * The best coding the client accepts (RFC 9110 §12.5.3): brotli, then gzip, else none. A coding with `q=0` is refused;
 * `*` stands for any coding not named.
 */
export function elegirCodificacion(acceptEncoding: string | undefined): Codificacion {
  if (!acceptEncoding) return 'identity';
  const calidades = new Map<string, number>();
  for (const parte of acceptEncoding.split(',')) {
    const [nombre, ...parametros] = parte.split(';').map((s) => s.trim().toLowerCase());
    if (!nombre) continue;
    const q = parametros.find((p) => p.startsWith('q='));
    const calidad = q ? Number(q.slice(2)) : 1;
    calidades.set(nombre, Number.isFinite(calidad) ? calidad : 0);
  }
  const calidad = (nombre: string) => calidades.get(nombre) ?? calidades.get('*') ?? 0;
  if (calidad('br') > 0 && calidad('br') >= calidad('gzip')) return 'br';
  if (calidad('gzip') > 0) return 'gzip';
  return 'identity';
}
