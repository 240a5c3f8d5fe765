import { lazy, Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { ConfigCliente } from '@portal/shared/client';
import type { RegistroRemotos } from '../federacion/cargar-rutas-remotas.js';
import { PaginaRemota } from '../federacion/PaginaRemota.js';
import { crearRutas } from '../rutas/crearRutas.js';
import type { GestorSesion } from '../sesion/gestorSesion.js';
import { AplicacionPortal, crearQueryClient } from './AplicacionPortal.js';
import { MarcoPortal } from './MarcoPortal.js';

const PaginaErrorArranque = lazy(() => import('./PaginaErrorArranque.js').then((m) => ({ default: m.PaginaErrorArranque })));

/**
 * The portal as the user sees it: router, shell, host pages, antd. Its own chunk, fetched once the start-up knows
 * the user needs it (a visitor without a session goes to the login without it, arrancar.tsx).
 */
export function montarPortal(
  raiz: Root,
  { config, gestor, registro }: { config: ConfigCliente; gestor: GestorSesion; registro: RegistroRemotos },
): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(crearRutas({ paginaRemota: (meta) => <PaginaRemota meta={meta} registro={registro} /> }));
  raiz.render(<AplicacionPortal config={config} gestor={gestor} router={router} queryClient={crearQueryClient()} />);
  return router;
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
