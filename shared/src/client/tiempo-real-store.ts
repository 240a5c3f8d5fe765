import { create } from 'zustand';

export type EstadoConexion = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

export interface EstadoTiempoReal {
  /** Id of the cart hub connection; sent with every API call so the server does not echo a change to its author. */
  connectionId: string | null;
  estado: EstadoConexion;
  /** Last `SetMantenimiento` received from the server. */
  mantenimiento: boolean;
  setConnectionId(connectionId: string | null): void;
  setEstado(estado: EstadoConexion): void;
  setMantenimiento(mantenimiento: boolean): void;
}

export const useTiempoRealStore = create<EstadoTiempoReal>()((set) => ({
  connectionId: null,
  estado: 'Disconnected',
  mantenimiento: false,
  setConnectionId: (connectionId) => set({ connectionId }),
  setEstado: (estado) => set({ estado }),
  setMantenimiento: (mantenimiento) => set({ mantenimiento }),
}));

export class ErrorSinConexion extends Error {
  override name = 'ErrorSinConexion';
}

export function obtenerConnectionId(): string {
  const { connectionId } = useTiempoRealStore.getState();
  if (!connectionId) throw new ErrorSinConexion('No hay id de conexión de tiempo real');
  return connectionId;
}
