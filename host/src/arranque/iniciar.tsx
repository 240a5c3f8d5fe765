import { createRoot } from 'react-dom/client';
import { arrancar } from './arrancar.js';

/** The portal's start-up (arrancar.tsx) in `elemento`, React's root from now on; `configPedida`: config.json already asked for. */
export function iniciarPortal(elemento: HTMLElement, urlConfig: string, configPedida?: Promise<Response>): void {
  void arrancar(createRoot(elemento), urlConfig, configPedida);
}
