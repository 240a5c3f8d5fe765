import { useSyncExternalStore, type ComponentType } from 'react';
import { registrarRutas, rutasRegistradas, suscribirRutas, tieneRutas } from '../domain/tabla-rutas.js';
import type { MetaRuta, TablaRutas } from '../domain/rutas.js';

export type CargarPagina = () => Promise<{ default: ComponentType }>;

export interface RutaRemota extends MetaRuta {
  pagina: CargarPagina;
}

/** One lazily loaded page for each route of the table, no more and no less. */
export type PaginasDe<T extends TablaRutas> = { readonly [K in keyof T['rutas']]: CargarPagina };

/**
 * A remote's `./routes`: its route metadata (`src/rutas.ts`, the same data its build copies into mf-manifest.json)
 * with a lazily loaded page for each route. The table is registered for `routePath` unless the page already has this
 * remote's routes (the portal's host registered them from the manifest at start-up). Throws when a route has no page
 * or a page has no route, so a remote cannot ship half its table.
 */
export function definirRutas<T extends TablaRutas>(tabla: T, paginas: PaginasDe<T>): RutaRemota[] {
  const porNombre = paginas as Readonly<Record<string, CargarPagina | undefined>>;
  const sinRuta = Object.keys(porNombre).filter((nombre) => !(nombre in tabla.rutas));
  if (sinRuta.length) throw new Error(`Páginas sin ruta en ${tabla.remoto}: ${sinRuta.join(', ')}`);
  const sinPagina = Object.keys(tabla.rutas).filter((nombre) => typeof porNombre[nombre] !== 'function');
  if (sinPagina.length) throw new Error(`Faltan páginas de ${tabla.remoto}: ${sinPagina.join(', ')}`);
  if (!tieneRutas(tabla.remoto)) registrarRutas(tabla);
  return Object.entries(tabla.rutas).map(([nombre, ruta]) => ({ ...ruta, nombre, remoto: tabla.remoto, pagina: porNombre[nombre]! }));
}

/** Every route of the page (host first, then each section loaded, in the configuration's order), kept current. */
export const useRutasPortal = (): readonly MetaRuta[] => useSyncExternalStore(suscribirRutas, rutasRegistradas, rutasRegistradas);
