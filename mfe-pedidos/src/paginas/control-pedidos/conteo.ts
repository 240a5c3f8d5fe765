import type { ControlPedidoConItems, ControlPedidoItem } from '@portal/shared/contracts';

/** The line a scanned or typed code names: either of the product's barcodes (SPEC §3 `codigoBarras1` too) or its troquel. */
export function buscarLinea(items: readonly ControlPedidoItem[], codigo: string): ControlPedidoItem | undefined {
  return items.find((i) => i.codigoBarras === codigo || i.codigoBarras1 === codigo) ?? items.find((i) => String(i.troquel) === codigo);
}

/** The control as it will be once the server has added the units (shown at once, replaced by the server's answer). */
export const conConteo = (control: ControlPedidoConItems, troquel: number, unidades: number): ControlPedidoConItems => ({
  ...control,
  items: control.items.map((i) => (i.troquel === troquel ? { ...i, cantControlada: Math.max(0, i.cantControlada + unidades) } : i)),
});

/** How many lines were counted differently from what was prepared. */
export const diferencias = (items: readonly ControlPedidoItem[]): number => items.filter((i) => i.cantControlada !== i.cantPreparada).length;
