import type { FormatoArchivo } from '@portal/shared/contracts';

/**
 * Fixed-width layout assumed for a pharmacy that never configured its own:
 * troquel (7), barcode (13), quantity (4) and product name (30); no order number.
 */
export const FORMATO_ARCHIVO_PREDETERMINADO: FormatoArchivo = {
  troquel: { presente: true, indice: 0, longitud: 7 },
  codigoBarras: { presente: true, indice: 7, longitud: 13 },
  cantidad: { presente: true, indice: 20, longitud: 4 },
  nroOrden: { presente: false, indice: 0, longitud: 0 },
  nombreProducto: { presente: true, indice: 24, longitud: 30 },
  sistemaFarmacias: 'Genérico',
};
