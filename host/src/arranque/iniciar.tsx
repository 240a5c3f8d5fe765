import { createRoot } from 'react-dom/client';
import { arrancar } from './arrancar.js';

/** The portal's start-up (arrancar.tsx) in `elemento`, React's root from now on. */
export function iniciarPortal(elemento: HTMLElement, urlConfig: string): void {
  void arrancar(createRoot(elemento), urlConfig);
}
