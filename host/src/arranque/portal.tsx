import { lazy, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { ConfigCliente } from '@portal/shared/client';
import type { MetaRuta } from '@portal/shared/domain';
import type { RegistroRemotos } from '../federacion/cargar-rutas-remotas.js';
import { PaginaRemota, SeccionSinRutas } from '../federacion/PaginaRemota.js';
import { rutasDelPortal } from '../rutas/crearRutas.js';
import type { GestorSesion } from '../sesion/gestorSesion.js';
import { AplicacionPortal, crearQueryClient } from './AplicacionPortal.js';
import { MarcoPortal } from './MarcoPortal.js';

const PaginaErrorArranque = lazy(() => import('./PaginaErrorArranque.js').then((m) => ({ default: m.PaginaErrorArranque })));

/** What the start-up needs of the router: to send the user elsewhere (maintenance, a blocked pharmacy). */
export interface Navegador {
  navigate(path: string): Promise<void>;
}

/**
 * The portal as the user sees it: router, shell, host pages, antd. Its own chunk, fetched once the start-up knows
 * the user needs it (a visitor without a session goes to the login without it, arrancar.tsx). The router comes from
 * the route table merged at start-up (the host's routes and every remote's that arrived); when that table changes
 * (a remote that had not answered is retried and arrives) the router is built again at the same address
 * (RouterDelPortal, while mounted).
 */
export function montarPortal(
  raiz: Root,
  { config, gestor, registro }: { config: ConfigCliente; gestor: GestorSesion; registro: RegistroRemotos },
): Navegador {
  const fuentes = {
    remotos: config.remotos,
    paginaRemota: (meta: MetaRuta) => <PaginaRemota meta={meta} registro={registro} />,
    seccionNoDisponible: (remoto: string) => <SeccionSinRutas remoto={remoto} registro={registro} />,
  };
  // A browser router starts at the address the browser shows: rebuilt, it stays on the page the user is on.
  const construir = () => createBrowserRouter(rutasDelPortal(fuentes));
  let actual = construir();
  raiz.render(
    <AplicacionPortal
      config={config}
      gestor={gestor}
      queryClient={crearQueryClient()}
      router={actual}
      reconstruir={construir}
      alCambiar={(router) => (actual = router)}
    />,
  );
  return { navigate: (path) => actual.navigate(path) };
}

export function mostrarErrorArranque(raiz: Root, mensaje: string): void {
  raiz.render(
    <MarcoPortal>
      <Suspense fallback={<p role="status">Cargando…</p>}>
        <PaginaErrorArranque mensaje={mensaje} />
      </Suspense>
    </MarcoPortal>,
  );
}
