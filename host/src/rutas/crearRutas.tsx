import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SeccionEnDesarrollo, type RutaRemota } from '@portal/shared/client';
import { REDIRECCIONES, RUTAS, routePath, type MetaRuta } from '@portal/shared/domain';
import { ErrorDeRuta } from '../errores/ErrorDeRuta.js';
import { Shell } from '../shell/Shell.js';
import { RutaProtegida } from './RutaProtegida.js';
import { PAGINAS_HOST } from './paginasHost.js';

export interface RemotoFallido {
  nombre: string;
  prefijos: string[];
  error?: unknown;
}

export interface EntradaRutas {
  /** Routes of every remote that loaded. */
  rutasRemotas: RutaRemota[];
  /** Remotes that could not be loaded: their routes and prefixes show `noDisponible` instead. */
  remotosFallidos: RemotoFallido[];
  noDisponible: (remoto: RemotoFallido) => ReactNode;
}

const TODAS_LAS_RUTAS: MetaRuta[] = Object.values(RUTAS);

function rutaProtegida(meta: MetaRuta, contenido: ReactNode): RouteObject {
  return { path: meta.path, element: <RutaProtegida meta={meta}>{contenido}</RutaProtegida> };
}

function rutasHost(): RouteObject[] {
  return TODAS_LAS_RUTAS.filter((meta) => meta.remoto === 'host').map((meta) => {
    const Pagina: ComponentType = PAGINAS_HOST[meta.nombre] ?? SeccionEnDesarrollo;
    return rutaProtegida(meta, <Pagina />);
  });
}

function rutasDeRemotos(rutas: RutaRemota[]): RouteObject[] {
  return rutas.map((ruta) => {
    const Pagina = lazy(ruta.pagina);
    return rutaProtegida(ruta, <Pagina />);
  });
}

/**
 * A failed remote keeps its known routes (same guards, so nobody learns more than before) and gets a catch-all
 * under each of its own prefixes; the root prefix gets no catch-all, or unknown paths would stop being 404s.
 */
function rutasNoDisponibles({ remotosFallidos, noDisponible }: EntradaRutas): RouteObject[] {
  return remotosFallidos.flatMap((remoto) => [
    ...TODAS_LAS_RUTAS.filter((meta) => meta.remoto === remoto.nombre).map((meta) => rutaProtegida(meta, noDisponible(remoto))),
    ...remoto.prefijos
      .filter((prefijo) => prefijo.replace(/\/+$/, '') !== '')
      .map((prefijo) => ({ path: `${prefijo.replace(/\/+$/, '')}/*`, element: noDisponible(remoto) })),
  ]);
}

/** The whole route tree: the shell at / with the host's pages, the remotes' pages, the redirects and the 404. */
export function crearRutas(entrada: EntradaRutas): RouteObject[] {
  const redirecciones: RouteObject[] = REDIRECCIONES.map(({ desde, hacia }) => ({
    path: desde,
    element: <Navigate to={routePath(hacia)} replace />,
  }));
  return [
    {
      path: '/',
      element: <Shell />,
      // The shell itself failing: the error page alone, without the menu.
      errorElement: <ErrorDeRuta />,
      children: [
        {
          // Pathless, so that a failing page is replaced inside the shell and the menu stays usable.
          errorElement: <ErrorDeRuta />,
          children: [
            ...redirecciones,
            ...rutasHost(),
            ...rutasDeRemotos(entrada.rutasRemotas),
            ...rutasNoDisponibles(entrada),
            { path: '*', element: <Navigate to={routePath('error404')} replace /> },
          ],
        },
      ],
    },
  ];
}
