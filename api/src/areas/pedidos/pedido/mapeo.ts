import type { Pedido, PedidoItem } from '@portal/shared/contracts';
import type { pedido, pedidoItem } from './tablas.js';

export type FilaPedido = typeof pedido.$inferSelect;
export type FilaPedidoItem = typeof pedidoItem.$inferSelect;

export const aPedido = (p: FilaPedido): Pedido => ({
  id: p.id,
  pedidoGuid: p.pedidoGuid,
  farmaciaId: p.farmaciaId,
  fechaAlta: p.fechaAlta.toISOString(),
  estadoId: p.estadoId,
  turnoId: p.turnoId,
  userId: p.userId,
  importe: p.importe,
  operador: p.operador,
  cantidadItems: p.cantidadItems,
  cantidadItemsTotal: p.cantidadItemsTotal,
  facturasGeneradas: p.facturasGeneradas,
});

export const aPedidoItem = (i: FilaPedidoItem): PedidoItem => ({
  id: i.id,
  troquel: i.troquel,
  codigoBarras: i.codigoBarras,
  prodNombre: i.prodNombre,
  recomendado: i.recomendado,
  cantPedida: i.cantPedida,
  cantAprobada: i.cantAprobada,
  cantPreparada: i.cantPreparada,
  respId: i.respId,
  ofertaId: i.ofertaId ?? 0,
  comboId: i.comboId ?? 0,
  importe: i.importe,
  iva: i.iva,
  descuento: i.descuento,
  descuentoProducto: i.descuentoProducto,
  observaciones: i.observaciones,
  observacionesProductoMask: i.observacionesProductoMask,
  tipoDescuentoProducto: i.tipoDescuentoProducto,
  ofertaLeyenda: i.ofertaLeyenda,
  pedidoId: i.pedidoId,
  farmaciaId: i.farmaciaId,
  fechaAlta: i.fechaAlta.toISOString(),
  userId: i.userId,
  facturaId: i.facturaId,
});
