import type { Rol } from './roles.js';
import { pathname } from './ruta-path.js';

/**
 * SPEC §6 prefix-to-role table; the longest matching prefix wins. A prefix matches whole segments only,
 * so `/vencidos` does not cover `/vencidos-deshabilitado`.
 * `/cc-grupo/factura-electronica` follows `/cc/factura-electronica`: the same invoices, seen for the group.
 */
export const ROL_POR_PREFIJO: Readonly<Record<string, Rol>> = {
  '/control-pedidos': 'Pedidos',
  '/pedidos': 'Pedidos',
  '/historico': 'Pedidos',
  '/pedidos/nuevo': 'ConsultorStock',
  '/cc/factura-electronica': 'CuentaCorrienteFacturas',
  '/cc-grupo/factura-electronica': 'CuentaCorrienteFacturas',
  '/cc': 'CuentaCorriente',
  '/cc-grupo': 'CuentaCorriente',
  '/devoluciones': 'Devoluciones',
  '/recalls': 'Devoluciones',
  '/vencidos': 'Devoluciones',
  '/admin-usuarios': 'Administrador',
};

const cubre = (prefijo: string, path: string): boolean => path === prefijo || path.startsWith(`${prefijo}/`);

/** Role a browser path needs, or null when no prefix of the table covers it. */
export function rolRequerido(pathCompleto: string): Rol | null {
  const path = pathname(pathCompleto).replace(/\/+$/, '') || '/';
  let mejor: string | null = null;
  for (const prefijo of Object.keys(ROL_POR_PREFIJO)) {
    if (cubre(prefijo, path) && (mejor === null || prefijo.length > mejor.length)) mejor = prefijo;
  }
  return mejor === null ? null : ROL_POR_PREFIJO[mejor];
}

export const esAdministrador = (roles: readonly Rol[]): boolean => roles.includes('Administrador');
