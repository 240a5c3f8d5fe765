import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { registrarLog } from '../registro/registrarLog.js';
import { PaginaErrorInesperado } from './paginasError.js';

/** A page that breaks while rendering (or whose code cannot be loaded) shows "Error inesperado" inside the shell. */
export function ErrorDeRuta() {
  const error = useRouteError();
  useEffect(() => {
    void registrarLog('Error inesperado al mostrar la página', error);
  }, [error]);
  return <PaginaErrorInesperado />;
}
