import DetallePagos from './DetallePagos.js';

/** /cc-grupo/detalle-pagos: the payments of the whole group or of one chosen pharmacy of it. */
export default function DetallePagosGrupo() {
  return <DetallePagos grupo />;
}
