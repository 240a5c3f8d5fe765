import type { ComponentType } from 'react';
import { NOMBRES_RUTA, RUTAS, type MetaRuta, type NombreRuta, type RemotoRuta } from '../domain/rutas.js';

export type CargarPagina = () => Promise<{ default: ComponentType }>;

export interface RutaRemota extends MetaRuta {
  pagina: CargarPagina;
}

/**
 * The routes a remote (or the host) exposes: metadata from RUTAS plus a lazily loaded page for each.
 * Throws when a route of that remote has no page or a page belongs to another remote, so a remote cannot ship half its table.
 */
export function definirRutas(remoto: RemotoRuta, paginas: Partial<Record<NombreRuta, CargarPagina>>): RutaRemota[] {
  const ajenas = (Object.keys(paginas) as NombreRuta[]).filter((nombre) => RUTAS[nombre]?.remoto !== remoto);
  if (ajenas.length) throw new Error(`Rutas que no pertenecen a ${remoto}: ${ajenas.join(', ')}`);
  const propias = NOMBRES_RUTA.filter((nombre) => RUTAS[nombre].remoto === remoto);
  const faltantes = propias.filter((nombre) => paginas[nombre] === undefined);
  if (faltantes.length) throw new Error(`Faltan páginas de ${remoto}: ${faltantes.join(', ')}`);
  return propias.map((nombre) => ({ ...RUTAS[nombre], pagina: paginas[nombre] as CargarPagina }));
}
