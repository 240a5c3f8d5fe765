import { ConfirmacionDevolucion } from '../comun/ConfirmacionDevolucion.js';

/** /devoluciones/confirmacion/{id}: the general return made, with its voucher. */
export default function Confirmacion() {
  return <ConfirmacionDevolucion titulo="Confirmación de devolución" api="/api/devolucion" historico="devoluciones-buscar" nueva="devoluciones-seleccionar-factura" comprobante />;
}
