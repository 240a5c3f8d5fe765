import { apiClient } from '@portal/shared/client';
import { MAXIMO_TROQUELES_POR_LLAMADA, productosSchema, type Producto } from '@portal/shared/contracts';

/** Products of the troqueles: from the cached catalogue first, the rest (e.g. no longer sold) by `POST /api/producto/SinFiltro`. */
export async function productosPorTroquel(troqueles: readonly number[], catalogo: ReadonlyMap<number, Producto>): Promise<Map<number, Producto>> {
  const encontrados = new Map<number, Producto>();
  const faltan: number[] = [];
  for (const troquel of new Set(troqueles)) {
    const producto = catalogo.get(troquel);
    if (producto) encontrados.set(troquel, producto);
    else faltan.push(troquel);
  }
  for (let i = 0; i < faltan.length; i += MAXIMO_TROQUELES_POR_LLAMADA) {
    const lote = faltan.slice(i, i + MAXIMO_TROQUELES_POR_LLAMADA);
    const productos = await apiClient.post('/api/producto/SinFiltro', { body: lote, schema: productosSchema, silencioso: true });
    for (const p of productos) encontrados.set(p.troquel, p);
  }
  return encontrados;
}
