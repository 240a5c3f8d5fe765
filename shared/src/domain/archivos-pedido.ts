import { LARGO_NOMBRE, columnaNumero, columnaTexto, unirLineas } from './texto-fijo.js';

/** What the order exports read of an order line (SPEC §3 "Order line"). */
export interface LineaExportable {
  troquel: number;
  codigoBarras: string | null;
  prodNombre: string;
  cantPedida: number;
  cantAprobada: number;
  respId: number | null;
  importe: number;
}

export interface ArchivoExportado {
  nombre: string;
  contenido: string;
}

/**
 * `ASOP{orderId}.RSP`: the distributor's answer for the pharmacy's system, one fixed-width line per order line:
 * troquel (7), barcode (13), ordered (4), approved (4), response code (2), product name (30).
 */
export function archivoAsopRsp(pedido: { id: number }, items: readonly LineaExportable[]): ArchivoExportado {
  const lineas = items.map(
    (item) =>
      columnaNumero(item.troquel, 7) +
      columnaTexto(item.codigoBarras ?? '', 13) +
      columnaNumero(item.cantPedida, 4) +
      columnaNumero(item.cantAprobada, 4) +
      columnaNumero(item.respId ?? 0, 2) +
      columnaTexto(item.prodNombre, LARGO_NOMBRE),
  );
  return { nombre: `ASOP${pedido.id}.RSP`, contenido: unirLineas(lineas) };
}

/** `salida-{orderId}.txt`: the order as semicolon-separated values with a header, names cut to 30 characters. */
export function archivoSalida(pedido: { id: number }, items: readonly LineaExportable[]): ArchivoExportado {
  const encabezado = 'troquel;codigoBarras;producto;cantidadPedida;cantidadAprobada;importe';
  const lineas = items.map((item) =>
    [
      item.troquel,
      item.codigoBarras ?? '',
      item.prodNombre.slice(0, LARGO_NOMBRE).replaceAll(';', ','),
      item.cantPedida,
      item.cantAprobada,
      item.importe.toFixed(2),
    ].join(';'),
  );
  return { nombre: `salida-${pedido.id}.txt`, contenido: unirLineas([encabezado, ...lineas]) };
}
