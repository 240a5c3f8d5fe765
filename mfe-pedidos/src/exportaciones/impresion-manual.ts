import type { PedidoItem } from '@portal/shared/contracts';
import { LARGO_CANTIDAD_IMPRESION, LARGO_NOMBRE, columnaNumero, columnaTexto } from '@portal/shared/domain';

/** One line of the manual print (SPEC §9): the quantity in 3 characters, a space, the name in 30. */
export const lineaImpresionManual = (cantidad: number, nombre: string): string =>
  `${columnaNumero(cantidad, LARGO_CANTIDAD_IMPRESION, ' ')} ${columnaTexto(nombre, LARGO_NOMBRE)}`;

/** The lines of an order to copy by hand: what was ordered, one line each. */
export const lineasImpresionManual = (items: PedidoItem[]): string[] =>
  items.map((item) => lineaImpresionManual(item.cantPedida, item.prodNombre));
