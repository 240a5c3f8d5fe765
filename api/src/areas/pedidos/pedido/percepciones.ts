import { TASA_IIBB_POR_SUCURSAL, TASA_PERCEPCION_IVA, TipoContribuyente } from '../carrito/index.js';

/**
 * Perception rate on an order's subtotal, as the cart amounts compute it: IIBB by branch unless the pharmacy is exempt,
 * plus the VAT perception for taxpayers not registered for VAT.
 */
export function tasaPercepciones(f: { sucursal: number; tipoContribuyente: number }): number {
  const iibb = f.tipoContribuyente === TipoContribuyente.Exento ? 0 : (TASA_IIBB_POR_SUCURSAL[f.sucursal] ?? 0);
  return iibb + (f.tipoContribuyente === TipoContribuyente.NoInscripto ? TASA_PERCEPCION_IVA : 0);
}
