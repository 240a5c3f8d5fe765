import Papa from 'papaparse';
import type { FormatoArchivo } from '@portal/shared/contracts';
import { ErrorArchivoImportado, type LineaLeida, type TipoArchivo } from './lineas.js';

type Campo = keyof Omit<FormatoArchivo, 'sistemaFarmacias'>;

const limpio = (valor: string | undefined): string | null => {
  const texto = (valor ?? '').trim();
  return texto === '' ? null : texto;
};

const entero = (valor: string | null): number | null => (valor !== null && /^\d+$/.test(valor) ? Number(valor) : null);

/** Builds a line from the raw text of each field; a line with no quantity or nothing to match it by is left out. */
function armarLinea(nro: number, valor: (campo: Campo) => string | undefined, formato: FormatoArchivo): LineaLeida | null {
  const leer = (campo: Campo) => (formato[campo].presente ? limpio(valor(campo)) : null);
  const cantidad = entero(leer('cantidad'));
  const troquel = entero(leer('troquel'));
  const codigoBarras = leer('codigoBarras');
  const nombre = leer('nombreProducto');
  if (cantidad === null || cantidad <= 0 || (troquel === null && codigoBarras === null && nombre === null)) return null;
  return { nro, troquel: troquel === 0 ? null : troquel, codigoBarras, cantidad, nombre, nroOrden: leer('nroOrden') };
}

const CAMPOS: Campo[] = ['troquel', 'codigoBarras', 'cantidad', 'nroOrden', 'nombreProducto'];

function validarFormato(formato: FormatoArchivo): void {
  if (!formato.cantidad.presente) throw new ErrorArchivoImportado('El formato de archivo de la farmacia no indica dónde está la cantidad.');
  if (!CAMPOS.some((c) => c !== 'cantidad' && c !== 'nroOrden' && formato[c].presente)) {
    throw new ErrorArchivoImportado('El formato de archivo de la farmacia no indica troquel, código de barras ni nombre.');
  }
}

/** Fixed-width text: each field at its zero-based position and length. */
export function leerTxt(texto: string, formato: FormatoArchivo): LineaLeida[] {
  validarFormato(formato);
  const lineas: LineaLeida[] = [];
  texto.split(/\r?\n/).forEach((linea, i) => {
    if (linea.trim() === '') return;
    const leida = armarLinea(i + 1, (c) => linea.slice(formato[c].indice, formato[c].indice + formato[c].longitud), formato);
    if (leida) lineas.push(leida);
  });
  return lineas;
}

/** Rows of cells (CSV or a sheet): each field in its zero-based column; rows without a usable quantity (headers) are left out. */
export function leerFilas(filas: string[][], formato: FormatoArchivo): LineaLeida[] {
  validarFormato(formato);
  const lineas: LineaLeida[] = [];
  filas.forEach((fila, i) => {
    const leida = armarLinea(i + 1, (c) => fila[formato[c].indice], formato);
    if (leida) lineas.push(leida);
  });
  return lineas;
}

export function leerCsv(texto: string, formato: FormatoArchivo): LineaLeida[] {
  const resultado = Papa.parse<string[]>(texto, { skipEmptyLines: true });
  return leerFilas(resultado.data, formato);
}

/** The first sheet of a workbook; exceljs is loaded only when a spreadsheet is read, so it stays out of the remote's entry. */
export async function leerXlsx(contenido: ArrayBuffer, formato: FormatoArchivo): Promise<LineaLeida[]> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  try {
    await libro.xlsx.load(contenido);
  } catch {
    throw new ErrorArchivoImportado('El archivo no es una planilla xlsx válida.');
  }
  const hoja = libro.worksheets[0];
  if (!hoja) throw new ErrorArchivoImportado('La planilla no tiene hojas.');
  const filas: string[][] = [];
  hoja.eachRow({ includeEmpty: true }, (fila, nro) => {
    const celdas: string[] = [];
    fila.eachCell({ includeEmpty: true }, (celda, columna) => {
      celdas[columna - 1] = celda.text;
    });
    filas[nro - 1] = celdas;
  });
  return leerFilas(Array.from(filas, (f) => f ?? []), formato);
}

export async function leerArchivo(tipo: TipoArchivo, contenido: ArrayBuffer, formato: FormatoArchivo): Promise<LineaLeida[]> {
  if (tipo === 'xlsx') return leerXlsx(contenido, formato);
  const texto = new TextDecoder('utf-8').decode(contenido);
  return tipo === 'csv' ? leerCsv(texto, formato) : leerTxt(texto, formato);
}
