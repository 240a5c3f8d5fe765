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
  /** Auxiliary lists that could not be read: a page that shows one says so, with "Reintentar", instead of "none". */
  auxiliaresFallidas: readonly (keyof AuxiliaresCatalogo)[];
  reintentarAuxiliares: () => void;
  buscador: Buscador | null;
}

type NombreAuxiliar = keyof AuxiliaresCatalogo;

/** The auxiliary lists as read, and those that could not be read (empty here, never taken for "there are none"). */
interface AuxiliaresLeidos {
  listas: AuxiliaresCatalogo;
  fallidas: readonly NombreAuxiliar[];
}

/** An auxiliary list that fails leaves the search without those names, not without results; it is named as failed. */
const lista = <T,>(path: string, schema: ZodType<T>): Promise<T[] | null> =>
  apiClient.get(path, { schema: z.array(schema), silencioso: true }).catch(() => null);

async function cargarAuxiliares(): Promise<AuxiliaresLeidos> {
  const leidas = await Promise.all([
    lista('/api/laboratorio', laboratorioSchema),
    lista('/api/droga', drogaSchema),
    lista('/api/categoria', categoriaSchema),
    lista('/api/oferta/disponible-con-troqueles', ofertaSchema),
    lista('/api/combo/disponible-con-troqueles', comboSchema),
  ]);
  const [laboratorios, drogas, categorias, ofertas, combos] = leidas;
  const nombres: NombreAuxiliar[] = ['laboratorios', 'drogas', 'categorias', 'ofertas', 'combos'];
  return {
    listas: { laboratorios: laboratorios ?? [], drogas: drogas ?? [], categorias: categorias ?? [], ofertas: ofertas ?? [], combos: combos ?? [] },
    fallidas: nombres.filter((_, i) => leidas[i] === null),
  };
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
  const auxiliares = useQuery({
    queryKey: ['catalogo', 'auxiliares'],
    queryFn: cargarAuxiliares,
    ...siempre,
    // Lists that failed (a 503, a network blip) are read again on the next visit of a page that uses them.
    staleTime: (q) => (q.state.data?.fallidas.length ? 0 : Infinity),
  });
  const buscador = useQuery({
    queryKey: ['catalogo', 'buscador'],
    queryFn: async () => {
      avanzar({ etapa: 'indice', bytes: 0 });
      const { productos, ultimaModificacion } = catalogo.data!;
      const aux = auxiliares.data?.listas ?? AUXILIARES_VACIOS;
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
    auxiliares: auxiliares.data?.listas ?? AUXILIARES_VACIOS,
    auxiliaresFallidas: auxiliares.data?.fallidas ?? [],
    reintentarAuxiliares: () => void auxiliares.refetch(),
    buscador: buscador.data ?? null,
  };
}
