import FacturaElectronica from './FacturaElectronica.js';

/** /cc-grupo/factura-electronica (and /pedido/{id}): the invoices of the whole group or of one chosen pharmacy of it. */
export default function FacturaElectronicaGrupo() {
  return <FacturaElectronica grupo />;
}
