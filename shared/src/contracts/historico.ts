import { z } from 'zod';
import { MAXIMO_NRO_REMITO, pedidoSchema } from './pedido.js';

const fechaHora = z.iso.datetime({ offset: true });
const dia = z.iso.date();

/**
 * Return and order states of SPEC §4 (the `estadoId` of orders and bonos): -150 expired … 810 theft credited. Their
 * Spanish names come from `GET /api/estado`; list filters refuse any other value.
 */
export const IDS_ESTADO = [-150, 0, 200, 210, 220, 300, 400, 500, 550, 600, 700, 800, 810] as const;

/**
 * SPEC §9: purchase-order queries look back 32 months at most; the history's other lists (controls, bonos, transfers)
 * take the same longest span.
 */
export const MESES_CONSULTA_PEDIDOS = 32;

/** Order control states of SPEC §4. */
export const ESTADO_CONTROL = { enProceso: 0, finalizado: 1, finalizadoConFaltantes: 2 } as const;
export const NOMBRES_ESTADO_CONTROL: Record<number, string> = {
  0: 'En proceso',
  1: 'Finalizado',
  2: 'Finalizado con faltantes',
};

/**
 * SPEC §9 parameters 28 and 1138, the manual control maximum: the most units one typed entry may add (or take away),
 * and the most units one line may be counted to. Without them the contract's bounds hold.
 */
export const PARAMETRO_CONTROL_MAXIMO_ENTRADA = 28;
export const PARAMETRO_CONTROL_MAXIMO_LINEA = 1138;
export const MAXIMO_CONTROL_SIN_PARAMETRO = 9999;

/** A remito the pharmacy has not controlled yet (`GET /api/remito/para-control`). */
export const remitoParaControlSchema = z.object({
  nroRemito: z.number().int(),
  fecha: fechaHora,
  pedidoIds: z.array(z.number().int()),
  cantidadItems: z.number().int(),
  cantidadUnidades: z.number().int(),
  /** The control a colleague left in process, to resume. */
  controlEnCursoId: z.number().int().nullable(),
});
export type RemitoParaControl = z.infer<typeof remitoParaControlSchema>;

/** A remito that delivered an order, and whether it was controlled (or received without a control). */
export const remitoDePedidoSchema = z.object({
  nroRemito: z.number().int(),
  fecha: fechaHora,
  cantidadUnidades: z.number().int(),
  controlado: z.boolean(),
});
export type RemitoDePedido = z.infer<typeof remitoDePedidoSchema>;

/** `GET /api/pedido/{id}`: the order of SPEC §3 with the remitos that delivered it (their lines: `ItemsRemito/{nroRemito}`). */
export const pedidoConRemitosSchema = pedidoSchema.extend({ remitos: z.array(remitoDePedidoSchema) });
export type PedidoConRemitos = z.infer<typeof pedidoConRemitosSchema>;

/** Order control of SPEC §3, with the orders its remito delivered. */
export const controlPedidoSchema = z.object({
  id: z.number().int(),
  farmaciaId: z.number().int(),
  fecha: fechaHora,
  estado: z.number().int(),
  userId: z.string().nullable(),
  nroRemito: z.number().int(),
  pedidoId: z.number().int().nullable(),
});
export type ControlPedido = z.infer<typeof controlPedidoSchema>;

/** Control item of SPEC §3. */
export const controlPedidoItemSchema = z.object({
  id: z.number().int(),
  controlPedidoId: z.number().int(),
  troquel: z.number().int(),
  codigoBarras: z.string().nullable(),
  /** The product's second barcode: a scanner may read either. */
  codigoBarras1: z.string().nullable(),
  prodNombre: z.string(),
  laboratorioNombre: z.string(),
  cantControlada: z.number().int(),
  cantPreparada: z.number().int(),
  pedidoId: z.number().int().nullable(),
  farmaciaId: z.number().int(),
  fecha: fechaHora,
  userId: z.string().nullable(),
});
export type ControlPedidoItem = z.infer<typeof controlPedidoItemSchema>;

export const controlPedidoConItemsSchema = controlPedidoSchema.extend({ items: z.array(controlPedidoItemSchema) });
export type ControlPedidoConItems = z.infer<typeof controlPedidoConItemsSchema>;

const entero = (campo: string) => z.number({ error: `${campo} debe ser un número.` }).int(`${campo} debe ser un número entero.`);

/**
 * Body of `POST /api/controlPedido`: starts (or resumes) the control of a remito, adds counted units and, with
 * `finalizar`, closes it. Counts are added to what is saved, so two colleagues counting at once never lose units.
 * SPEC §9 parameters 28 (most units in one entry) and 1138 (most units controlled on one line) bound the counts.
 */
export const guardarControlBodySchema = z.object({
  nroRemito: entero('El número de remito')
    .positive('El número de remito debe ser positivo.')
    .max(MAXIMO_NRO_REMITO, `El número de remito no puede superar ${MAXIMO_NRO_REMITO}.`),
  items: z
    .array(
      z.object({
        troquel: entero('El troquel').positive('El troquel debe ser positivo.'),
        cantidad: entero('La cantidad')
          .min(-MAXIMO_CONTROL_SIN_PARAMETRO, `La cantidad no puede ser menor que -${MAXIMO_CONTROL_SIN_PARAMETRO}.`)
          .max(MAXIMO_CONTROL_SIN_PARAMETRO, `La cantidad no puede superar ${MAXIMO_CONTROL_SIN_PARAMETRO}.`),
      }),
    )
    .max(1000, 'Envíe como máximo 1000 líneas.')
    .default([]),
  finalizar: z.boolean({ error: 'Indique si se finaliza el control (true o false).' }).default(false),
  /**
   * The screen's id for this count (a UUID): a retry of a count whose answer was lost sends the same id and is not
   * added twice; the answer is then the control as it is.
   */
  conteoId: z.uuid({ error: 'El id del conteo debe ser un UUID.' }).optional(),
});
export type GuardarControlBody = z.input<typeof guardarControlBodySchema>;

export const controlIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'El id de control debe ser un número.' })
    .int('El id de control debe ser un número entero.')
    .positive('El id de control debe ser positivo.')
    .max(2_147_483_647, 'El id de control no es válido.'),
});

/** Bono of SPEC §3 (`GET /api/Bono/Buscar`). */
export const bonoSchema = z.object({
  id: z.number().int(),
  fechaAlta: fechaHora,
  nroBono: z.number().int(),
  cantidad: z.number().int(),
  estadoId: z.number().int(),
  fechaFactura: dia.nullable(),
  troquel: z.number().int(),
  tarmed: z.boolean(),
  notaCreditoTarmedId: z.number().int().nullable(),
  pedidoDetId: z.number().int().nullable(),
});
export type Bono = z.infer<typeof bonoSchema>;

/** Laboratory transfer of SPEC §3 (`GET /api/TransferLaboratorio/Buscar`). */
export const transferLaboratorioSchema = z.object({
  id: z.number().int(),
  nroTransfer: z.number().int(),
  fechaTransfer: dia,
  distribuidoraId: z.number().int(),
  laboratorioId: z.number().int(),
  troquel: z.number().int(),
  cantidad: z.number().int(),
  descuento: z.number(),
  unidadesBonificadas: z.number().int(),
  plazo: z.number().int(),
  plazoFijo: dia.nullable(),
  rechazoDescripcion: z.string().nullable(),
  facturaId: z.number().int().nullable(),
});
export type TransferLaboratorio = z.infer<typeof transferLaboratorioSchema>;

export const distribuidoraSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Distribuidora = z.infer<typeof distribuidoraSchema>;

/** Totals of the order lines a history filter selects (`GET /api/pedidoHistorico/TotalesPedidoDet`). */
export const totalesLineasSchema = z.object({ lineas: z.number().int(), cantPedida: z.number().int(), cantAprobada: z.number().int(), importe: z.number() });
export type TotalesLineas = z.infer<typeof totalesLineasSchema>;

/** A user of the pharmacy, to filter its orders by who placed them (`GET /api/pedidoHistorico/Usuarios`). */
export const usuarioDePedidosSchema = z.object({ id: z.string(), userName: z.string() });
export type UsuarioDePedidos = z.infer<typeof usuarioDePedidosSchema>;
