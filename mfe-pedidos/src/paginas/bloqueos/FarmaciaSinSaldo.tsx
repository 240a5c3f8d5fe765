import { PaginaBloqueo } from './PaginaBloqueo.js';

/** /pedidos/farmacia-sin-saldo. */
export default function FarmaciaSinSaldo() {
  return (
    <PaginaBloqueo
      titulo="La farmacia no tiene saldo suficiente"
      explicacion="El saldo de la cuenta corriente de la farmacia no alcanza para confirmar el pedido. El carrito se conserva: podrá confirmarlo cuando la cuenta esté regularizada."
    />
  );
}
