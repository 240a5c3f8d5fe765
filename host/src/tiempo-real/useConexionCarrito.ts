import { useEffect } from 'react';
import type { LogLevel } from '@microsoft/signalr';
import { useSessionStore } from '@portal/shared/client';
import { crearConexionCarrito } from './conexionCarrito.js';
import { cargarCarritoActual } from './cargarCarritoActual.js';

/** Holds the one cart connection while a user with an unexpired session exists (SPEC §4 "Real-time links"). */
export function useConexionCarrito(hubUrl: string, nivelLog?: LogLevel): void {
  const usuarioId = useSessionStore((s) => (s.usuario && s.usuario.expiraEn > Date.now() ? s.usuario.id : null));

  useEffect(() => {
    if (!usuarioId) return;
    const conexion = crearConexionCarrito({
      hubUrl,
      nivelLog,
      obtenerToken: () => useSessionStore.getState().accessToken ?? '',
      alReconectar: () => void cargarCarritoActual(),
    });
    void conexion.iniciar();
    void cargarCarritoActual();
    return () => {
      void conexion.detener();
    };
  }, [hubUrl, nivelLog, usuarioId]);
}
