import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router-dom';
import { registrarEnServidor } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { reporteErrores } from '../reporte-errores/reporteErrores.js';

// Only a page that broke shows it: antd's Result stays out of the portal's first load.
const PaginaErrorInesperado = lazy(() => import('./paginasError.js').then((m) => ({ default: m.PaginaErrorInesperado })));

/**
 * A page that breaks while rendering (or whose code cannot be loaded) is reported and replaced by /error500
 * ('Error inesperado'), inside the shell when the shell itself still works.
 */
export function ErrorDeRuta() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    void registrarEnServidor('Error inesperado al mostrar la página', error);
    reporteErrores.reportar(error, { pagina: pathname });
  }, [error, pathname]);
  const paginaError = routePath('error500');
  return pathname === paginaError ? (
    <Suspense fallback={null}>
      <PaginaErrorInesperado />
    </Suspense>
  ) : (
    <Navigate to={paginaError} replace />
  );
}
