import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import {
  categoriaSchema,
  comboSchema,
  drogaSchema,
  laboratorioSchema,
  ofertaSchema,
  type Producto,
} from '@portal/shared/contracts';
import { z, type ZodType } from 'zod';
import { crearBuscador, prepararBuscador } from '../busqueda/buscador.js';
import type { Buscador } from '../busqueda/tipos.js';
import { cargarCatalogo, type ProgresoCatalogo } from './cargarCatalogo.js';
import { claveIndice } from '../busqueda/claveIndice.js';
import { AUXILIARES_VACIOS, documentosDeCatalogo, type AuxiliaresCatalogo } from './documentosBusqueda.js';
import { ErrorCatalogo, MENSAJES_CATALOGO } from './errores.js';
import { useProgresoCatalogo } from './progreso.js';

export interface EstadoCatalogo {
  /** The list is loaded and indexed. */
  listo: boolean;
  progreso: ProgresoCatalogo;
  /** Spanish message when the list could not be loaded. */
  error: string | null;
  productos: ReadonlyMap<number, Producto>;
  auxiliares: AuxiliaresCatalogo;
  buscador: Buscador | null;
}

/** An auxiliary list that fails leaves the search without those names, not without results. */
const lista = <T,>(path: string, schema: ZodType<T>): Promise<T[]> =>
  apiClient.get(path, { schema: z.array(schema), silencioso: true }).catch(() => [] as T[]);

async function cargarAuxiliares(): Promise<AuxiliaresCatalogo> {
  const [laboratorios, drogas, categorias, ofertas, combos] = await Promise.all([
    lista('/api/laboratorio', laboratorioSchema),
    lista('/api/droga', drogaSchema),
    lista('/api/categoria', categoriaSchema),
    lista('/api/oferta/disponible-con-troqueles', ofertaSchema),
    lista('/api/combo/disponible-con-troqueles', comboSchema),
  ]);
  return { laboratorios, drogas, categorias, ofertas, combos };
}

const siempre = { staleTime: Infinity, gcTime: Infinity, retry: false, structuralSharing: false } as const;

/** The cached catalogue, its auxiliary names and the search built over them; shared by every page of the remote. */
export function useCatalogo(): EstadoCatalogo {
  const { progreso, avanzar } = useProgresoCatalogo();
  // The search's worker reads the stored indices while the list loads (a no-op once the engine is being built).
  prepararBuscador();
  const catalogo = useQuery({
    queryKey: ['catalogo', 'productos'],
    queryFn: () => cargarCatalogo({ alProgreso: avanzar }),
    ...siempre,
  });
  const auxiliares = useQuery({ queryKey: ['catalogo', 'auxiliares'], queryFn: cargarAuxiliares, ...siempre });
  const buscador = useQuery({
    queryKey: ['catalogo', 'buscador'],
    queryFn: async () => {
      avanzar({ etapa: 'indice', bytes: 0 });
      const { productos, ultimaModificacion } = catalogo.data!;
      const aux = auxiliares.data ?? AUXILIARES_VACIOS;
      // The same list and names as on the last visit: the worker reads back the indices it stored then.
      const resultado = await crearBuscador({ documentos: () => documentosDeCatalogo(productos, aux), clave: claveIndice(ultimaModificacion, aux) });
      avanzar({ etapa: 'listo', bytes: 0 });
      return resultado;
    },
    enabled: catalogo.isSuccess && !auxiliares.isPending,
    ...siempre,
  });
  const productos = useMemo(() => new Map((catalogo.data?.productos ?? []).map((p) => [p.troquel, p])), [catalogo.data]);
  const error = catalogo.error ?? buscador.error;
  return {
    listo: buscador.isSuccess,
    progreso,
    error: error ? (error instanceof ErrorCatalogo ? error.message : MENSAJES_CATALOGO.resultados) : null,
    productos,
    auxiliares: auxiliares.data ?? AUXILIARES_VACIOS,
    buscador: buscador.data ?? null,
  };
}
