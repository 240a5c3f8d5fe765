import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PaginaCargando } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { ERROR_INICIAR_LOGIN } from './gestorSesion.js';
import { useGestorSesion } from './contextoSesion.js';

/** Sends the browser to the identity provider; the page stays "loading" because the navigation is cancelled. */
export function IniciarLogin({ destino }: { destino: string }) {
  const gestor = useGestorSesion();
  const navegar = useNavigate();
  const iniciado = useRef<string | null>(null);

  useEffect(() => {
    if (iniciado.current === destino) return;
    iniciado.current = destino;
    gestor.iniciarLogin(destino).catch(() => {
      const query = new URLSearchParams({ mensaje: ERROR_INICIAR_LOGIN });
      navegar(`${routePath('oidc-callback-error')}?${query}`, { replace: true });
    });
  }, [gestor, navegar, destino]);

  return <PaginaCargando />;
}
