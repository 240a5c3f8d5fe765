import type { ComponentType } from 'react';
import type { CargarPagina } from '@portal/shared/client';

/** A page's module, loaded once per loader (so a page keeps its component across renders; a reloaded remote has new loaders). */
export interface CargaPagina {
  componente?: ComponentType;
  error?: unknown;
  lista: Promise<void>;
}
const cargas = new WeakMap<CargarPagina, CargaPagina>();

/** The load of a page's module: started by the first to ask (the start-up, ahead of the shell, or the page itself). */
export function cargaDe(cargar: CargarPagina): CargaPagina {
  let carga = cargas.get(cargar);
  if (!carga) {
    const nueva: CargaPagina = { lista: Promise.resolve() };
    nueva.lista = cargar().then(
      (modulo) => void (nueva.componente = modulo.default),
      (error: unknown) => void (nueva.error = error ?? new Error('La página no se pudo cargar.')),
    );
    cargas.set(cargar, nueva);
    carga = nueva;
  }
  return carga;
}
