import path from 'node:path';
import { createRequire } from 'node:module';
import {
  ordenarRemotos,
  registrarRutas,
  retirarRutas,
  rutasRegistradas,
  type TablaRutas,
} from '@portal/shared/domain';
import type { RemotoConfig } from '@portal/shared/client';
import { registrarRutasHost } from '../../src/rutas/rutasHost.js';

/**
 * The route tables the five remotes' builds put in their mf-manifest.json (build/rutas-manifiesto.cjs reads each
 * remote's src/metadatos-rutas.ts), as the host reads them at start-up. Read from the files, never imported: the
 * host's code and tests know no remote but through what a remote deploys.
 */
const requerir = createRequire(__filename);
const { leerTablaRutas } = requerir('../../../build/rutas-manifiesto.cjs') as { leerTablaRutas: (archivo: string, swc: unknown) => TablaRutas };
const swc = requerir('@swc/core') as unknown;
const RAIZ = path.resolve(__dirname, '..', '..', '..');

/** The remotes of host/public/config.json, in its order (the menu's order of sections). */
export const REMOTOS_CONFIG: RemotoConfig[] = [
  { nombre: 'mfe-home', manifestUrl: '/mfe/home/mf-manifest.json', prefijos: ['/', '/eventos', '/instagram', '/banners', '/archivos', '/sitemap'] },
  { nombre: 'mfe-pedidos', manifestUrl: '/mfe/pedidos/mf-manifest.json', prefijos: ['/pedidos', '/control-pedidos', '/historico'] },
  { nombre: 'mfe-cuenta-corriente', manifestUrl: '/mfe/cuenta-corriente/mf-manifest.json', prefijos: ['/cc', '/cc-grupo'] },
  { nombre: 'mfe-devoluciones', manifestUrl: '/mfe/devoluciones/mf-manifest.json', prefijos: ['/devoluciones', '/recalls', '/vencidos', '/vencidos-deshabilitado'] },
  { nombre: 'mfe-admin', manifestUrl: '/mfe/admin/mf-manifest.json', prefijos: ['/admin-usuarios'] },
];
export const REMOTOS = REMOTOS_CONFIG.map((r) => r.nombre);

const leidas = new Map<string, TablaRutas>();

/** A remote's table as its manifest carries it. */
export function tablaDe(remoto: string): TablaRutas {
  let tabla = leidas.get(remoto);
  if (!tabla) {
    tabla = leerTablaRutas(path.join(RAIZ, remoto, 'src', 'metadatos-rutas.ts'), swc);
    leidas.set(remoto, tabla);
  }
  return tabla;
}

/** The page's route table as the start-up leaves it with every remote answering (or only `remotos`). */
export function registrarPortal(remotos: readonly string[] = REMOTOS): void {
  for (const remoto of REMOTOS) retirarRutas(remoto);
  ordenarRemotos(REMOTOS);
  registrarRutasHost();
  for (const remoto of remotos) registrarRutas(tablaDe(remoto));
}

/** Every route of the portal (host and remotes), in the order the start-up leaves them. */
export function rutasDelPortal() {
  registrarPortal();
  return rutasRegistradas();
}
