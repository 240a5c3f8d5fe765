import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConfigCliente } from '@portal/shared/client';
import type { GestorSesion } from '../sesion/gestorSesion.js';
import { ProveedorGestorSesion } from '../sesion/contextoSesion.js';
import { ConexionCarrito } from '../tiempo-real/ConexionCarrito.js';
import { RouterDelPortal, type PropsRouterDelPortal } from '../rutas/RouterDelPortal.js';
import { MarcoPortal } from './MarcoPortal.js';

interface PropsAplicacionPortal extends PropsRouterDelPortal {
  config: ConfigCliente;
  gestor: GestorSesion;
  queryClient: QueryClient;
}

/** The API client already retries (SPEC §9); a second layer of retries in the query cache would multiply them. */
export const crearQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function AplicacionPortal({ config, gestor, queryClient, ...enrutado }: PropsAplicacionPortal) {
  return (
    <MarcoPortal>
      <QueryClientProvider client={queryClient}>
        <ProveedorGestorSesion gestor={gestor}>
          <ConexionCarrito hubUrl={config.hubUrl} nivelLog={config.nivelLogTiempoReal} />
          <RouterDelPortal {...enrutado} />
        </ProveedorGestorSesion>
      </QueryClientProvider>
    </MarcoPortal>
  );
}
