import type { NombresDe, TablaRutas } from '@portal/shared/domain';

/**
 * The pages of mfe-pedidos and their metadata (DESIGN §4): data only, no page and no runtime import. `./routes`
 * (routes.ts) adds a page to each; the build copies this table into mf-manifest.json (`metaData.rutasPortal`,
 * build/rutas-manifiesto.cjs), where the host reads it at start-up. A new page is a line here and one in routes.ts.
 */
/** System section 1 (eShop) and the role every page of the section needs (SPEC §6). */
const PEDIDOS = { seccion: 1, rol: 'Pedidos' } as const;
/** SPEC §4 guard 2: both flags, so that the dashboard rule applies. */
const DASHBOARD = { requireAccesoDashboard: true, requireCtaCteGrupo: false } as const;
/** Pages that order or record: a blocked pharmacy (or one without balance) goes to its page; it still reads the rest. */
const ORDENA = { soloFarmaciaHabilitada: true } as const;

const RUTAS_PEDIDOS = {
  remoto: 'mfe-pedidos',
  rutas: {
    'resumen-pedido': { path: '/pedidos/resumen', titulo: 'Resumen pedido', ...PEDIDOS, ...ORDENA, menuHidden: true },
    'confirmacion-pedido': { path: '/pedidos/confirmacion/guid/*', titulo: 'Confirmación pedido', ...PEDIDOS, ...ORDENA, menuHidden: true },

    'control-pedidos-seleccion-remito': {
      path: '/control-pedidos/seleccion-remito', titulo: 'Nuevo control de pedido', ...PEDIDOS, ...ORDENA, ...DASHBOARD,
      menu: { grupo: 'Control de pedidos', etiqueta: 'Nuevo control', orden: 1 },
    },
    'control-pedidos-nuevo': { path: '/control-pedidos/nuevo/:id', titulo: 'Control de remito', ...PEDIDOS, ...ORDENA, ...DASHBOARD },
    'control-pedidos-buscar': {
      path: '/control-pedidos/buscar', titulo: 'Histórico de controles de pedido', ...PEDIDOS, ...DASHBOARD,
      menu: { grupo: 'Control de pedidos', etiqueta: 'Histórico de controles', orden: 2 },
    },
    'control-pedidos-pedido': {
      path: '/control-pedidos/pedido/:pedidoId', titulo: 'Histórico de controles de pedido', ...PEDIDOS, ...DASHBOARD, paramsDigitos: ['pedidoId'],
    },
    'control-pedidos-items': {
      path: '/control-pedidos/items/:troquel', titulo: 'Histórico de controles de pedido', ...PEDIDOS, ...DASHBOARD, paramsDigitos: ['troquel'],
    },

    // The searcher alone needs ConsultorStock (SPEC §6: /pedidos/nuevo).
    'pedido-nuevo': {
      path: '/pedidos/nuevo', titulo: 'Nuevo pedido', ...PEDIDOS, ...ORDENA, rol: 'ConsultorStock', ...DASHBOARD,
      menu: { grupo: 'Pedidos', etiqueta: 'Nuevo pedido', orden: 1 },
    },
    recuperador: {
      path: '/pedidos/recuperador', titulo: 'Recuperador de productos', ...PEDIDOS, ...ORDENA, ...DASHBOARD,
      menu: { grupo: 'Pedidos', etiqueta: 'Recuperador', orden: 2 },
    },
    favoritos: {
      path: '/pedidos/favoritos', titulo: 'Favoritos', ...PEDIDOS, ...ORDENA, ...DASHBOARD,
      menu: { grupo: 'Pedidos', etiqueta: 'Favoritos', orden: 3 },
    },
    'agregar-combo': { path: '/pedidos/agregar-combo/:comboId/:troquel?', titulo: 'Agregar combo', ...PEDIDOS, ...ORDENA, ...DASHBOARD, menuHidden: true },
    'agregar-combos': {
      path: '/pedidos/agregar-combos', titulo: 'Agregar combos', ...PEDIDOS, ...ORDENA, ...DASHBOARD,
      menu: { grupo: 'Pedidos', etiqueta: 'Combos', orden: 4 },
    },
    'seleccionar-archivo': {
      path: '/pedidos/importador/seleccionar-archivo', titulo: 'Importador: seleccionar archivo', ...PEDIDOS, ...ORDENA, ...DASHBOARD,
      menu: { grupo: 'Pedidos', etiqueta: 'Importador', orden: 5 },
    },
    'lineas-archivo': { path: '/pedidos/importador/lineas-archivo', titulo: 'Importador: líneas del archivo', ...PEDIDOS, ...ORDENA, ...DASHBOARD, menuHidden: true },
    'agregar-carrito': {
      path: '/pedidos/importador/agregar-carrito/:confirmar?', titulo: 'Importador: agregar al carrito', ...PEDIDOS, ...ORDENA, ...DASHBOARD, menuHidden: true,
    },
    'farmacia-bloqueada': { path: '/pedidos/farmacia-bloqueada', titulo: 'Farmacia bloqueada', ...PEDIDOS, menuHidden: true },
    'farmacia-sin-saldo': { path: '/pedidos/farmacia-sin-saldo', titulo: 'Farmacia sin saldo', ...PEDIDOS, menuHidden: true },

    'historico-buscar': {
      path: '/historico/buscar', titulo: 'Histórico de pedidos', ...PEDIDOS, ...DASHBOARD,
      menu: { grupo: 'Histórico', etiqueta: 'Pedidos', orden: 1 },
    },
    'historico-pedido': { path: '/historico/pedido/:pedidoId', titulo: 'Histórico de pedidos', ...PEDIDOS, ...DASHBOARD, paramsDigitos: ['pedidoId'] },
    'historico-items': { path: '/historico/items/:troquel', titulo: 'Histórico de pedidos', ...PEDIDOS, ...DASHBOARD, paramsDigitos: ['troquel'] },
    'historico-items-laboratorio': {
      path: '/historico/items-laboratorio/:laboratorioId', titulo: 'Histórico de pedidos por laboratorio', ...PEDIDOS, ...DASHBOARD,
      paramsDigitos: ['laboratorioId'],
    },
    'historico-bonos': {
      path: '/historico/bonos', titulo: 'Bonos', ...PEDIDOS, ...DASHBOARD,
      menu: { grupo: 'Histórico', etiqueta: 'Bonos', orden: 2 },
    },
    'transfers-lab': {
      path: '/historico/transfers-lab', titulo: 'Transfers de laboratorio', ...PEDIDOS, ...DASHBOARD,
      menu: { grupo: 'Histórico', etiqueta: 'Transfers de laboratorio', orden: 3 },
    },
  },
  // A section's bare prefix (a menu heading, a typed address) opens its main page instead of a 404.
  redirecciones: [
    { desde: '/pedidos', hacia: 'pedido-nuevo' },
    { desde: '/pedidos/importador', hacia: 'seleccionar-archivo' },
    { desde: '/control-pedidos', hacia: 'control-pedidos-seleccion-remito' },
    { desde: '/historico', hacia: 'historico-buscar' },
  ],
} as const satisfies TablaRutas;

export default RUTAS_PEDIDOS;

declare module '@portal/shared/domain' {
  // The names routePath accepts in this package: its own pages beside the shared ones.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RutasConocidas extends NombresDe<typeof RUTAS_PEDIDOS> {}
}
