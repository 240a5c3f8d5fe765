import { ConfirmacionDevolucion } from '../comun/ConfirmacionDevolucion.js';
import { Historico, type TipoHistorico } from '../comun/Historico.js';

const RECALLS: TipoHistorico = {
  api: '/api/devolucionRecall',
  titulo: 'Histórico de pedidos de Recalls',
  confirmacion: 'recalls-confirmacion',
  nueva: 'recalls-nuevo',
  etiquetaNueva: 'Nueva devolución por recall',
  pedido: 'recall',
  rutaPedido: 'buscar-pedidos-recall-id',
};

/** /recalls/buscar, pedido/{pedidoId} (a recall return order, `pedidoRecall/{id}`) and items/{troquel} ('Histórico de pedidos de Recalls'). */
export function BuscarRecalls() {
  return <Historico tipo={RECALLS} />;
}

/** /recalls/confirmacion/{id} ('Confirmación de pedido de recalls'). */
export function ConfirmacionRecall() {
  return <ConfirmacionDevolucion titulo="Confirmación de pedido de recalls" api="/api/devolucionRecall" historico="recalls-buscar" nueva="recalls-nuevo" />;
}
