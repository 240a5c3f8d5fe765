import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SeccionEnDesarrollo, type RemotoConfig } from '@portal/shared/client';
import { redireccionesRegistradas, routePath, rutasRegistradas, tieneRutas, type MetaRuta, type Redireccion } from '@portal/shared/domain';
import { ErrorDeRuta } from '../errores/ErrorDeRuta.js';
import { Shell } from '../shell/Shell.js';
import { RutaProtegida } from './RutaProtegida.js';
import { PAGINAS_HOST } from './paginasHost.js';

export interface EntradaRutas {
  /** The page's route table (host first, then each remote whose manifest arrived, in the configuration's order). */
  rutas: readonly MetaRuta[];
  redirecciones: readonly (Redireccion & { remoto: string })[];
  /** Remotes of the configuration with no routes (their manifest did not come): their prefixes say so. */
  sinRutas: readonly Pick<RemotoConfig, 'nombre' | 'prefijos'>[];
  /** What a remote's route shows once its guards let the user in: `PaginaRemota` in the portal. */
  paginaRemota: (meta: MetaRuta) => ReactNode;
  /** What a path of a remote with no routes shows to a signed-in user: `SeccionNoDisponible` with its retry. */
  seccionNoDisponible: (remoto: string) => ReactNode;
}

const TITULO_NO_DISPONIBLE = 'Sección no disponible momentáneamente';

function rutaProtegida(meta: MetaRuta, contenido: ReactNode): RouteObject {
  return { path: meta.path, element: <RutaProtegida meta={meta}>{contenido}</RutaProtegida> };
}

function paginaHost(meta: MetaRuta): ReactNode {
  const Pagina: ComponentType = (PAGINAS_HOST as Partial<Record<string, ComponentType>>)[meta.nombre] ?? SeccionEnDesarrollo;
  return <Pagina />;
}

/**
 * A remote that could not be read: each of its prefixes (and everything under it) asks for a session like any of its
 * pages would, then says the section is not available, with a retry. Its routes, roles and menu entries are unknown.
 */
function rutasNoDisponibles({ sinRutas, seccionNoDisponible }: EntradaRutas): RouteObject[] {
  return sinRutas.flatMap(({ nombre, prefijos }) =>
    prefijos.flatMap((prefijo) => {
      const meta: MetaRuta = { nombre: `no-disponible:${nombre}`, remoto: nombre, path: prefijo, titulo: TITULO_NO_DISPONIBLE };
      const paths = prefijo === '/' ? ['/'] : [prefijo, `${prefijo.replace(/\/+$/, '')}/*`];
      return paths.map((path) => rutaProtegida({ ...meta, path }, seccionNoDisponible(nombre)));
    }),
  );
}

/**
 * The whole route tree, from the route table the host merged at start-up: the shell at / with the host's pages, each
 * remote's pages, the redirects, the prefixes of a remote that did not answer, and the 404.
 */
export function crearRutas(entrada: EntradaRutas): RouteObject[] {
  const { rutas, redirecciones, paginaRemota } = entrada;
  const conocidas = new Set(rutas.map((r) => r.nombre));
  const redireccionesValidas: RouteObject[] = redirecciones
    .filter(({ hacia }) => conocidas.has(hacia))
    .map(({ desde, hacia }) => ({ path: desde, element: <Navigate to={rutas.find((r) => r.nombre === hacia)!.path} replace /> }));
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
            ...redireccionesValidas,
            ...rutas.map((meta) => rutaProtegida(meta, meta.remoto === 'host' ? paginaHost(meta) : paginaRemota(meta))),
            ...rutasNoDisponibles(entrada),
            { path: '*', element: <Navigate to={routePath('error404')} replace /> },
          ],
        },
      ],
    },
  ];
}

/** What the router is built from, besides the page's route table: the configured remotes and what shows a page. */
export interface FuentesRouter {
  remotos: readonly Pick<RemotoConfig, 'nombre' | 'prefijos'>[];
  paginaRemota: EntradaRutas['paginaRemota'];
  seccionNoDisponible: EntradaRutas['seccionNoDisponible'];
}

/** The route tree of the page's route table as it is now (the host's and every remote's that arrived). */
export function rutasDelPortal({ remotos, paginaRemota, seccionNoDisponible }: FuentesRouter): RouteObject[] {
  return crearRutas({
    rutas: rutasRegistradas(),
    redirecciones: redireccionesRegistradas(),
    sinRutas: remotos.filter((r) => !tieneRutas(r.nombre)),
    paginaRemota,
    seccionNoDisponible,
  });
}

