/** A line read from an order file, before it is matched against the catalogue. */
export interface LineaLeida {
  /** 1-based line (or row) number in the file, for the user to find it. */
  nro: number;
  troquel: number | null;
  codigoBarras: string | null;
  cantidad: number;
  nombre: string | null;
  nroOrden: string | null;
}

export type TipoArchivo = 'txt' | 'csv' | 'xlsx';

export class ErrorArchivoImportado extends Error {
  override name = 'ErrorArchivoImportado';
}

export function tipoDeArchivo(nombre: string): TipoArchivo {
  const extension = nombre.toLowerCase().split('.').pop() ?? '';
  if (extension === 'txt' || extension === 'csv' || extension === 'xlsx') return extension;
  throw new ErrorArchivoImportado(`El archivo "${nombre}" no es txt, csv ni xlsx.`);
}
