import { useEffect } from 'react';
import { Navigate, useLocation, useRouteError } from 'react-router-dom';
import { routePath } from '@portal/shared/domain';
import { registrarLog } from '../registro/registrarLog.js';
import { reporteErrores } from '../reporte-errores/reporteErrores.js';
import { PaginaErrorInesperado } from './paginasError.js';

/**
 * A page that breaks while rendering (or whose code cannot be loaded) is reported and replaced by /error500
 * ('Error inesperado'), inside the shell when the shell itself still works.
 */
export function ErrorDeRuta() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    void registrarLog('Error inesperado al mostrar la página', error);
    reporteErrores.reportar(error, { pagina: pathname });
  }, [error, pathname]);
  const paginaError = routePath('error500');
  return pathname === paginaError ? <PaginaErrorInesperado /> : <Navigate to={paginaError} replace />;
}
