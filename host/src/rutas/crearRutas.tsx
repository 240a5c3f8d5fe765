import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SeccionEnDesarrollo } from '@portal/shared/client';
import { REDIRECCIONES, RUTAS, routePath, type MetaRuta } from '@portal/shared/domain';
import { ErrorDeRuta } from '../errores/ErrorDeRuta.js';
import { Shell } from '../shell/Shell.js';
import { RutaProtegida } from './RutaProtegida.js';
import { PAGINAS_HOST } from './paginasHost.js';

export interface EntradaRutas {
  /** What a remote's route shows once its guards let the user in: `PaginaRemota` in the portal. */
  paginaRemota: (meta: MetaRuta) => ReactNode;
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

/** Every remote's route, from the shared route table: no remote has to be fetched to build the router. */
function rutasDeRemotos({ paginaRemota }: EntradaRutas): RouteObject[] {
  return TODAS_LAS_RUTAS.filter((meta) => meta.remoto !== 'host').map((meta) => rutaProtegida(meta, paginaRemota(meta)));
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
            ...rutasDeRemotos(entrada),
            { path: '*', element: <Navigate to={routePath('error404')} replace /> },
          ],
        },
      ],
    },
  ];
}
