import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { controlPedido, devolucion, pedido, producto, remito } from '../../src/db/schema/index.js';
import { factura as facturaTabla, pago as pagoTabla, resumenSemanal as resumenSemanalTabla } from '../../src/db/schema/index.js';
import { CUENTAS_DEMO } from '../../src/seed/cuentas.js';

/**
 * Example requests for the authorisation matrix (`test/autorizacion-matriz.test.ts`), which calls every `/api`
 * route as an anonymous caller (401), as a demo user without the route's role (403), on another pharmacy's data
 * (404) and as the right user (anything but 401, 403, 404 or 5xx).
 *
 * Key: `'<METHOD> <url pattern>'` exactly as the route is registered, e.g. `'GET /api/farmacia/:id'`.
 * Every route with URL parameters needs an entry; so does every route with a body the right user must send to
 * get past validation (a 400 passes the matrix, but it proves less).
 *
 * - `params` (`*` for a wildcard), `query`, `body`: the right user's request. Pharmacy ids are those of
 *   `admin.demo` (1001, every role); for `alcance: grupo` the right user is `grupo.demo` (group 1: 1001 and 1003).
 * - `usuario`: another demo account as the right user, when `admin.demo` is not (see `src/seed/cuentas.ts`).
 * - For `alcance: farmacia | grupo` the matrix itself puts 1002 (another pharmacy) or group 999 in the scoped param.
 * - `recursoAjeno` (required for `alcance: recurso`): the same route on a resource of another pharmacy (1002,
 *   e.g. `otra.demo`'s user id), asked by the right user, that must answer 404. A route whose service filters by the
 *   token instead of refusing (a search) gives `sinRecursoAjeno` with the reason; it had better declare `propio`.
 * - `estado`: the exact status the right user gets, only when the demo seed cannot give a better answer.
 *
 * Rows run GET routes first and DELETE routes last, so examples that change data should pick rows no other entry
 * reads (e.g. delete `vencida.demo`, not `pedidos.demo`).
 */
export interface SolicitudEjemplo {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface EjemploRuta extends SolicitudEjemplo {
  usuario?: string;
  recursoAjeno?: SolicitudEjemplo;
  sinRecursoAjeno?: string;
  estado?: number;
}

const id = (userName: string) => {
  const cuenta = CUENTAS_DEMO.find((c) => c.userName === userName);
  if (!cuenta) throw new Error(`No hay cuenta demo ${userName}`);
  return cuenta.id;
};

/** A user of pharmacy 1002: what `recursoAjeno` asks for on the user routes. */
const usuarioAjeno = { params: { id: id('otra.demo') } };

/**
 * Rows of the demo seed the examples name. The seed's history runs up to the day it is generated, so how many orders
 * each pharmacy has (and so their ids) depends on the date: these are read from the seeded database, never written
 * down as numbers.
 */
export interface DatosSemilla {
  /** The two oldest orders of pharmacy 1001 (long delivered). */
  pedidos1001: [{ id: number; guid: string }, { id: number; guid: string }];
  /** The oldest order of pharmacy 1002. */
  pedido1002: { id: number; guid: string };
  remito1001: number;
  /** The oldest invoice of each pharmacy (facturaDe). */
  factura1001: number;
  factura1002: number;
  /** The oldest receipt of pharmacy 1001 (reciboDe). */
  recibo1001: { nro: number; fecha: string };
  /** The oldest weekly statement of each pharmacy (resumenSemanalDe). */
  resumenSemanal1001: number;
  resumenSemanal1002: number;
  remito1002: number;
  /** The oldest order control of each pharmacy. */
  control1001: number;
  control1002: number;
  /** The oldest general return of each pharmacy. */
  devolucion1001: number;
  devolucion1002: number;
  /** The oldest expired-products return (not a draft) of each pharmacy. */
  vencido1001: number;
  vencido1002: number;
  /** The seeded recall return of each pharmacy. */
  devolucionRecall1001: number;
  devolucionRecall1002: number;
  /** The barcode of the catalogue's first product (by troquel) that has one, as a scanner reads it. */
  codigoBarras: string;
}

export async function leerDatosSemilla(db: Db): Promise<DatosSemilla> {
  const pedidosDe = (farmaciaId: number) =>
    db.select({ id: pedido.id, guid: pedido.pedidoGuid }).from(pedido).where(eq(pedido.farmaciaId, farmaciaId)).orderBy(asc(pedido.id)).limit(2);
  const remitoDe = async (farmaciaId: number) =>
    (await db.select({ id: remito.id }).from(remito).where(eq(remito.farmaciaId, farmaciaId)).orderBy(asc(remito.id)).limit(1))[0]!.id;
  const controlDe = async (farmaciaId: number) =>
    (await db.select({ id: controlPedido.id }).from(controlPedido).where(eq(controlPedido.farmaciaId, farmaciaId)).orderBy(asc(controlPedido.id)).limit(1))[0]!.id;
  const facturaDe = async (farmaciaId: number) =>
    (await db.select({ id: facturaTabla.id }).from(facturaTabla).where(eq(facturaTabla.farmaciaId, farmaciaId)).orderBy(asc(facturaTabla.id)).limit(1))[0]!.id;
  const resumenSemanalDe = async (farmaciaId: number) =>
    (await db.select({ id: resumenSemanalTabla.id }).from(resumenSemanalTabla).where(eq(resumenSemanalTabla.farmaciaId, farmaciaId)).orderBy(asc(resumenSemanalTabla.id)).limit(1))[0]!.id;
  const devolucionDe = async (farmaciaId: number, tipo = 0) =>
    (await db.select({ id: devolucion.id }).from(devolucion).where(and(eq(devolucion.farmaciaId, farmaciaId), eq(devolucion.tipo, tipo), eq(devolucion.borrador, false))).orderBy(asc(devolucion.id)).limit(1))[0]!.id;
  const [p1001, p1002] = await Promise.all([pedidosDe(1001), pedidosDe(1002)]);
  return {
    pedidos1001: [p1001[0]!, p1001[1]!],
    pedido1002: p1002[0]!,
    remito1001: await remitoDe(1001),
    factura1001: await facturaDe(1001),
    factura1002: await facturaDe(1002),
    resumenSemanal1001: await resumenSemanalDe(1001),
    resumenSemanal1002: await resumenSemanalDe(1002),
    recibo1001: (await db.select({ nro: pagoTabla.nroRecibo, fecha: pagoTabla.fechaOperacion }).from(pagoTabla).where(eq(pagoTabla.farmaciaId, 1001)).orderBy(asc(pagoTabla.id)).limit(1))[0]!,
    remito1002: await remitoDe(1002),
    control1001: await controlDe(1001),
    control1002: await controlDe(1002),
    devolucion1001: await devolucionDe(1001),
    devolucion1002: await devolucionDe(1002),
    vencido1001: await devolucionDe(1001, 2),
    vencido1002: await devolucionDe(1002, 2),
    devolucionRecall1001: await devolucionDe(1001, 1),
    devolucionRecall1002: await devolucionDe(1002, 1),
    codigoBarras: (await db.select({ codigo: producto.codigoBarras1 }).from(producto).where(isNotNull(producto.codigoBarras1)).orderBy(asc(producto.troquel)).limit(1))[0]!.codigo!,
  };
}

export const ejemplosRutas = (s: DatosSemilla): Record<string, EjemploRuta> => ({
  // Users and roles (H3b)
  'GET /api/Usuario/farmacia/:id': { params: { id: '1001' }, query: { sorts: 'userName', pageSize: '5' } },
  'GET /api/Usuario/:id': { params: { id: id('pedidos.demo') }, recursoAjeno: usuarioAjeno },
  'GET /api/Usuario/:id/Auditoria': { params: { id: id('pedidos.demo') }, recursoAjeno: usuarioAjeno },
  'POST /api/Usuario/Buscar': { body: { userName: 'demo' }, sinRecursoAjeno: 'la búsqueda sólo devuelve usuarios de las farmacias del token' },
  'GET /api/Usuario/farmacia/:id/Eliminados': { params: { id: '1001' } },
  'POST /api/Usuario/Roles': { body: { userIds: [id('pedidos.demo')] }, recursoAjeno: { body: { userIds: [id('otra.demo')] } } },
  'POST /api/Usuario': {
    body: { userName: 'matriz.nuevo', email: 'matriz.nuevo@farmacias.example', password: 'Matriz2026!x', roles: ['Pedidos'], habilitado: true },
  },
  'PUT /api/Usuario/:id': { params: { id: id('cuenta.demo') }, body: { habilitado: true }, recursoAjeno: { ...usuarioAjeno, body: { habilitado: true } } },
  'PUT /api/Usuario/ReemplazarRoles/:id': {
    params: { id: id('pedidos.demo') },
    // The roles pedidos.demo holds: the right user's call changes nothing, so its token stays good for the later rows.
    body: { roles: ['Pedidos', 'ConsultorStock', 'AccesoDashboard'] },
    recursoAjeno: { ...usuarioAjeno, body: { roles: ['Pedidos'] } },
  },
  'PUT /api/Usuario/Password/:id': {
    params: { id: id('vencida.demo') },
    body: { NewPassword: 'Vencida2026!x' },
    recursoAjeno: { ...usuarioAjeno, body: { NewPassword: 'Vencida2026!x' } },
  },
  'DELETE /api/Usuario/:id': { params: { id: id('vencida.demo') }, recursoAjeno: usuarioAjeno },
  // Any session asks names for histories: another pharmacy's ids (or deleted users') are left out, never a 404.
  'POST /api/CrewDragon/UserNames': { body: [id('pedidos.demo')] },

  // Pharmacy, group and content (H3b)
  'GET /api/farmacia/:id': { params: { id: '1001' } },
  'GET /api/farmacia/:id/cantBonos': { params: { id: '1001' } },
  'GET /api/FarmaciaGrupo/InfoGrupo/:id': { params: { id: '1' } },
  'GET /api/FarmaciaGrupo/Farmacias/:id': { params: { id: '1' } },

  // Current account (issue 12)
  'GET /api/CuentaCorriente/deuda/:id': { params: { id: '1001' } },
  'GET /api/CuentaCorriente/composicion/:id': { params: { id: '1001' } },
  'GET /api/CuentaCorriente/operaciones/actual/:id': { params: { id: '1001' } },
  'GET /api/CuentaCorriente/operaciones/anterior/:id': { params: { id: '1001' } },
  'GET /api/CuentaCorriente/totalOperacionesSemana/:id': { params: { id: '1001' } },
  'POST /api/CuentaCorriente/movimientos/:id': { params: { id: '1001' }, body: { FechaDesde: '2026-01-01', FechaHasta: '2026-01-31' } },
  'POST /api/factura/BuscarFacturas': { body: { farmaciaId: 1001, desde: '2026-01-01', hasta: '2026-01-31' }, sinRecursoAjeno: 'facturaFarmaciaAjena: otra farmacia en el cuerpo responde 404 (test/areas/cuenta-corriente/factura/facturas.test.ts)' },
  'GET /api/CuentaCorriente/movimientos/:id/descarga': { params: { id: '1001' }, query: { desde: '2026-01-01', hasta: '2026-01-31', formato: 'csv' } },
  'POST /api/CuentaCorriente/BuscarDetallePago': { body: { farmaciaId: 1001, desde: '2026-01-01', hasta: '2026-01-31' } },
  'GET /api/CuentaCorriente/DetallePagoRecibo/:farmacia/:recibo/:fecha': { params: { farmacia: '1001', recibo: String(s.recibo1001.nro), fecha: s.recibo1001.fecha } },
  'PUT /api/ResumenSemanal/ResumenesSemanales': { body: { desde: '2026-01-01', hasta: '2026-03-31' } },
  'GET /api/ResumenSemanal/ResumenesSemanalesGrupo/:a/:b/:c': { params: { a: '1', b: '2026-01-01', c: '2026-03-31' } },
  'GET /api/ResumenSemanal/:id/pdf': { params: { id: String(s.resumenSemanal1001) }, recursoAjeno: { params: { id: String(s.resumenSemanal1002) } } },
  'GET /api/factura/farmacia/:id': { params: { id: '1001' }, query: { desde: '2026-01-01', hasta: '2026-01-31', pageSize: '5' } },
  'POST /api/factura/BuscarPorId': { body: { facturaIds: [s.factura1001] }, recursoAjeno: { body: { facturaIds: [s.factura1002] } } },
  'POST /api/factura/checkSocio/:id/:valor': { params: { id: String(s.factura1001), valor: 'true' }, recursoAjeno: { params: { id: String(s.factura1002), valor: 'true' } } },
  'GET /api/factura/:id/pdf': { params: { id: String(s.factura1001) }, recursoAjeno: { params: { id: String(s.factura1002) } } },
  'GET /api/factura/GetFacturasPorPedidoId/:id': { params: { id: String(s.pedidos1001[0].id) }, recursoAjeno: { params: { id: String(s.pedido1002.id) } } },
  'GET /api/factura/GetFacturasPorRemitoId/:id': { params: { id: String(s.remito1001) }, recursoAjeno: { params: { id: String(s.remito1002) } } },
  // The group's calls (issue 12): grupo.demo (group 1: 1001 and 1003); 1002 is outside its group.
  'GET /api/factura/GetFacturasPorPedidoId/:id/EnGrupo': { usuario: 'grupo.demo', params: { id: String(s.pedidos1001[0].id) }, recursoAjeno: { params: { id: String(s.pedido1002.id) } } },
  'GET /api/factura/GetFacturasPorRemitoId/:id/EnGrupo': { usuario: 'grupo.demo', params: { id: String(s.remito1001) }, recursoAjeno: { params: { id: String(s.remito1002) } } },
  'POST /api/factura/RemitosEnComprobanteDet': { body: { facturaIds: [s.factura1001] }, recursoAjeno: { body: { facturaIds: [s.factura1002] } } },
  'POST /api/factura/pdf': { body: { facturaIds: [s.factura1001] }, recursoAjeno: { body: { facturaIds: [s.factura1002] } } },
  'GET /api/CuentaCorriente/:id/detalle-cubetas': { params: { id: '1001' } },
  'GET /api/CuentaCorriente/composicionGrupo/:id': { params: { id: '1' }, query: { farmaciaId: '1003' } },
  'GET /api/CuentaCorriente/totalOperacionesSemanaGrupo/:id': { params: { id: '1' } },
  'POST /api/CuentaCorriente/deudaGrupoFarmacia': { usuario: 'grupo.demo', body: { grupoId: 1, farmaciaId: 1003 } },
  'POST /api/CuentaCorriente/BuscarDetallePagoGrupo': { usuario: 'grupo.demo', body: { grupoId: 1, desde: '2026-01-01', hasta: '2026-03-31' } },
  'POST /api/CuentaCorriente/BuscarDetallePagoGrupo/descarga': { usuario: 'grupo.demo', body: { grupoId: 1, desde: '2026-01-01', hasta: '2026-03-31' }, query: { formato: 'csv' } },
  'POST /api/CuentaCorriente/BuscarDetallePago/descarga': { body: { farmaciaId: 1001, desde: '2026-01-01', hasta: '2026-03-31' }, query: { formato: 'xlsx' } },
  'GET /api/CuentaCorriente/DetallePagoRecibo/:farmacia/:recibo/:fecha/descarga': { params: { farmacia: '1001', recibo: String(s.recibo1001.nro), fecha: s.recibo1001.fecha }, query: { formato: 'csv' } },
  'POST /api/ParametrosGenerales': { body: [21, 2, 320, 308] },
  'POST /api/kibana/log': { body: { mensaje: 'Prueba de la matriz de autorización' } },
  'GET /api/banner/imagen/:nombreArchivo': { params: { nombreArchivo: 'banner-ibuprofeno.svg' } },
  'GET /api/novedad/:id': { params: { id: '1001' } },
  // Seeded news: 1–3 of pharmacy 1001, 4 of pharmacy 1002.
  'GET /api/novedad/lectura/:novedadId': { params: { novedadId: '3' }, recursoAjeno: { params: { novedadId: '4' } } },
  'PUT /api/novedad/lectura/:novedadId': { params: { novedadId: '3' }, recursoAjeno: { params: { novedadId: '4' } } },
  'PUT /api/widget/layout': { body: [] },
  'GET /api/evento/inscriptos/:eventoId': { params: { eventoId: '1' } },
  'GET /api/archivo/archivosVarios/:a/:b': { params: { a: 'privado', b: '1001' } },
  'GET /api/StarhopperF8/ultimas/:n': { params: { n: '12' } },
  'GET /api/StarhopperF8/media/:nombreArchivo': { params: { nombreArchivo: 'publicacion-1.svg' } },
  'GET /api/archivo/DescargarArchivo/:tipo/:nombre': { params: { tipo: 'siaf-anterior', nombre: 'SIAF-anterior.txt' } },
  // The seed's files in insertion order: 7 banners, SIAF (2), public (2), remote access, then 1001's private file (13).
  'GET /api/archivo/DescargarArchivo/:tipo/:farmaciaId/:id/:nombre': { params: { tipo: 'privado', farmaciaId: '1001', id: '13', nombre: 'Estado de cuenta.txt' } },
  'POST /api/evento/agregar-editar-inscripto': { body: { eventoId: 1, dni: '30111222', nombre: 'Laura Pérez', telefono: '11 4555-1234', email: 'laura@farmacia.example' } },
  // Seeded attendees: 1 and 2 of pharmacy 1001, 3 of pharmacy 1002.
  'DELETE /api/evento/desinscribir/:inscriptoId': { params: { inscriptoId: '2' }, recursoAjeno: { params: { inscriptoId: '3' } } },

  // Cart, combo validation and restriction check (H6)
  'POST /api/carritopersistente/ActualizarItemCarrito': { body: { troquel: 1, cantidad: 1, ofertaid: 0 } },
  'POST /api/carritopersistente/AgregarItemCarrito': { body: { troquel: 1, cantidad: 1, ofertaid: 0 } },
  'POST /api/carritopersistente/ActualizarItemCarritoRecomendado': { body: { troquel: 1, recomendado: true } },
  'PUT /api/carritopersistente/BorrarItemCarrito/:id': { params: { id: '1' } },
  'PUT /api/carritopersistente/ActualizarItemsMasivo': { body: [{ troquel: 1, cantidad: 1, ofertaId: 0 }] },
  'POST /api/carritopersistente/ImportarCarrito': { body: [{ troquel: 1, cantidad: 1 }] },
  'POST /api/carritopersistente/Escanear': { body: { codigo: s.codigoBarras } },
  'GET /api/carritopersistente/Entregas': {},
  'POST /api/carritopersistente/AgregarCombo': { body: { comboId: 1, items: [] } },
  'POST /api/carritopersistente/Bloquear': { body: { valor: false } },
  'POST /api/importe-carrito-delta': { body: [{ troquel: 1, cantidad: 1, ofertaId: 0 }] },
  'POST /api/combo/validar': { body: { comboId: 1, items: [] } },
  'POST /api/pedido/ChequeadorRestriccionesProductoControllerChequear': { body: { items: [{ troquel: 1, cantidad: 1 }] } },

  // Catalogue: products, prices, offers and combos (H5)
  'POST /api/producto/SinFiltro': { body: [1] },
  'POST /api/producto/detalle': { body: [1] },
  'POST /api/producto/tieneLote': { body: [1] },
  'POST /api/producto/precio': { body: { items: [1], busqueda: 'ibu' } },
  'POST /api/Producto/mejor-oferta': { body: [{ troquel: 1, cantidad: 1 }] },
  'POST /api/Producto/mejor-oferta-combinado': { body: [{ troquel: 1, cantidad: 1 }] },

  // Orders, favourites, recoverer and imported files (H7); troquel 1000232 is the first product.
  'GET /api/pedido/:id/turnos-disponibles': { params: { id: '1001' } },
  'GET /api/pedido/:id': { params: { id: String(s.pedidos1001[0].id) }, recursoAjeno: { params: { id: String(s.pedido1002.id) } } },
  // The caller's own order or null (test/areas/pedidos/pedido/confirmar.test.ts: another pharmacy's guid answers null, as an unknown one).
  'GET /api/pedido/guid/:guid': { params: { guid: s.pedidos1001[0].guid } },
  'GET /api/pedido/:id/detalle': { params: { id: String(s.pedidos1001[0].id) }, recursoAjeno: { params: { id: String(s.pedido1002.id) } } },
  'GET /api/pedido/:id/EstadoTransmision': {
    params: { id: String(s.pedidos1001[0].id) },
    recursoAjeno: { params: { id: String(s.pedido1002.id) } },
  },
  'GET /api/pedido/ItemsRemito/:id': { params: { id: String(s.remito1001) }, recursoAjeno: { params: { id: String(s.remito1002) } } },
  'GET /api/controlPedido/:id': { params: { id: String(s.control1001) }, recursoAjeno: { params: { id: String(s.control1002) } } },
  'GET /api/controlPedido/detalle/:id': { params: { id: String(s.control1001) }, recursoAjeno: { params: { id: String(s.control1002) } } },
  'GET /api/pedido/:id/archivo/:tipo': { params: { id: String(s.pedidos1001[0].id), tipo: 'asop' }, recursoAjeno: { params: { id: String(s.pedido1002.id), tipo: 'asop' } } },
  'GET /api/controlPedido/:id/pdf': { params: { id: String(s.control1001) }, recursoAjeno: { params: { id: String(s.control1002) } } },
  'POST /api/controlPedido': {
    usuario: 'pedidos.demo',
    body: { nroRemito: s.remito1001 },
    recursoAjeno: { body: { nroRemito: s.remito1002 } },
  },
  // A cart that is not the current one: the answer is 409 and nothing is confirmed.
  'POST /api/pedido/Confirmar': { body: { turnoId: 1, procesarBonos: false, carritoId: 999999, items: [], combos: [] } },
  'POST /api/pedido/ItemsEspeciales': { body: { troqueles: [1000232] } },
  'POST /api/pedido/FacturasIds': { body: [1, 2] },
  // 1001's second order was delivered long ago: the right user gets 409 and it stays.
  'DELETE /api/pedido/BorrarPedido/:id': {
    params: { id: String(s.pedidos1001[1].id) },
    recursoAjeno: { params: { id: String(s.pedido1002.id) } },
  },
  'POST /api/Favoritos/AgregarItemFavoritos/:id': { params: { id: '1000232' } },
  'POST /api/Favoritos/BorrarItemFavoritos/:id': { params: { id: '1000232' } },
  'POST /api/recuperador/BorrarItemRecuperador/:id': { params: { id: '1000232' } },
  // The demo seed holds no imported order files.
  'GET /api/farmacia/archivoImportado/:x': { params: { x: 'pedido.txt' }, estado: 404 },
  // Stored under the caller's pharmacy (from the token), named so that no other example reads it.
  'POST /api/farmacia/archivoImportado': { body: { nombre: 'matriz.txt', contenido: Buffer.from('1000232 3\n').toString('base64') } },
  // Returns: the oldest invoice is outside the return window (400 for the right user), another pharmacy's is a 404.
  ...ejemplosDevoluciones(s),
});

const ejemplosDevoluciones = (s: DatosSemilla): Record<string, EjemploRuta> => {
  const devolucion = (id: number) => ({ params: { id: String(id) } });
  const verificar = (cuerpo: object) => ({ body: { items: [{ troquel: 1000232, valor: 'L123' }], ...cuerpo } });
  return {
    'GET /api/factura/:id/itemsParaDevolver': { params: { id: String(s.factura1001) }, recursoAjeno: { params: { id: String(s.factura1002) } } },
    'GET /api/devolucion/:id': { ...devolucion(s.devolucion1001), recursoAjeno: devolucion(s.devolucion1002) },
    'GET /api/devolucion/detalle/:id': { ...devolucion(s.devolucion1001), recursoAjeno: devolucion(s.devolucion1002) },
    'GET /api/devolucion/estado/:id': { ...devolucion(s.devolucion1001), recursoAjeno: devolucion(s.devolucion1002) },
    'GET /api/devolucion/:id/comprobante': { ...devolucion(s.devolucion1001), recursoAjeno: devolucion(s.devolucion1002) },
    'GET /api/devolucion/id/:x': { params: { x: String(s.devolucion1001) }, recursoAjeno: { params: { x: String(s.devolucion1002) } } },
    'POST /api/devolucion/VerificarLote': { ...verificar({ facturaId: s.factura1001 }), recursoAjeno: verificar({ facturaId: s.factura1002 }) },
    'POST /api/devolucion/VerificarNroSerie': { ...verificar({}), sinRecursoAjeno: 'verifica contra lo despachado a la farmacia del token' },
    'POST /api/devolucion/VerificarNroSerieEnFactura': { ...verificar({ facturaId: s.factura1001 }), recursoAjeno: verificar({ facturaId: s.factura1002 }) },
    'POST /api/devolucion/VerificarNroSerieEnPedido': { ...verificar({ pedidoId: s.pedidos1001[0].id }), recursoAjeno: verificar({ pedidoId: s.pedido1002.id }) },
    'POST /api/devolucion/VerificarNroSerieEnRecall': { ...verificar({ recallId: 1 }), sinRecursoAjeno: 'los recalls son públicos; las farmacias no tienen recalls propios' },
    'GET /api/DevolucionVencido/:id': { ...devolucion(s.vencido1001), recursoAjeno: devolucion(s.vencido1002) },
    'GET /api/DevolucionVencido/detalle/:id': { ...devolucion(s.vencido1001), recursoAjeno: devolucion(s.vencido1002) },
    'GET /api/DevolucionVencido/estado/:id': { ...devolucion(s.vencido1001), recursoAjeno: devolucion(s.vencido1002) },
    'GET /api/DevolucionVencido/id/:x': { params: { x: String(s.vencido1001) }, recursoAjeno: { params: { x: String(s.vencido1002) } } },
    // A unit that expires next year is refused with a 400: nothing is created.
    'POST /api/DevolucionVencido/Nueva': { body: { guid: '00000000-0000-4000-8000-0000000000d3', items: [{ troquel: 1000232, cantidad: 1, nroLote: 'L1', fechaVencimiento: '2099-01-01' }] } },
    'POST /api/DevolucionVencido/guardar': { body: { items: [{ troquel: 1000232, cantidad: 1, nroLote: 'L1' }] } },
    'GET /api/devolucionRecall/:id': { ...devolucion(s.devolucionRecall1001), recursoAjeno: devolucion(s.devolucionRecall1002) },
    'GET /api/devolucionRecall/detalle/:id': { ...devolucion(s.devolucionRecall1001), recursoAjeno: devolucion(s.devolucionRecall1002) },
    'GET /api/devolucionRecall/estado/:id': { ...devolucion(s.devolucionRecall1001), recursoAjeno: devolucion(s.devolucionRecall1002) },
    'GET /api/devolucionRecall/id/:x': { params: { x: String(s.devolucionRecall1001) }, recursoAjeno: { params: { x: String(s.devolucionRecall1002) } } },
    // Recall 2's term ended: the right user gets a 400 and nothing is created.
    'POST /api/devolucionRecall/Nueva': { body: { guid: '00000000-0000-4000-8000-0000000000d4', recallId: 2, items: [{ troquel: 1000232, cantidad: 1, lote: 'L1' }] } },
    'GET /api/devolucionRecall/pedidoRecall/:id': { ...devolucion(s.devolucionRecall1001), recursoAjeno: devolucion(s.devolucionRecall1002) },
    'POST /api/devolucion/PedidosNoPrepararParaFacturas': { body: { facturaIds: [s.factura1001] } },
    'GET /api/pedido/FaltanteDisponiblePorTroquel': {
      query: { troquel: '1000232', facturaId: String(s.factura1001) },
      recursoAjeno: { query: { troquel: '1000232', facturaId: String(s.factura1002) } },
    },
    // Troquel 99 is no product: the right user gets the Spanish 404 'No existe el troquel 99.'.
    'GET /api/DevolucionVencido/Producto/:troquel': { params: { troquel: '99' }, estado: 404 },
    'GET /api/recall/:id': { params: { id: '1' } },
    'GET /api/recall/ItemsRecall/:id': { params: { id: '1' } },
    'POST /api/recall/ItemsRecalls': { body: { recallIds: [1] } },
    'POST /api/recall/VerificarPresenciaTroquelEnRecall': { body: { troqueles: [1000232] } },
    'POST /api/devolucion/nueva': {
      body: { guid: '00000000-0000-4000-8000-0000000000d1', facturaId: s.factura1001, items: [{ pedidoDetId: 1, cantidad: 1, motivoDevolucionId: 1 }] },
      recursoAjeno: { body: { guid: '00000000-0000-4000-8000-0000000000d2', facturaId: s.factura1002, items: [{ pedidoDetId: 1, cantidad: 1, motivoDevolucionId: 1 }] } },
    },
  };
};
