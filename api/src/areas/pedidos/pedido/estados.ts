/** Order states of SPEC §4 that the ordering flow sets. */
export const EstadoPedido = {
  PendienteOk: 200,
  EnvioRechazado: 210,
  EnvioAprobado: 220,
  SinItemsAprobados: 500,
} as const;

/** Line answers (`respuesta_item`) the fulfilment sets. */
export const RespuestaLinea = { Aprobado: 0, SinStock: 1, AprobadoParcial: 2, FaltaDeSaldo: 6 } as const;

/** The one state in which an order has not reached the distributor yet, and so may still be deleted. */
export const esPendienteDeTransmision = (estadoId: number) => estadoId === EstadoPedido.PendienteOk;

/** Idempotency key of a confirmation: a confirmed cart is closed, so the cart alone names its order. */
export const claveIdempotencia = (carritoId: number) => `carrito:${carritoId}`;
