export type RemotoRuta = 'host' | 'mfe-pedidos' | 'mfe-cuenta-corriente' | 'mfe-devoluciones' | 'mfe-home' | 'mfe-admin';

export interface EntradaMenu {
  grupo: string;
  etiqueta: string;
  orden: number;
}

export interface MetaRuta {
  nombre: NombreRuta;
  /** Absolute react-router pattern: `:param`, `:param?` (optional) and a final `*` (one or more segments). */
  path: string;
  titulo: string;
  remoto: RemotoRuta;
  seccion?: number;
  isPublic?: boolean;
  requireAccesoDashboard?: boolean;
  requireCtaCteGrupo?: boolean;
  menuHidden?: boolean;
  kiosk?: boolean;
  paramsDigitos?: string[];
  menu?: EntradaMenu;
}

export const NOMBRES_RUTA = [
  'inicio',
  'eventos',
  'instagram',
  'banners',
  'archivos',
  'sitemap',
  'resumen-pedido',
  'confirmacion-pedido',
  'control-pedidos-seleccion-remito',
  'control-pedidos-nuevo',
  'control-pedidos-buscar',
  'control-pedidos-pedido',
  'control-pedidos-items',
  'pedido-nuevo',
  'recuperador',
  'favoritos',
  'agregar-combo',
  'agregar-combos',
  'seleccionar-archivo',
  'lineas-archivo',
  'agregar-carrito',
  'farmacia-bloqueada',
  'farmacia-sin-saldo',
  'historico-buscar',
  'historico-pedido',
  'historico-items',
  'historico-items-laboratorio',
  'historico-bonos',
  'transfers-lab',
  'cc-detalle-pagos',
  'cc-factura-electronica',
  'cc-factura-electronica-pedido',
  'cc-operaciones-semana',
  'cc-descarga-movimientos',
  'cuenta-corriente-deuda',
  'cc-resumenes-semanales',
  'cc-grupo-informacion',
  'cc-grupo-detalle-pagos',
  'cc-grupo-factura-electronica',
  'cc-grupo-factura-electronica-pedido',
  'cc-grupo-composicion-deuda',
  'cc-grupo-resumenes-semanales',
  'devoluciones-seleccionar-factura',
  'devoluciones-buscar',
  'devoluciones-pedido',
  'devoluciones-items',
  'devoluciones-nueva-desde-factura',
  'devoluciones-resumen',
  'devoluciones-confirmacion',
  'recalls-nuevo',
  'recalls-ingreso-lotes-items',
  'recalls-resumen',
  'recalls-buscar',
  'buscar-pedidos-recall-id',
  'buscar-items-pedido-recall-troquel',
  'recalls-confirmacion',
  'vencidos-home',
  'ingreso-lotes-vencidos',
  'devolucion-vencido-resumen',
  'buscar-pedidos-vencidos',
  'buscar-pedidos-vencidos-id',
  'buscar-items-pedido-vencido-troquel',
  'vencidos-confirmacion',
  'vencidos-deshabilitado',
  'lista-usuarios',
  'crear-usuario',
  'editar-usuario',
  'error404',
  'error500',
  'error401',
  'sitio-en-mantenimiento',
  'seccion-en-mantenimiento',
  'oidc-callback',
  'oidc-callback-error',
  'autologin',
  'storybook-importar-excel',
  'storybook-ingreso-lotes',
  'storybook-loading',
  'storybook-others',
  'storybook-select-number',
  'storybook-smart-table-array',
  'storybook-smart-table-promise',
  'storybook-sorting',
] as const;

export type NombreRuta = (typeof NOMBRES_RUTA)[number];

/** Both flags present: SPEC §4 guard 2 applies only to routes that carry the two of them. */
const DASHBOARD = { requireAccesoDashboard: true, requireCtaCteGrupo: false } as const;
const CTA_CTE_GRUPO = { requireAccesoDashboard: false, requireCtaCteGrupo: true } as const;
const PUBLICA = { remoto: 'host', isPublic: true, menuHidden: true } as const;

const G = {
  // The dashboard alone: its own page, shown as a plain menu entry (no submenu).
  inicio: 'Inicio',
  // SPEC §2 "Home and general": pages anyone may reach beside the dashboard.
  general: 'General',
  pedidos: 'Pedidos',
  control: 'Control de pedidos',
  historico: 'Histórico',
  cc: 'Cuenta corriente',
  ccGrupo: 'Cuenta corriente del grupo',
  devoluciones: 'Devoluciones',
  recalls: 'Recalls',
  vencidos: 'Vencidos',
  admin: 'Administración',
} as const;

type DefinicionRuta = Omit<MetaRuta, 'nombre'>;

const storybook = (sub: string): DefinicionRuta => ({ ...PUBLICA, path: `/storybook/${sub}`, titulo: `Storybook: ${sub}` });

const DEFINICIONES: Record<NombreRuta, DefinicionRuta> = {
  inicio: { path: '/', titulo: 'Inicio', remoto: 'mfe-home', ...DASHBOARD, menu: { grupo: G.inicio, etiqueta: 'Inicio', orden: 1 } },
  eventos: { path: '/eventos', titulo: 'Eventos', remoto: 'mfe-home', ...DASHBOARD, menu: { grupo: G.general, etiqueta: 'Eventos', orden: 2 } },
  instagram: { path: '/instagram', titulo: 'Instagram', remoto: 'mfe-home', ...DASHBOARD, menu: { grupo: G.general, etiqueta: 'Instagram', orden: 3 } },
  banners: { path: '/banners', titulo: 'Banners', remoto: 'mfe-home', ...DASHBOARD, menu: { grupo: G.general, etiqueta: 'Banners', orden: 4 } },
  archivos: { path: '/archivos', titulo: 'Archivos', remoto: 'mfe-home', menu: { grupo: G.general, etiqueta: 'Archivos', orden: 5 } },
  sitemap: { path: '/sitemap', titulo: 'Sitemap', remoto: 'mfe-home', menu: { grupo: G.general, etiqueta: 'Sitemap', orden: 6 } },

  'resumen-pedido': { path: '/pedidos/resumen', titulo: 'Resumen pedido', remoto: 'mfe-pedidos', seccion: 1, menuHidden: true },
  'confirmacion-pedido': { path: '/pedidos/confirmacion/guid/*', titulo: 'Confirmación pedido', remoto: 'mfe-pedidos', seccion: 1, menuHidden: true },

  'control-pedidos-seleccion-remito': {
    path: '/control-pedidos/seleccion-remito', titulo: 'Nuevo control de pedido', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.control, etiqueta: 'Nuevo control', orden: 1 },
  },
  'control-pedidos-nuevo': { path: '/control-pedidos/nuevo/:id', titulo: 'Control de remito', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD },
  'control-pedidos-buscar': {
    path: '/control-pedidos/buscar', titulo: 'Histórico de controles de pedido', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.control, etiqueta: 'Histórico de controles', orden: 2 },
  },
  'control-pedidos-pedido': {
    path: '/control-pedidos/pedido/:pedidoId', titulo: 'Histórico de controles de pedido', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD, paramsDigitos: ['pedidoId'],
  },
  'control-pedidos-items': {
    path: '/control-pedidos/items/:troquel', titulo: 'Histórico de controles de pedido', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD, paramsDigitos: ['troquel'],
  },

  'pedido-nuevo': {
    path: '/pedidos/nuevo', titulo: 'Nuevo pedido', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.pedidos, etiqueta: 'Nuevo pedido', orden: 1 },
  },
  recuperador: {
    path: '/pedidos/recuperador', titulo: 'Recuperador de productos', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.pedidos, etiqueta: 'Recuperador', orden: 2 },
  },
  favoritos: {
    path: '/pedidos/favoritos', titulo: 'Favoritos', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.pedidos, etiqueta: 'Favoritos', orden: 3 },
  },
  'agregar-combo': { path: '/pedidos/agregar-combo/:comboId/:troquel?', titulo: 'Agregar combo', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD, menuHidden: true },
  'agregar-combos': {
    path: '/pedidos/agregar-combos', titulo: 'Agregar combos', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.pedidos, etiqueta: 'Combos', orden: 4 },
  },
  'seleccionar-archivo': {
    path: '/pedidos/importador/seleccionar-archivo', titulo: 'Importador: seleccionar archivo', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.pedidos, etiqueta: 'Importador', orden: 5 },
  },
  'lineas-archivo': { path: '/pedidos/importador/lineas-archivo', titulo: 'Importador: líneas del archivo', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD, menuHidden: true },
  'agregar-carrito': {
    path: '/pedidos/importador/agregar-carrito/:confirmar?', titulo: 'Importador: agregar al carrito', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD, menuHidden: true,
  },
  'farmacia-bloqueada': { path: '/pedidos/farmacia-bloqueada', titulo: 'Farmacia bloqueada', remoto: 'mfe-pedidos', seccion: 1, menuHidden: true },
  'farmacia-sin-saldo': { path: '/pedidos/farmacia-sin-saldo', titulo: 'Farmacia sin saldo', remoto: 'mfe-pedidos', seccion: 1, menuHidden: true },

  'historico-buscar': {
    path: '/historico/buscar', titulo: 'Histórico de pedidos', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.historico, etiqueta: 'Pedidos', orden: 1 },
  },
  'historico-pedido': { path: '/historico/pedido/:pedidoId', titulo: 'Histórico de pedidos', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD, paramsDigitos: ['pedidoId'] },
  'historico-items': { path: '/historico/items/:troquel', titulo: 'Histórico de pedidos', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD, paramsDigitos: ['troquel'] },
  'historico-items-laboratorio': {
    path: '/historico/items-laboratorio/:laboratorioId', titulo: 'Histórico de pedidos por laboratorio', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    paramsDigitos: ['laboratorioId'],
  },
  'historico-bonos': {
    path: '/historico/bonos', titulo: 'Bonos', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.historico, etiqueta: 'Bonos', orden: 2 },
  },
  'transfers-lab': {
    path: '/historico/transfers-lab', titulo: 'Transfers de laboratorio', remoto: 'mfe-pedidos', seccion: 1, ...DASHBOARD,
    menu: { grupo: G.historico, etiqueta: 'Transfers de laboratorio', orden: 3 },
  },

  'cc-detalle-pagos': {
    path: '/cc/detalle-pagos', titulo: 'Detalle de pagos', remoto: 'mfe-cuenta-corriente', seccion: 2,
    menu: { grupo: G.cc, etiqueta: 'Detalle de pagos', orden: 1 },
  },
  'cc-factura-electronica': {
    path: '/cc/factura-electronica', titulo: 'Factura electrónica', remoto: 'mfe-cuenta-corriente', seccion: 2,
    menu: { grupo: G.cc, etiqueta: 'Factura electrónica', orden: 2 },
  },
  'cc-factura-electronica-pedido': { path: '/cc/factura-electronica/pedido/:id?', titulo: 'Factura electrónica', remoto: 'mfe-cuenta-corriente', seccion: 2 },
  'cc-operaciones-semana': {
    path: '/cc/operaciones-de-la-semana', titulo: 'Operaciones de la semana', remoto: 'mfe-cuenta-corriente', seccion: 2,
    menu: { grupo: G.cc, etiqueta: 'Operaciones de la semana', orden: 3 },
  },
  'cc-descarga-movimientos': {
    path: '/cc/descarga-de-movimientos-historicos', titulo: 'Descarga de movimientos históricos', remoto: 'mfe-cuenta-corriente', seccion: 2,
    menu: { grupo: G.cc, etiqueta: 'Movimientos históricos', orden: 4 },
  },
  'cuenta-corriente-deuda': {
    path: '/cc/composicion-de-la-deuda', titulo: 'Composición de la deuda', remoto: 'mfe-cuenta-corriente', seccion: 2,
    menu: { grupo: G.cc, etiqueta: 'Composición de la deuda', orden: 5 },
  },
  'cc-resumenes-semanales': {
    path: '/cc/resumenes-semanales', titulo: 'Resúmenes semanales', remoto: 'mfe-cuenta-corriente', seccion: 2,
    menu: { grupo: G.cc, etiqueta: 'Resúmenes semanales', orden: 6 },
  },

  'cc-grupo-informacion': {
    path: '/cc-grupo/informacion', titulo: 'Información del grupo', remoto: 'mfe-cuenta-corriente', seccion: 2, ...CTA_CTE_GRUPO,
    menu: { grupo: G.ccGrupo, etiqueta: 'Información del grupo', orden: 1 },
  },
  'cc-grupo-detalle-pagos': {
    path: '/cc-grupo/detalle-pagos', titulo: 'Detalle de pagos del grupo', remoto: 'mfe-cuenta-corriente', seccion: 2, ...CTA_CTE_GRUPO,
    menu: { grupo: G.ccGrupo, etiqueta: 'Detalle de pagos', orden: 2 },
  },
  'cc-grupo-factura-electronica': {
    path: '/cc-grupo/factura-electronica', titulo: 'Factura electrónica del grupo', remoto: 'mfe-cuenta-corriente', seccion: 2, ...CTA_CTE_GRUPO,
    menu: { grupo: G.ccGrupo, etiqueta: 'Factura electrónica', orden: 3 },
  },
  'cc-grupo-factura-electronica-pedido': {
    path: '/cc-grupo/factura-electronica/pedido/:id?', titulo: 'Factura electrónica del grupo', remoto: 'mfe-cuenta-corriente', seccion: 2, ...CTA_CTE_GRUPO,
  },
  'cc-grupo-composicion-deuda': {
    path: '/cc-grupo/composicion-de-la-deuda', titulo: 'Composición de la deuda del grupo', remoto: 'mfe-cuenta-corriente', seccion: 2, ...CTA_CTE_GRUPO,
    menu: { grupo: G.ccGrupo, etiqueta: 'Composición de la deuda', orden: 4 },
  },
  'cc-grupo-resumenes-semanales': {
    path: '/cc-grupo/resumenes-semanales', titulo: 'Resúmenes semanales del grupo', remoto: 'mfe-cuenta-corriente', seccion: 2, ...CTA_CTE_GRUPO,
    menu: { grupo: G.ccGrupo, etiqueta: 'Resúmenes semanales', orden: 5 },
  },

  'devoluciones-seleccionar-factura': {
    path: '/devoluciones/seleccionar-factura', titulo: 'Nueva devolución', remoto: 'mfe-devoluciones', seccion: 11,
    menu: { grupo: G.devoluciones, etiqueta: 'Nueva devolución', orden: 1 },
  },
  'devoluciones-buscar': {
    path: '/devoluciones/buscar', titulo: 'Histórico de devoluciones', remoto: 'mfe-devoluciones', seccion: 11,
    menu: { grupo: G.devoluciones, etiqueta: 'Histórico de devoluciones', orden: 2 },
  },
  'devoluciones-pedido': { path: '/devoluciones/pedido/:pedidoId', titulo: 'Histórico de devoluciones', remoto: 'mfe-devoluciones', seccion: 11, paramsDigitos: ['pedidoId'] },
  'devoluciones-items': { path: '/devoluciones/items/:troquel', titulo: 'Histórico de devoluciones', remoto: 'mfe-devoluciones', seccion: 11, paramsDigitos: ['troquel'] },
  'devoluciones-nueva-desde-factura': { path: '/devoluciones/nueva-desde/factura/:id', titulo: 'Nueva devolución desde factura', remoto: 'mfe-devoluciones', seccion: 11 },
  'devoluciones-resumen': { path: '/devoluciones/resumen', titulo: 'Resumen de devolución', remoto: 'mfe-devoluciones', seccion: 11, menuHidden: true },
  'devoluciones-confirmacion': {
    path: '/devoluciones/confirmacion/:id?', titulo: 'Confirmación de devolución', remoto: 'mfe-devoluciones', seccion: 11, menuHidden: true, paramsDigitos: ['id'],
  },

  'recalls-nuevo': {
    path: '/recalls/nuevo', titulo: 'Nueva devolución por recall', remoto: 'mfe-devoluciones', seccion: 41,
    menu: { grupo: G.recalls, etiqueta: 'Nueva devolución por recall', orden: 1 },
  },
  'recalls-ingreso-lotes-items': {
    path: '/recalls/ingreso-lotes-items/:recallId', titulo: 'Ingreso de lotes para recall', remoto: 'mfe-devoluciones', seccion: 41, paramsDigitos: ['recallId'],
  },
  'recalls-resumen': { path: '/recalls/resumen/:recallId', titulo: 'Resumen de devolución por recall', remoto: 'mfe-devoluciones', seccion: 41, paramsDigitos: ['recallId'] },
  'recalls-buscar': {
    path: '/recalls/buscar', titulo: 'Histórico de pedidos de Recalls', remoto: 'mfe-devoluciones', seccion: 41,
    menu: { grupo: G.recalls, etiqueta: 'Histórico de recalls', orden: 2 },
  },
  'buscar-pedidos-recall-id': {
    path: '/recalls/pedido/:pedidoId?', titulo: 'Histórico de pedidos de Recalls', remoto: 'mfe-devoluciones', seccion: 41, paramsDigitos: ['pedidoId'],
  },
  'buscar-items-pedido-recall-troquel': {
    path: '/recalls/items/:troquel', titulo: 'Histórico de pedidos de Recalls', remoto: 'mfe-devoluciones', seccion: 41, paramsDigitos: ['troquel'],
  },
  'recalls-confirmacion': {
    path: '/recalls/confirmacion/:id', titulo: 'Confirmación de pedido de recalls', remoto: 'mfe-devoluciones', seccion: 41, menuHidden: true, paramsDigitos: ['id'],
  },

  'vencidos-home': {
    path: '/vencidos', titulo: 'Devolución de Vencidos', remoto: 'mfe-devoluciones', seccion: 8,
    menu: { grupo: G.vencidos, etiqueta: 'Devolución de vencidos', orden: 1 },
  },
  'ingreso-lotes-vencidos': { path: '/vencidos/ingreso-lotes', titulo: 'Ingreso de lotes para Devolución de Vencidos', remoto: 'mfe-devoluciones', seccion: 8 },
  'devolucion-vencido-resumen': { path: '/vencidos/resumen', titulo: 'Resumen Devolucion de Vencidos', remoto: 'mfe-devoluciones', seccion: 8, menuHidden: true },
  'buscar-pedidos-vencidos': {
    path: '/vencidos/buscar', titulo: 'Histórico de pedidos de Vencidos', remoto: 'mfe-devoluciones', seccion: 8,
    menu: { grupo: G.vencidos, etiqueta: 'Histórico de vencidos', orden: 2 },
  },
  'buscar-pedidos-vencidos-id': {
    path: '/vencidos/pedido/:pedidoId', titulo: 'Histórico de pedidos de Vencidos', remoto: 'mfe-devoluciones', seccion: 8, paramsDigitos: ['pedidoId'],
  },
  'buscar-items-pedido-vencido-troquel': {
    path: '/vencidos/items/:troquel', titulo: 'Histórico de pedidos de Vencidos', remoto: 'mfe-devoluciones', seccion: 8, paramsDigitos: ['troquel'],
  },
  'vencidos-confirmacion': {
    path: '/vencidos/confirmacion/:id', titulo: 'Confirmación de Devolución Vencidos', remoto: 'mfe-devoluciones', seccion: 8, menuHidden: true, paramsDigitos: ['id'],
  },
  'vencidos-deshabilitado': { path: '/vencidos-deshabilitado', titulo: 'Convenio Vencidos', remoto: 'mfe-devoluciones', menuHidden: true, kiosk: true },

  'lista-usuarios': {
    path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia', remoto: 'mfe-admin',
    menu: { grupo: G.admin, etiqueta: 'Usuarios', orden: 1 },
  },
  'crear-usuario': { path: '/admin-usuarios/crear', titulo: 'Crear usuario de farmacia', remoto: 'mfe-admin', menuHidden: true },
  'editar-usuario': { path: '/admin-usuarios/editar/:id', titulo: 'Editar usuario farmacia', remoto: 'mfe-admin', menuHidden: true },

  error404: { ...PUBLICA, path: '/error404', titulo: 'Página no encontrada' },
  error500: { ...PUBLICA, path: '/error500', titulo: 'Error inesperado' },
  error401: { ...PUBLICA, path: '/error401', titulo: 'Sin permisos para acceder' },
  'sitio-en-mantenimiento': { ...PUBLICA, path: '/sitio-en-mantenimiento', titulo: 'Sitio en mantenimiento' },
  'seccion-en-mantenimiento': { ...PUBLICA, path: '/seccion-en-mantenimiento', titulo: 'Sección en mantenimiento' },
  'oidc-callback': { ...PUBLICA, path: '/oidc-callback', titulo: 'Auth Callback' },
  'oidc-callback-error': { ...PUBLICA, path: '/oidc-callback-error', titulo: 'Error al establecer conexión' },
  autologin: { ...PUBLICA, path: '/autologin', titulo: 'Ingreso automático' },

  'storybook-importar-excel': storybook('importar-excel'),
  'storybook-ingreso-lotes': storybook('ingreso-lotes'),
  'storybook-loading': storybook('loading'),
  'storybook-others': storybook('others'),
  'storybook-select-number': storybook('select-number'),
  'storybook-smart-table-array': storybook('smart-table-array'),
  'storybook-smart-table-promise': storybook('smart-table-promise'),
  'storybook-sorting': storybook('sorting'),
};

export const RUTAS = Object.fromEntries(
  NOMBRES_RUTA.map((nombre) => [nombre, { nombre, ...DEFINICIONES[nombre] }]),
) as Record<NombreRuta, MetaRuta>;

export const REDIRECCIONES: { desde: string; hacia: NombreRuta }[] = [
  { desde: '/pedidos', hacia: 'pedido-nuevo' },
  { desde: '/pedidos/importador', hacia: 'seleccionar-archivo' },
  { desde: '/storybook', hacia: 'storybook-smart-table-array' },
  // A section's bare prefix (a menu heading, a typed address) opens its main page instead of a 404.
  { desde: '/control-pedidos', hacia: 'control-pedidos-seleccion-remito' },
  { desde: '/historico', hacia: 'historico-buscar' },
  { desde: '/cc', hacia: 'cuenta-corriente-deuda' },
  { desde: '/cc-grupo', hacia: 'cc-grupo-informacion' },
  { desde: '/devoluciones', hacia: 'devoluciones-seleccionar-factura' },
  { desde: '/recalls', hacia: 'recalls-nuevo' },
];
