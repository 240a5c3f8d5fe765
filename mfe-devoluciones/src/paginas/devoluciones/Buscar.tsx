import { Historico, type TipoHistorico } from '../comun/Historico.js';

const GENERALES: TipoHistorico = {
  api: '/api/devolucion',
  titulo: 'Histórico de devoluciones',
  confirmacion: 'devoluciones-confirmacion',
  nueva: 'devoluciones-seleccionar-factura',
  etiquetaNueva: 'Nueva devolución',
  pedido: 'compra',
};

/** /devoluciones/buscar, pedido/{pedidoId} (the returned lines of a purchase order) and items/{troquel}: the history of general returns. */
export default function Buscar() {
  return <Historico tipo={GENERALES} />;
}
