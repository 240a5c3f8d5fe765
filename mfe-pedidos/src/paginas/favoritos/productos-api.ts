import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { MAXIMO_TROQUELES_POR_LLAMADA, precioSchema, productosSchema, type Precio, type Producto } from '@portal/shared/contracts';
import { z } from 'zod';

function enTandas(troqueles: number[]): number[][] {
  const tandas: number[][] = [];
  for (let i = 0; i < troqueles.length; i += MAXIMO_TROQUELES_POR_LLAMADA) tandas.push(troqueles.slice(i, i + MAXIMO_TROQUELES_POR_LLAMADA));
  return tandas;
}

const unicos = (troqueles: number[]): number[] => [...new Set(troqueles)].sort((a, b) => a - b);

/** Products by troquel, including those the searchable list leaves out (`SinFiltro`). */
export async function obtenerProductos(troqueles: number[]): Promise<Map<number, Producto>> {
  const listas = await Promise.all(
    enTandas(unicos(troqueles)).map((tanda) => apiClient.post('/api/producto/SinFiltro', { body: tanda, schema: productosSchema })),
  );
  return new Map(listas.flat().map((p) => [p.troquel, p]));
}

/** The pharmacy's prices and stock levels by troquel. */
export async function obtenerPrecios(troqueles: number[]): Promise<Map<number, Precio>> {
  const listas = await Promise.all(
    enTandas(unicos(troqueles)).map((tanda) => apiClient.post('/api/producto/precio', { body: { items: tanda }, schema: z.array(precioSchema) })),
  );
  return new Map(listas.flat().map((p) => [p.troquel, p]));
}

export interface DatosProductos {
  productos: Map<number, Producto>;
  precios: Map<number, Precio>;
}

/** Names, prices and stock of the troqueles a page lists; nothing is asked for an empty list. */
export function useDatosProductos(troqueles: number[]) {
  const clave = unicos(troqueles);
  return useQuery<DatosProductos>({
    queryKey: ['pedidos', 'datos-productos', clave],
    enabled: clave.length > 0,
    // While a changed list is read, the names and prices already known stay on screen.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const [productos, precios] = await Promise.all([obtenerProductos(clave), obtenerPrecios(clave)]);
      return { productos, precios };
    },
  });
}
