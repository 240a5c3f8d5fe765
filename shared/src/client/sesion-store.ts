import { create } from 'zustand';
import type { UsuarioSesion } from '../domain/sesion.js';

export interface EstadoSesion {
  usuario: UsuarioSesion | null;
  /** Bearer token the API client sends; set and cleared together with the user. */
  accessToken: string | null;
  setSesion(usuario: UsuarioSesion, accessToken: string): void;
  limpiar(): void;
}

export const useSessionStore = create<EstadoSesion>()((set) => ({
  usuario: null,
  accessToken: null,
  setSesion: (usuario, accessToken) => set({ usuario, accessToken }),
  limpiar: () => set({ usuario: null, accessToken: null }),
}));

/** The signed-in user (null when nobody is). */
export const useSesion = (): UsuarioSesion | null => useSessionStore((estado) => estado.usuario);
