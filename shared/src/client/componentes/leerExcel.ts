export type FilaExcel = Record<string, string | number | boolean | null>;

export class ErrorExcel extends Error {
  override name = 'ErrorExcel';
}

type ValorCelda = import('exceljs').CellValue;

/** A cell as plain data: formulas by their result, rich text and links by their text, dates as ISO text. */
function valorPlano(valor: ValorCelda): string | number | boolean | null {
  if (valor === null || valor === undefined) return null;
  if (valor instanceof Date) return valor.toISOString();
  if (typeof valor !== 'object') return valor;
  if ('result' in valor) return valor.result === undefined ? null : valorPlano(valor.result as ValorCelda);
  if ('richText' in valor) return valor.richText.map((parte) => parte.text).join('');
  if ('text' in valor) return String(valor.text);
  if ('error' in valor) return null;
  return null;
}

/**
 * Rows of the first sheet of an .xlsx file, keyed by the texts of its first row. exceljs is large, so it is
 * loaded only when a file is read.
 */
export async function leerFilasExcel(datos: ArrayBuffer): Promise<FilaExcel[]> {
  const modulo = await import('exceljs');
  const ExcelJS = (modulo as unknown as { default?: typeof modulo }).default ?? modulo;
  const libro = new ExcelJS.Workbook();
  try {
    await libro.xlsx.load(datos);
  } catch {
    throw new ErrorExcel('El archivo no es una planilla de Excel (.xlsx) válida.');
  }
  const hoja = libro.worksheets[0];
  if (!hoja || hoja.rowCount === 0) throw new ErrorExcel('La planilla no tiene datos.');

  const encabezados: string[] = [];
  hoja.getRow(1).eachCell((celda, columna) => {
    encabezados[columna] = String(valorPlano(celda.value) ?? '').trim();
  });
  if (encabezados.filter(Boolean).length === 0) throw new ErrorExcel('La primera fila de la planilla debe tener los títulos de las columnas.');

  const filas: FilaExcel[] = [];
  hoja.eachRow((fila, numero) => {
    if (numero === 1) return;
    const registro: FilaExcel = {};
    let conDatos = false;
    encabezados.forEach((titulo, columna) => {
      if (!titulo) return;
      const valor = valorPlano(fila.getCell(columna).value);
      registro[titulo] = valor;
      if (valor !== null && valor !== '') conDatos = true;
    });
    if (conDatos) filas.push(registro);
  });
  return filas;
}
