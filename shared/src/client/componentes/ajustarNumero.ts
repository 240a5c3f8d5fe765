/** The numeric rule of SelectorNumero, apart from the component: callers use it without loading antd's InputNumber. */
export interface LimitesNumero {
  min?: number;
  max?: number;
  /** Only multiples of this are accepted (a product sold by the box of 6, say). */
  multiplo?: number;
}

/** The nearest accepted value: a whole multiple of `multiplo` (rounded up) within `min` and `max`. */
export function ajustarNumero(valor: number, { min = 0, max, multiplo = 1 }: LimitesNumero = {}): number {
  const paso = multiplo > 0 ? multiplo : 1;
  let ajustado = Math.ceil(Math.round(valor) / paso) * paso;
  if (ajustado < min) ajustado = Math.ceil(min / paso) * paso;
  if (max !== undefined && ajustado > max) ajustado = Math.floor(max / paso) * paso;
  return ajustado;
}
