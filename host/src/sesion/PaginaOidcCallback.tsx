import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PaginaCargando, mensajeDeError } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { useGestorSesion } from './contextoSesion.js';

/** /oidc-callback: finishes the login and returns to the page the user asked for. */
export function PaginaOidcCallback() {
  const gestor = useGestorSesion();
  const navegar = useNavigate();
  // The code can be exchanged once only; a second effect run (StrictMode, re-render) must not repeat it.
  const iniciado = useRef(false);

  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    gestor
      .completarLogin(window.location.href)
      .then(({ destino }) => navegar(destino, { replace: true }))
      .catch((error: unknown) => {
        const query = new URLSearchParams({ mensaje: mensajeDeError(error) });
        navegar(`${routePath('oidc-callback-error')}?${query}`, { replace: true });
      });
  }, [gestor, navegar]);

  return <PaginaCargando />;
}
