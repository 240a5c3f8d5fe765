import { useEffect } from 'react';
import { useSessionStore, type ConfigCliente } from '@portal/shared/client';
import type { Rol } from '@portal/shared/domain';
import type { ConexionCarrito } from './conexionCarrito.js';
import { cargarCarritoActual } from './cargarCarritoActual.js';

/** The roles that read the pharmacy's cart (the API's cart reading answers 403 to anybody else). */
const ROLES_CARRITO: readonly Rol[] = ['Pedidos', 'ConsultorStock'];
const leeElCarrito = (roles: readonly Rol[]) => roles.some((rol) => ROLES_CARRITO.includes(rol));

/**
 * Holds the one cart connection while a user with an unexpired session who may read the cart exists (SPEC §4
 * "Real-time links"); a current-account clerk has no cart to follow.
 * The SignalR client is fetched only then, after the page is painted: it has no place in the first load
 * (DESIGN §11), and a visitor without a session never downloads it.
 */
export function useConexionCarrito(hubUrl: string, nivelLog?: ConfigCliente['nivelLogTiempoReal']): void {
  const usuarioId = useSessionStore((s) => (s.usuario && s.usuario.expiraEn > Date.now() && leeElCarrito(s.usuario.roles) ? s.usuario.id : null));

  useEffect(() => {
    if (!usuarioId) return;
    let conexion: ConexionCarrito | null = null;
    let vigente = true;
    void import('./conexionCarrito.js').then(
      ({ crearConexionCarrito, nivelLogSignalR }) => {
        if (!vigente) return;
        conexion = crearConexionCarrito({
          hubUrl,
          nivelLog: nivelLog ? nivelLogSignalR(nivelLog) : undefined,
          obtenerToken: () => useSessionStore.getState().accessToken ?? '',
          alReconectar: () => void cargarCarritoActual(),
        });
        void conexion.iniciar();
      },
      (error: unknown) => console.error('No se pudo cargar el cliente de tiempo real del carrito', error),
    );
    void cargarCarritoActual();
    return () => {
      vigente = false;
      void conexion?.detener();
    };
  }, [hubUrl, nivelLog, usuarioId]);
}
