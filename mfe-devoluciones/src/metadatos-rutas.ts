import type { NombresDe, TablaRutas } from '@portal/shared/domain';

/**
 * The pages of mfe-devoluciones and their metadata (DESIGN §4): data only, no page and no runtime import.
 * `./routes` (routes.ts) adds a page to each; the build copies this table into mf-manifest.json
 * (`metaData.rutasPortal`, build/rutas-manifiesto.cjs), where the host reads it at start-up.
 */
/** System sections (SPEC §3): common returns 11, recalls 41, expired products 8; every one needs the Devoluciones role. */
const DEVOLUCIONES = { seccion: 11, rol: 'Devoluciones' } as const;
const RECALLS = { seccion: 41, rol: 'Devoluciones' } as const;
const VENCIDOS = { seccion: 8, rol: 'Devoluciones' } as const;

const RUTAS_DEVOLUCIONES = {
  remoto: 'mfe-devoluciones',
  rutas: {
    'devoluciones-seleccionar-factura': {
      path: '/devoluciones/seleccionar-factura', titulo: 'Nueva devolución', ...DEVOLUCIONES,
      menu: { grupo: 'Devoluciones', etiqueta: 'Nueva devolución', orden: 1 },
    },
    'devoluciones-buscar': {
      path: '/devoluciones/buscar', titulo: 'Histórico de devoluciones', ...DEVOLUCIONES,
      menu: { grupo: 'Devoluciones', etiqueta: 'Histórico de devoluciones', orden: 2 },
    },
    'devoluciones-pedido': { path: '/devoluciones/pedido/:pedidoId', titulo: 'Histórico de devoluciones', ...DEVOLUCIONES, paramsDigitos: ['pedidoId'] },
    'devoluciones-items': { path: '/devoluciones/items/:troquel', titulo: 'Histórico de devoluciones', ...DEVOLUCIONES, paramsDigitos: ['troquel'] },
    'devoluciones-nueva-desde-factura': { path: '/devoluciones/nueva-desde/factura/:id', titulo: 'Nueva devolución desde factura', ...DEVOLUCIONES },
    'devoluciones-resumen': { path: '/devoluciones/resumen', titulo: 'Resumen de devolución', ...DEVOLUCIONES, menuHidden: true },
    'devoluciones-confirmacion': {
      path: '/devoluciones/confirmacion/:id?', titulo: 'Confirmación de devolución', ...DEVOLUCIONES, menuHidden: true, paramsDigitos: ['id'],
    },

    'recalls-nuevo': {
      path: '/recalls/nuevo', titulo: 'Nueva devolución por recall', ...RECALLS,
      menu: { grupo: 'Recalls', etiqueta: 'Nueva devolución por recall', orden: 1 },
    },
    'recalls-ingreso-lotes-items': {
      path: '/recalls/ingreso-lotes-items/:recallId', titulo: 'Ingreso de lotes para recall', ...RECALLS, paramsDigitos: ['recallId'],
    },
    'recalls-resumen': { path: '/recalls/resumen/:recallId', titulo: 'Resumen de devolución por recall', ...RECALLS, paramsDigitos: ['recallId'] },
    'recalls-buscar': {
      path: '/recalls/buscar', titulo: 'Histórico de pedidos de Recalls', ...RECALLS,
      menu: { grupo: 'Recalls', etiqueta: 'Histórico de recalls', orden: 2 },
    },
    'buscar-pedidos-recall-id': { path: '/recalls/pedido/:pedidoId?', titulo: 'Histórico de pedidos de Recalls', ...RECALLS, paramsDigitos: ['pedidoId'] },
    'buscar-items-pedido-recall-troquel': { path: '/recalls/items/:troquel', titulo: 'Histórico de pedidos de Recalls', ...RECALLS, paramsDigitos: ['troquel'] },
    'recalls-confirmacion': {
      path: '/recalls/confirmacion/:id', titulo: 'Confirmación de pedido de recalls', ...RECALLS, menuHidden: true, paramsDigitos: ['id'],
    },

    'vencidos-home': {
      path: '/vencidos', titulo: 'Devolución de Vencidos', ...VENCIDOS,
      menu: { grupo: 'Vencidos', etiqueta: 'Devolución de vencidos', orden: 1 },
    },
    'ingreso-lotes-vencidos': { path: '/vencidos/ingreso-lotes', titulo: 'Ingreso de lotes para Devolución de Vencidos', ...VENCIDOS },
    'devolucion-vencido-resumen': { path: '/vencidos/resumen', titulo: 'Resumen Devolucion de Vencidos', ...VENCIDOS, menuHidden: true },
    'buscar-pedidos-vencidos': {
      path: '/vencidos/buscar', titulo: 'Histórico de pedidos de Vencidos', ...VENCIDOS,
      menu: { grupo: 'Vencidos', etiqueta: 'Histórico de vencidos', orden: 2 },
    },
    'buscar-pedidos-vencidos-id': { path: '/vencidos/pedido/:pedidoId', titulo: 'Histórico de pedidos de Vencidos', ...VENCIDOS, paramsDigitos: ['pedidoId'] },
    'buscar-items-pedido-vencido-troquel': {
      path: '/vencidos/items/:troquel', titulo: 'Histórico de pedidos de Vencidos', ...VENCIDOS, paramsDigitos: ['troquel'],
    },
    'vencidos-confirmacion': {
      path: '/vencidos/confirmacion/:id', titulo: 'Confirmación de Devolución Vencidos', ...VENCIDOS, menuHidden: true, paramsDigitos: ['id'],
    },
    // Shown when section 8 is off: no section, no role, and a counter screen may show it (kiosk).
    'vencidos-deshabilitado': { path: '/vencidos-deshabilitado', titulo: 'Convenio Vencidos', menuHidden: true, kiosk: true },
  },
  // A section's bare prefix (a menu heading, a typed address) opens its main page instead of a 404.
  redirecciones: [
    { desde: '/devoluciones', hacia: 'devoluciones-seleccionar-factura' },
    { desde: '/recalls', hacia: 'recalls-nuevo' },
  ],
} as const satisfies TablaRutas;

export default RUTAS_DEVOLUCIONES;

declare module '@portal/shared/domain' {
  // The names routePath accepts in this package: its own pages beside the shared ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RutasConocidas extends NombresDe<typeof RUTAS_DEVOLUCIONES> {}
}
