import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { pedido, remito } from '../../src/db/schema/index.js';
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
  remito1002: number;
}

export async function leerDatosSemilla(db: Db): Promise<DatosSemilla> {
  const pedidosDe = (farmaciaId: number) =>
    db.select({ id: pedido.id, guid: pedido.pedidoGuid }).from(pedido).where(eq(pedido.farmaciaId, farmaciaId)).orderBy(asc(pedido.id)).limit(2);
  const remitoDe = async (farmaciaId: number) =>
    (await db.select({ id: remito.id }).from(remito).where(eq(remito.farmaciaId, farmaciaId)).orderBy(asc(remito.id)).limit(1))[0]!.id;
  const [p1001, p1002] = await Promise.all([pedidosDe(1001), pedidosDe(1002)]);
  return {
    pedidos1001: [p1001[0]!, p1001[1]!],
    pedido1002: p1002[0]!,
    remito1001: await remitoDe(1001),
    remito1002: await remitoDe(1002),
  };
}

export const ejemplosRutas = (s: DatosSemilla): Record<string, EjemploRuta> => ({
  // Users and roles (H3b)
  'GET /api/Usuario/farmacia/:id': { params: { id: '1001' }, query: { sorts: 'userName', pageSize: '5' } },
  'GET /api/Usuario/:id': { params: { id: id('pedidos.demo') }, recursoAjeno: usuarioAjeno },
  'POST /api/Usuario/Buscar': { body: { userName: 'demo' }, sinRecursoAjeno: 'la búsqueda sólo devuelve usuarios de las farmacias del token' },
  'POST /api/Usuario/Roles': {
    body: { userIds: [id('pedidos.demo')] },
    sinRecursoAjeno: 'los usuarios de otras farmacias se omiten de la respuesta',
  },
  'POST /api/Usuario': {
    body: { userName: 'matriz.nuevo', email: 'matriz.nuevo@farmacias.example', password: 'Matriz2026!x', roles: ['Pedidos'], habilitado: true },
  },
  'PUT /api/Usuario/:id': { params: { id: id('cuenta.demo') }, body: { habilitado: true }, recursoAjeno: { ...usuarioAjeno, body: { habilitado: true } } },
  'PUT /api/Usuario/ReemplazarRoles/:id': {
    params: { id: id('pedidos.demo') },
    body: { roles: ['Pedidos', 'ConsultorStock'] },
    recursoAjeno: { ...usuarioAjeno, body: { roles: ['Pedidos'] } },
  },
  'PUT /api/Usuario/Password/:id': {
    params: { id: id('vencida.demo') },
    body: { NewPassword: 'Vencida2026!x' },
    recursoAjeno: { ...usuarioAjeno, body: { NewPassword: 'Vencida2026!x' } },
  },
  'DELETE /api/Usuario/:id': { params: { id: id('vencida.demo') }, recursoAjeno: usuarioAjeno },
  'POST /api/CrewDragon/UserNames': { body: [id('pedidos.demo')] },

  // Pharmacy, group and content (H3b)
  'GET /api/farmacia/:id': { params: { id: '1001' } },
  'GET /api/farmacia/:id/cantBonos': { params: { id: '1001' } },
  'GET /api/FarmaciaGrupo/InfoGrupo/:id': { params: { id: '1' } },
  'GET /api/FarmaciaGrupo/Farmacias/:id': { params: { id: '1' } },
  'POST /api/ParametrosGenerales': { body: [21, 2, 320, 308] },
  'POST /api/kibana/log': { body: { mensaje: 'Prueba de la matriz de autorización' } },
  'GET /api/banner/imagen/:nombreArchivo': { params: { nombreArchivo: 'banner-ibuprofeno.svg' } },
  'GET /api/novedad/:id': { params: { id: '1001' } },
  'PUT /api/widget/layout': { body: [] },

  // Cart, combo validation and restriction check (H6)
  'POST /api/carritopersistente/ActualizarItemCarrito': { body: { troquel: 1, cantidad: 1, ofertaid: 0 } },
  'POST /api/carritopersistente/ActualizarItemCarritoRecomendado': { body: { troquel: 1, recomendado: true } },
  'PUT /api/carritopersistente/BorrarItemCarrito/:id': { params: { id: '1' } },
  'PUT /api/carritopersistente/ActualizarItemsMasivo': { body: [{ troquel: 1, cantidad: 1, ofertaId: 0 }] },
  'POST /api/carritopersistente/ImportarCarrito': { body: [{ troquel: 1, cantidad: 1 }] },
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
  'GET /api/pedido/guid/:guid': {
    params: { guid: s.pedidos1001[0].guid },
    recursoAjeno: { params: { guid: s.pedido1002.guid } },
  },
  'GET /api/pedido/:id/detalle': { params: { id: String(s.pedidos1001[0].id) }, recursoAjeno: { params: { id: String(s.pedido1002.id) } } },
  'GET /api/pedido/:id/EstadoTransmision': {
    params: { id: String(s.pedidos1001[0].id) },
    recursoAjeno: { params: { id: String(s.pedido1002.id) } },
  },
  'GET /api/pedido/ItemsRemito/:id': { params: { id: String(s.remito1001) }, recursoAjeno: { params: { id: String(s.remito1002) } } },
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
});
