import { useQuery } from '@tanstack/react-query';
import type { Precio, Producto } from '@portal/shared/contracts';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { productosPorTroquel } from '../../catalogo/productosPorTroquel.js';
import { usePrecios } from '../../precios/precios.js';

export interface DatosProductos {
  productos: ReadonlyMap<number, Producto>;
  precios: ReadonlyMap<number, Precio>;
}

/**
 * Names, prices and stock of the troqueles a page lists: names from the cached catalogue (the one the cart panel and
 * the searcher use), `SinFiltro` only for those it leaves out; prices by `usePrecios`. Nothing is asked for an empty list.
 */
export function useDatosProductos(troqueles: readonly number[]): DatosProductos {
  const catalogo = useCatalogo();
  const clave = [...new Set(troqueles)].sort((a, b) => a - b);
  // Asking before the catalogue is in would send every troquel to SinFiltro.
  const catalogoLeido = catalogo.productos.size > 0 || catalogo.error !== null;
  const fuera = useQuery({
    queryKey: ['productos-por-troquel', clave, catalogo.productos.size],
    queryFn: () => productosPorTroquel(clave, catalogo.productos),
    enabled: catalogoLeido && clave.length > 0,
    placeholderData: (anterior) => anterior,
  });
  const precios = usePrecios(clave);
  return { productos: fuera.data ?? catalogo.productos, precios };
}
