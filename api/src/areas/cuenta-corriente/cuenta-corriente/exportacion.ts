import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FastifyReply } from 'fastify';
import type { FormatoExportacion } from '@portal/shared/contracts';
import { formatearDecimalCsv } from '@portal/shared/domain';

export type TipoColumna = 'texto' | 'dia' | 'pesos' | 'numero';

/** A column of an export: its Spanish title, how its values read and (XLSX) its width. */
export interface ColumnaExportacion<T> {
  titulo: string;
  tipo: TipoColumna;
  ancho: number;
  valor: (fila: T) => string | number | null;
}

export const TIPOS_CONTENIDO: Record<FormatoExportacion, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const dmy = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/** A value as an Argentine spreadsheet reads it from a CSV: day/month/year, decimal comma, no thousands separator. */
function celdaCsv(tipo: TipoColumna, v: string | number | null): string {
  if (v === null || v === '') return '';
  if (tipo === 'dia') return dmy(String(v));
  if (tipo === 'pesos') return formatearDecimalCsv(Number(v));
  return String(v);
}

/**
 * CSV (papaparse's writer: `;` separated, quotes where needed, UTF-8 with BOM so a spreadsheet opens accents right),
 * written batch by batch as the rows come from the database.
 */
function csv<T>(columnas: readonly ColumnaExportacion<T>[], lotes: AsyncIterable<readonly T[]>): Readable {
  const salida = new PassThrough();
  const opciones = { delimiter: ';', newline: '\r\n', quotes: false, header: false } as const;
  void (async () => {
    try {
      salida.write('\uFEFF' + Papa.unparse([columnas.map((c) => c.titulo)], opciones) + '\r\n');
      for await (const lote of lotes) {
        if (lote.length === 0) continue;
        const texto = Papa.unparse(
          lote.map((f) => columnas.map((c) => celdaCsv(c.tipo, c.valor(f)))),
          opciones,
        );
        if (!salida.write(texto + '\r\n')) await new Promise((listo) => salida.once('drain', listo));
      }
      salida.end();
    } catch (e) {
      salida.destroy(e as Error);
    }
  })();
  return salida;
}

/** XLSX with exceljs' streaming writer: each row is committed as it is written, so the workbook never sits in memory. */
function xlsx<T>(columnas: readonly ColumnaExportacion<T>[], lotes: AsyncIterable<readonly T[]>, titulo: string): Readable {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
  const hoja = libro.addWorksheet(titulo.slice(0, 31));
  const formato: Record<TipoColumna, string | undefined> = { dia: 'dd/mm/yyyy', pesos: '#,##0.00', numero: undefined, texto: undefined };
  hoja.columns = columnas.map((c, i) => ({ header: c.titulo, key: `c${i}`, width: c.ancho, style: formato[c.tipo] ? { numFmt: formato[c.tipo] } : {} }));
  void (async () => {
    try {
      for await (const lote of lotes) {
        for (const f of lote) {
          hoja
            .addRow(
              Object.fromEntries(
                columnas.map((c, i) => {
                  const v = c.valor(f);
                  return [`c${i}`, c.tipo === 'dia' && v ? new Date(`${String(v)}T00:00:00Z`) : v];
                }),
              ),
            )
            .commit();
        }
      }
      hoja.commit();
      await libro.commit();
    } catch (e) {
      salida.destroy(e as Error);
    }
  })();
  return salida;
}

/** Rows from the database as a CSV or XLSX stream. */
export function exportar<T>(formato: FormatoExportacion, columnas: readonly ColumnaExportacion<T>[], lotes: AsyncIterable<readonly T[]>, titulo: string): Readable {
  return formato === 'xlsx' ? xlsx(columnas, lotes, titulo) : csv(columnas, lotes);
}

/** Rows already in memory as one batch. */
export async function* unLote<T>(filas: readonly T[]): AsyncGenerator<readonly T[]> {
  yield filas;
}

/** A server-made spreadsheet: streamed, with its type and the file name the browser saves it under. */
export function enviarExportacion(reply: FastifyReply, formato: FormatoExportacion, nombre: string, datos: Readable) {
  return reply
    .header('content-type', TIPOS_CONTENIDO[formato])
    .header('content-disposition', `attachment; filename="${nombre}.${formato}"`)
    .header('cache-control', 'private, no-store')
    .send(datos);
}
