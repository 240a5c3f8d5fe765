import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { ConfigCliente } from '@portal/shared/client';
import type { ResultadoRemoto } from '../federacion/cargar-rutas-remotas.js';
import { SeccionNoDisponible } from '../federacion/SeccionNoDisponible.js';
import { crearRutas } from '../rutas/crearRutas.js';
import type { GestorSesion } from '../sesion/gestorSesion.js';
import { AplicacionPortal, crearQueryClient } from './AplicacionPortal.js';
import { MarcoPortal } from './MarcoPortal.js';
import { PaginaErrorArranque } from './PaginaErrorArranque.js';

/**
 * The portal as the user sees it: router, shell, host pages, antd. Its own chunk, which the start-up fetches beside
 * the remotes (arrancar.tsx): nothing here is needed before they are asked for (DESIGN §11).
 */
export function montarPortal(
  raiz: Root,
  { config, gestor, remotos }: { config: ConfigCliente; gestor: GestorSesion; remotos: ResultadoRemoto[] },
): ReturnType<typeof createBrowserRouter> {
  const fallidos = remotos.filter((r) => r.rutas === null).map((r) => ({ nombre: r.remoto, prefijos: r.prefijos, error: r.error }));
  const router = createBrowserRouter(
    crearRutas({
      rutasRemotas: remotos.flatMap((r) => r.rutas ?? []),
      remotosFallidos: fallidos,
      noDisponible: ({ nombre, error }) => <SeccionNoDisponible remoto={nombre} error={error} />,
    }),
  );
  raiz.render(<AplicacionPortal config={config} gestor={gestor} router={router} queryClient={crearQueryClient()} />);
  return router;
}

export function mostrarErrorArranque(raiz: Root, mensaje: string): void {
  raiz.render(
    <MarcoPortal>
      <PaginaErrorArranque mensaje={mensaje} />
    </MarcoPortal>,
  );
}
