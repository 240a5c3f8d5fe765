import type { Alcance, Permiso } from './tipos.js';

const propio = { tipo: 'propio' } as const satisfies Alcance;
const recurso = { tipo: 'recurso' } as const satisfies Alcance;
const farmaciaDelParametro = { tipo: 'farmacia', param: 'id' } as const satisfies Alcance;
/** System sections (SPEC §3) whose maintenance answers 520 on the route. */
const ESHOP = 1;
const CUENTA_CORRIENTE = 2;

/**
 * The rule of every `/api` endpoint, in one table: each route's `config.permiso` names one of these. The authorisation
 * plugin applies it, the maintenance plugin reads its section and the OpenAPI document shows it.
 */
export const PERMISOS = {
  /** Endpoints anyone may call, signed in or not (the client reports a failed sign-in; banner images). */
  publico: { publico: true },
  /** Any signed-in user, about its own pharmacy or itself. */
  sesion: { rol: null, alcance: propio },
  /** Any signed-in user, about the pharmacy `{id}` (its own or one of its group). */
  sesionDeFarmacia: { rol: null, alcance: farmaciaDelParametro },
  /** Any signed-in user, on a resource (an event attendee…) whose pharmacy the service checks: another pharmacy's is a 404. */
  sesionRecurso: { rol: null, alcance: recurso },
  /** The file lists of the pharmacy `{b}` (`archivosVarios/{a}/{b}`). */
  archivosDeFarmacia: { rol: null, alcance: { tipo: 'farmacia', param: 'b' } },
  /** A private file of the pharmacy `{farmaciaId}`; the service also checks the file is that pharmacy's. */
  archivoPrivado: { rol: null, alcance: { tipo: 'farmacia', param: 'farmaciaId' } },
  /**
   * Every catalogue read: ordering needs Pedidos and the searcher (/pedidos/nuevo) ConsultorStock (SPEC §6), so either
   * role reads the catalogue; prices always come from the caller's own pharmacy.
   */
  catalogo: { rol: ['Pedidos', 'ConsultorStock'], alcance: propio, seccion: ESHOP },
  /**
   * Reading the cart, and the calls that answer a cart update result: the searcher (ConsultorStock) may call them, and a
   * user without Pedidos gets code 120 in the result rather than a 403, so the searcher can show why.
   */
  carritoLectura: { rol: ['Pedidos', 'ConsultorStock'], alcance: propio, seccion: ESHOP },
  /** Calls that change the cart without a result code, and ordering: Pedidos only. */
  pedidos: { rol: 'Pedidos', alcance: propio, seccion: ESHOP },
  /** An order or remito addressed by id or guid: the service answers 404 for another pharmacy's. */
  pedidoRecurso: { rol: 'Pedidos', alcance: recurso, seccion: ESHOP },
  /** Ordering data of the pharmacy `{id}` (its delivery shifts). */
  pedidosDeFarmacia: { rol: 'Pedidos', alcance: farmaciaDelParametro, seccion: ESHOP },
  /** Current-account reads of the caller's pharmacy (a search names its pharmacy in the body, which the route checks). */
  cuentaCorriente: { rol: 'CuentaCorriente', alcance: propio, seccion: CUENTA_CORRIENTE },
  /** A receipt of the pharmacy `{farmacia}` (its own or one of its group). */
  cuentaCorrienteRecibo: { rol: 'CuentaCorriente', alcance: { tipo: 'farmacia', param: 'farmacia' }, seccion: CUENTA_CORRIENTE },
  /** A weekly statement addressed by id: the service answers 404 for one outside the caller's pharmacies. */
  cuentaCorrienteResumenRecurso: { rol: 'CuentaCorriente', alcance: recurso, seccion: CUENTA_CORRIENTE },
  /** The weekly statements of the group `{a}`, which must be the caller's. */
  cuentaCorrienteGrupoResumenes: { rol: 'CuentaCorrienteGrupo', alcance: { tipo: 'grupo', param: 'a' }, seccion: CUENTA_CORRIENTE },
  /** The current account of the pharmacy `{id}` (its own or one of its group). */
  cuentaCorrienteDeFarmacia: { rol: 'CuentaCorriente', alcance: farmaciaDelParametro, seccion: CUENTA_CORRIENTE },
  /** Invoices of the caller's pharmacy (a search names its pharmacy in the body, which the route checks). */
  cuentaCorrienteFacturas: { rol: 'CuentaCorrienteFacturas', alcance: propio, seccion: CUENTA_CORRIENTE },
  /** The invoices of the pharmacy `{id}` (its own or one of its group). */
  cuentaCorrienteFacturasDeFarmacia: { rol: 'CuentaCorrienteFacturas', alcance: farmaciaDelParametro, seccion: CUENTA_CORRIENTE },
  /** An invoice addressed by id: the service answers 404 for one outside the caller's pharmacies. */
  cuentaCorrienteFacturaRecurso: { rol: 'CuentaCorrienteFacturas', alcance: recurso, seccion: CUENTA_CORRIENTE },
  /** The group's current account: the group `{id}` must be the caller's. */
  cuentaCorrienteGrupo: { rol: 'CuentaCorrienteGrupo', alcance: { tipo: 'grupo', param: 'id' }, seccion: CUENTA_CORRIENTE },
  /** Group current-account calls that name no group in the path: reference lists, or a search whose body names the group and pharmacy, which the route checks (404 for another). */
  cuentaCorrienteGrupoBusqueda: { rol: 'CuentaCorrienteGrupo', alcance: propio, seccion: CUENTA_CORRIENTE },
  /** Returns of the caller's pharmacy (the service also requires the section enabled for the user). */
  devoluciones: { rol: 'Devoluciones', alcance: propio },
  /** A return, invoice or order addressed by id or in the body: the service answers 404 for another pharmacy's. */
  devolucionRecurso: { rol: 'Devoluciones', alcance: recurso },
  /** User administration of the caller's pharmacies. */
  administrador: { rol: 'Administrador', alcance: propio },
  /** A user addressed by id: the service answers 404 for another pharmacy's. */
  administradorRecurso: { rol: 'Administrador', alcance: recurso },
  /** The users of the pharmacy `{id}`. */
  administradorDeFarmacia: { rol: 'Administrador', alcance: farmaciaDelParametro },
} as const satisfies Record<string, Permiso>;
