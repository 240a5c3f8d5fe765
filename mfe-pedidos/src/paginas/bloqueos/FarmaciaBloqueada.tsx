import { PaginaBloqueo } from './PaginaBloqueo.js';

/** /pedidos/farmacia-bloqueada. */
export default function FarmaciaBloqueada() {
  return (
    <PaginaBloqueo
      titulo="La farmacia está bloqueada"
      explicacion="La distribuidora bloqueó la cuenta de la farmacia: mientras siga bloqueada no puede confirmar pedidos ni modificar el carrito."
    />
  );
}
