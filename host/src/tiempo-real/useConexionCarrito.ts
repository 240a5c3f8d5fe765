import { useEffect } from 'react';
import { useSessionStore, type ConfigCliente } from '@portal/shared/client';
import type { ConexionCarrito } from './conexionCarrito.js';
import { cargarCarritoActual } from './cargarCarritoActual.js';

/**
 * Holds the one cart connection while a user with an unexpired session exists (SPEC §4 "Real-time links").
 * The SignalR client is fetched only then, after the page is painted: it has no place in the first load
 * (DESIGN §11), and a visitor without a session never downloads it.
 */
export function useConexionCarrito(hubUrl: string, nivelLog?: ConfigCliente['nivelLogTiempoReal']): void {
  const usuarioId = useSessionStore((s) => (s.usuario && s.usuario.expiraEn > Date.now() ? s.usuario.id : null));

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
