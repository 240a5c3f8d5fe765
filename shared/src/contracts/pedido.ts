import { z } from 'zod';

const fechaHora = z.iso.datetime({ offset: true });

const entero = (campo: string) =>
  z.number({ error: `${campo} debe ser un número.` }).int(`${campo} debe ser un número entero.`);
const idPositivo = (campo: string) => entero(campo).positive(`${campo} debe ser positivo.`);
const idEnRuta = (campo: string) =>
  z.coerce.number({ error: `${campo} debe ser un número.` }).int(`${campo} debe ser un número entero.`).positive(`${campo} debe ser positivo.`);

/** Maximum remito number (SPEC §9). */
export const MAXIMO_NRO_REMITO = 99_999_999;

/** Delivery shift of SPEC §3, with the time of day (`HH:mm`, Buenos Aires) when it stops taking orders. */
export const turnoSchema = z.object({ id: z.number().int(), activo: z.boolean(), obs: z.string(), horaCierre: z.string() });
export type Turno = z.infer<typeof turnoSchema>;

/** A shift the pharmacy may choose now: its next closing instant and whether that closing is today. */
export const turnoDisponibleSchema = turnoSchema.extend({ cierre: fechaHora, paraHoy: z.boolean() });
export type TurnoDisponible = z.infer<typeof turnoDisponibleSchema>;

/** Item response code of an order line (`respId`); 5 is the code used when printing. */
export const respuestaItemSchema = z.object({ id: z.number().int(), descripcion: z.string() });
export type RespuestaItem = z.infer<typeof respuestaItemSchema>;
export const RESPUESTA_ITEM_IMPRESION = 5;

/** Order of SPEC §3. */
export const pedidoSchema = z.object({
  id: z.number().int(),
  pedidoGuid: z.string(),
  farmaciaId: z.number().int(),
  fechaAlta: fechaHora,
  estadoId: z.number().int(),
  turnoId: z.number().int().nullable(),
  userId: z.string().nullable(),
  importe: z.number(),
  operador: z.string().nullable(),
  cantidadItems: z.number().int(),
  cantidadItemsTotal: z.number().int(),
  facturasGeneradas: z.number().int(),
});
export type Pedido = z.infer<typeof pedidoSchema>;

/**
 * The shift an order goes in, as its confirmation shows it: the shift's description (which says when it delivers, e.g.
 * 'Mañana: entrega antes de las 13 h') and the closing the order was confirmed for (null for a shift without weekdays).
 */
export const turnoPedidoSchema = z.object({ id: z.number().int(), obs: z.string(), cierre: fechaHora.nullable() });
export type TurnoPedido = z.infer<typeof turnoPedidoSchema>;

/**
 * Answer of `GET /api/pedido/guid/{guid}`: the caller's order with its shift, or null when the caller has no order
 * with that guid (an unknown guid and another pharmacy's alike), so the confirmation page of an address typed by hand
 * says so without an error.
 */
export const pedidoConfirmadoSchema = pedidoSchema.extend({ turno: turnoPedidoSchema.nullable() });
export type PedidoConfirmado = z.infer<typeof pedidoConfirmadoSchema>;

/** Order line of SPEC §3; `respId` is null until the distributor answers the line. */
export const pedidoItemSchema = z.object({
  id: z.number().int(),
  troquel: z.number().int(),
  codigoBarras: z.string().nullable(),
  prodNombre: z.string(),
  recomendado: z.boolean(),
  cantPedida: z.number().int(),
  cantAprobada: z.number().int(),
  cantPreparada: z.number().int(),
  respId: z.number().int().nullable(),
  ofertaId: z.number().int(),
  comboId: z.number().int(),
  importe: z.number(),
  iva: z.number(),
  descuento: z.number(),
  descuentoProducto: z.number(),
  observaciones: z.string().nullable(),
  observacionesProductoMask: z.number().int(),
  tipoDescuentoProducto: z.number().int(),
  ofertaLeyenda: z.string().nullable(),
  pedidoId: z.number().int(),
  farmaciaId: z.number().int(),
  fechaAlta: fechaHora,
  userId: z.string().nullable(),
  facturaId: z.number().int().nullable(),
});
export type PedidoItem = z.infer<typeof pedidoItemSchema>;

export const pedidoIdParamsSchema = z.object({ id: idEnRuta('El id de pedido') });
export const pedidoGuidParamsSchema = z.object({ guid: z.uuid({ error: 'El guid del pedido no es válido.' }) });
export const remitoIdParamsSchema = z.object({
  id: idEnRuta('El número de remito').max(MAXIMO_NRO_REMITO, `El número de remito no puede superar ${MAXIMO_NRO_REMITO}.`),
});

const cantidadConfirmada = entero('La cantidad').min(1, 'La cantidad debe ser mayor que cero.');

/** A loose cart line as the summary page showed it. */
export const itemConfirmarSchema = z.object({
  troquel: idPositivo('El troquel'),
  cantidad: cantidadConfirmada,
  ofertaId: entero('La oferta').min(0, 'La oferta no puede ser negativa.').default(0),
});

/** A combo of the cart as the summary page showed it. */
export const comboConfirmarSchema = z.object({
  comboId: idPositivo('El combo'),
  items: z.array(z.object({ troquel: idPositivo('El troquel'), cantidad: cantidadConfirmada })).min(1, 'El combo debe tener al menos una línea.'),
});

/**
 * Body of `POST /api/pedido/Confirmar`. The order is made of the cart stored on the server; `items` and `combos` are
 * what the user saw on the summary page: when sent and different from the cart (another user changed it meanwhile) the
 * confirmation is refused so the user reviews it.
 */
export const confirmarPedidoBodySchema = z.object({
  turnoId: idPositivo('El turno'),
  procesarBonos: z.boolean({ error: 'Indique si se procesan los bonos (true o false).' }).default(false),
  carritoId: idPositivo('El carrito'),
  items: z.array(itemConfirmarSchema).max(5000, 'El pedido no puede superar 5000 líneas.').default([]),
  combos: z.array(comboConfirmarSchema).max(1000, 'El pedido no puede superar 1000 combos.').default([]),
});
export type ConfirmarPedidoBody = z.infer<typeof confirmarPedidoBodySchema>;

/** Why a confirmation was refused, and the page (route name under /pedidos) the portal leads the user to. */
export const CODIGOS_RECHAZO_PEDIDO = ['FarmaciaBloqueada', 'FarmaciaSinSaldo'] as const;
export const rechazoPedidoSchema = z.object({
  codigo: z.enum(CODIGOS_RECHAZO_PEDIDO),
  mensaje: z.string(),
  ruta: z.enum(['farmacia-bloqueada', 'farmacia-sin-saldo']),
  title: z.string(),
  status: z.number().int(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type RechazoPedido = z.infer<typeof rechazoPedidoSchema>;

/** Kinds of transmission message an order may carry (`GET /api/pedidoHistorico/MensajesTransmisiones`). */
export const MENSAJES_TRANSMISION = {
  pedidoPendienteDeTransmision: 'El pedido está pendiente de transmisión a la distribuidora.',
  pedidoTransmitido: 'El pedido fue transmitido y aprobado por la distribuidora.',
  pedidoTransmitidoConFaltantes: 'El pedido fue transmitido; los faltantes pasaron al recuperador.',
  pedidoSinItemsAprobados: 'La distribuidora no aprobó ningún ítem del pedido.',
  pedidoConFinErrorPorFaltaDeSaldo: 'El pedido fue rechazado por falta de saldo en la cuenta corriente.',
  pedidoPreparado: 'El pedido fue preparado y facturado.',
} as const;
export type ClaveMensajeTransmision = keyof typeof MENSAJES_TRANSMISION;
export const mensajeTransmisionSchema = z.object({ clave: z.string(), mensaje: z.string() });
export type MensajeTransmision = z.infer<typeof mensajeTransmisionSchema>;

/** Answer of `GET /api/pedido/{id}/EstadoTransmision`. */
export const estadoTransmisionSchema = z.object({
  pedidoId: z.number().int(),
  estadoId: z.number().int(),
  estado: z.string(),
  transmitido: z.boolean(),
  mensajeTransmision: mensajeTransmisionSchema.nullable(),
});
export type EstadoTransmision = z.infer<typeof estadoTransmisionSchema>;

/** A line of a delivery note (`GET /api/pedido/ItemsRemito/{id}`). */
export const itemRemitoSchema = z.object({
  troquel: z.number().int(),
  codigoBarras: z.string().nullable(),
  prodNombre: z.string(),
  laboratorioNombre: z.string(),
  cantPreparada: z.number().int(),
  pedidoId: z.number().int(),
});
export type ItemRemito = z.infer<typeof itemRemitoSchema>;

/** Body of `POST /api/pedido/ItemsEspeciales`: the troqueles to look at, or the order whose lines to look at. */
export const itemsEspecialesBodySchema = z
  .object({
    troqueles: z.array(idPositivo('El troquel')).max(5000, 'Envíe como máximo 5000 troqueles.').optional(),
    pedidoId: idPositivo('El pedido').optional(),
  })
  .refine((b) => (b.troqueles === undefined) !== (b.pedidoId === undefined), { error: 'Envíe una lista de troqueles o un pedidoId (uno de los dos).' });
export type ItemsEspecialesBody = z.infer<typeof itemsEspecialesBodySchema>;

/** A product that needs special handling: psychotropic, refrigerated or traceable. */
export const itemEspecialSchema = z.object({
  troquel: z.number().int(),
  nombre: z.string(),
  psicofarmaco: z.boolean(),
  refrigerado: z.boolean(),
  trazable: z.boolean(),
});
export type ItemEspecial = z.infer<typeof itemEspecialSchema>;

/** Body of `POST /api/pedido/FacturasIds`: order ids. */
export const facturasIdsBodySchema = z
  .array(idPositivo('El id de pedido'), { error: 'Envíe una lista de ids de pedido.' })
  .max(1000, 'Envíe como máximo 1000 pedidos.');
export const facturasDePedidoSchema = z.object({ pedidoId: z.number().int(), facturaIds: z.array(z.number().int()) });
export type FacturasDePedido = z.infer<typeof facturasDePedidoSchema>;
