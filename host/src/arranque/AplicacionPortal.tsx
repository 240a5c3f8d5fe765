import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ConfigCliente } from '@portal/shared/client';
import type { GestorSesion } from '../sesion/gestorSesion.js';
import { ProveedorGestorSesion } from '../sesion/contextoSesion.js';
import { ConexionCarrito } from '../tiempo-real/ConexionCarrito.js';
import { MarcoPortal } from './MarcoPortal.js';

interface PropsAplicacionPortal {
  config: ConfigCliente;
  gestor: GestorSesion;
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

/** The API client already retries (SPEC §9); a second layer of retries in the query cache would multiply them. */
export const crearQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function AplicacionPortal({ config, gestor, router, queryClient }: PropsAplicacionPortal) {
  return (
    <MarcoPortal>
      <QueryClientProvider client={queryClient}>
        <ProveedorGestorSesion gestor={gestor}>
          <ConexionCarrito hubUrl={config.hubUrl} nivelLog={config.nivelLogTiempoReal} />
          <RouterProvider router={router} />
        </ProveedorGestorSesion>
      </QueryClientProvider>
    </MarcoPortal>
  );
}
