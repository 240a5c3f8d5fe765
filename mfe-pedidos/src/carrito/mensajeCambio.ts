import { plural } from '@portal/shared/client';
import type { ResultadoMostrado } from './resultadosCarrito.js';

export interface MensajeCambio {
  /** What happened, to which product, in one sentence. */
  titulo: string;
  /** Why, when the cart did something else than asked (the API's message); null when it did just that. */
  detalle: string | null;
}

const unidades = (n: number) => plural(n, 'unidad', 'unidades');

/**
 * A cart change in words, from the units the cart held before and what the API answered: a first add, a change of
 * quantity, a removal or a refusal, each naming the product.
 */
export function mensajeCambio(nombre: string, r: Pick<ResultadoMostrado, 'antes' | 'cantidad' | 'tipo' | 'mensaje'>): MensajeCambio {
  if (r.tipo === 'error') {
    return { titulo: r.antes > 0 ? `No se cambió ${nombre}.` : `No se agregó ${nombre} al carrito.`, detalle: r.mensaje };
  }
  const detalle = r.tipo === 'warning' ? r.mensaje : null;
  if (r.cantidad === 0) return { titulo: `Se quitó ${nombre} del carrito.`, detalle: null };
  if (r.antes === 0) return { titulo: `Se agregó ${nombre} al carrito: ${unidades(r.cantidad)}.`, detalle };
  if (r.antes === r.cantidad) return { titulo: `${nombre} sigue en el carrito con ${unidades(r.cantidad)}.`, detalle };
  return { titulo: `${nombre}: de ${unidades(r.antes)} a ${unidades(r.cantidad)} en el carrito.`, detalle };
}
