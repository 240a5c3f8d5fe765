import { createContext, useContext, type ReactNode } from 'react';
import type { GestorSesion } from './gestorSesion.js';

const ContextoGestorSesion = createContext<GestorSesion | null>(null);

export function ProveedorGestorSesion({ gestor, children }: { gestor: GestorSesion; children: ReactNode }) {
  return <ContextoGestorSesion.Provider value={gestor}>{children}</ContextoGestorSesion.Provider>;
}

export function useGestorSesion(): GestorSesion {
  const gestor = useContext(ContextoGestorSesion);
  if (!gestor) throw new Error('Falta el gestor de sesión: la página debe estar dentro de ProveedorGestorSesion');
  return gestor;
}
