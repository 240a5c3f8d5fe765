import { ConfirmacionDevolucion } from '../comun/ConfirmacionDevolucion.js';
import { Historico, type TipoHistorico } from '../comun/Historico.js';

const VENCIDOS: TipoHistorico = {
  api: '/api/DevolucionVencido',
  titulo: 'Histórico de pedidos de Vencidos',
  confirmacion: 'vencidos-confirmacion',
  nueva: 'vencidos-home',
  etiquetaNueva: 'Devolución de Vencidos',
  pedido: 'vencido',
  rutaPedido: 'buscar-pedidos-vencidos-id',
};

/** /vencidos/buscar, pedido/{pedidoId} (an expired-products return order) and items/{troquel}. */
export function BuscarVencidos() {
  return <Historico tipo={VENCIDOS} />;
}

/** /vencidos/confirmacion/{id} ('Confirmación de Devolución Vencidos'). */
export function ConfirmacionVencidos() {
  return <ConfirmacionDevolucion titulo="Confirmación de Devolución Vencidos" api="/api/DevolucionVencido" historico="buscar-pedidos-vencidos" nueva="vencidos-home" />;
}
