import Papa from 'papaparse';
import type { FormatoArchivo } from '@portal/shared/contracts';
import { ErrorArchivoImportado, type LineaLeida, type TipoArchivo } from './lineas.js';
import { interpretarColumnas, lineasDeColumnas, type LecturaColumnas } from './columnas.js';
import { emparejarLinea, type IndiceCatalogo } from './emparejar.js';

type Campo = keyof Omit<FormatoArchivo, 'sistemaFarmacias'>;

/** How the cells of a text line are told apart; `planilla` is a sheet's own cells, `ninguno` a file of one column. */
export type Separador = ';' | ',' | '\t' | '|' | 'espacios' | 'planilla' | 'ninguno';

/**
 * What the importer understood of a file, shown to the user before anything is matched: a fixed-width file in the
 * pharmacy system's layout, or rows of cells with the role of each column (which the user may correct).
 */
export type Interpretacion =
  | { forma: 'ancho-fijo'; formato: FormatoArchivo; lineas: LineaLeida[] }
  | { forma: 'columnas'; separador: Separador; filas: string[][]; nros: number[]; lectura: LecturaColumnas; lineas: LineaLeida[] };

const limpio = (valor: string | undefined): string | null => {
  const texto = (valor ?? '').trim();
  return texto === '' ? null : texto;
};

const entero = (valor: string | null): number | null => (valor !== null && /^\d+$/.test(valor) ? Number(valor) : null);

const CAMPOS: Campo[] = ['troquel', 'codigoBarras', 'cantidad', 'nroOrden', 'nombreProducto'];

/** A layout that places the quantity and something to find the product by, each with a length: it reads fixed-width text. */
export const esAnchoFijo = (formato: FormatoArchivo): boolean =>
  formato.cantidad.presente &&
  formato.cantidad.longitud > 0 &&
  CAMPOS.some((c) => c !== 'cantidad' && c !== 'nroOrden' && formato[c].presente && formato[c].longitud > 0);

/** Fixed-width text: each field at its zero-based position and length; lines with no quantity or product are left out. */
export function leerTxt(texto: string, formato: FormatoArchivo): LineaLeida[] {
  return leerAnchoFijo(lineasDeTexto(texto), formato);
}

interface LineaTexto {
  nro: number;
  texto: string;
}

function leerAnchoFijo(lineas: readonly LineaTexto[], formato: FormatoArchivo): LineaLeida[] {
  const leidas: LineaLeida[] = [];
  for (const { nro, texto } of lineas) {
    const leer = (c: Campo) => (formato[c].presente ? limpio(texto.slice(formato[c].indice, formato[c].indice + formato[c].longitud)) : null);
    const cantidad = entero(leer('cantidad'));
    const troquel = entero(leer('troquel'));
    const codigoBarras = leer('codigoBarras');
    const nombre = leer('nombreProducto');
    if (cantidad === null || cantidad <= 0 || (troquel === null && codigoBarras === null && nombre === null)) continue;
    // A barcode field holding letters is not this layout (a delimited line read at the wrong positions).
    if (codigoBarras !== null && !/^\d+$/.test(codigoBarras)) continue;
    leidas.push({ nro, troquel: troquel === 0 ? null : troquel, codigoBarras, cantidad, nombre, nroOrden: leer('nroOrden') });
  }
  return leidas;
}

/** The non-blank lines of a text with their 1-based numbers. */
function lineasDeTexto(texto: string): LineaTexto[] {
  const lineas: LineaTexto[] = [];
  texto.split(/\r?\n/).forEach((t, i) => {
    if (t.trim() !== '') lineas.push({ nro: i + 1, texto: t });
  });
  return lineas;
}

/** UTF-8 when the bytes are; otherwise Windows-1252, what older pharmacy systems and Excel's "CSV" write. */
export function decodificar(contenido: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(contenido);
  } catch {
    return new TextDecoder('windows-1252').decode(contenido);
  }
}

/** Lines looked at to choose a reading. */
const MUESTRA = 300;

const DELIMITADORES: Exclude<Separador, 'espacios' | 'planilla' | 'ninguno'>[] = [';', ',', '\t', '|'];

const partirEspacios = (t: string): string[] => t.trim().split(/\s+/);

interface Filas {
  filas: string[][];
  /** Each row's line number in the file. */
  nros: number[];
}

/** Rows of a text by `separador`. */
function filasDeTexto(lineas: readonly LineaTexto[], separador: Separador): Filas {
  const nros = lineas.map((l) => l.nro);
  if (separador === 'espacios') return { filas: lineas.map((l) => partirEspacios(l.texto)), nros };
  if (separador === 'ninguno' || separador === 'planilla') return { filas: lineas.map((l) => [l.texto]), nros };
  const { data } = Papa.parse<string[]>(lineas.map((l) => l.texto).join('\n'), { delimiter: separador, skipEmptyLines: true });
  // A quoted cell spanning lines joins them: the numbers are then the rows' own.
  return { filas: data, nros: data.length === lineas.length ? nros : data.map((_, i) => i + 1) };
}

/** Whether most lines split into the same number (≥ 2) of cells: the mark of a delimited file. */
function consistente(filas: readonly (readonly string[])[]): boolean {
  if (filas.length === 0) return false;
  const veces = new Map<number, number>();
  for (const f of filas) veces.set(f.length, (veces.get(f.length) ?? 0) + 1);
  const [cantidad, frecuencia] = [...veces].sort((a, b) => b[1] - a[1])[0]!;
  return cantidad >= 2 && frecuencia / filas.length >= 0.6;
}

/** Lines that find a product count double: that is what tells a right reading from one that merely parses. */
function puntaje(lineas: readonly LineaLeida[], catalogo: IndiceCatalogo, total: number): number {
  if (total === 0) return 0;
  const encontradas = lineas.filter((l) => emparejarLinea(l, catalogo).producto !== null).length;
  return (lineas.length + encontradas * 2) / total;
}

/** Rows of cells read with the roles the importer understands for them. */
export function interpretarFilas({ filas, nros }: Filas, separador: Separador, catalogo: IndiceCatalogo): Interpretacion {
  const lectura = interpretarColumnas(filas, catalogo);
  return { forma: 'columnas', separador, filas, nros, lectura, lineas: lineasDeColumnas(filas, lectura, nros) };
}

/**
 * A text file read the way that makes the most sense of it: delimited (`;`, `,`, tab, `|` or spaces, found by how
 * consistently the lines split), or fixed width in the pharmacy system's layout (`FormatoArchivo`), whatever the
 * extension says. Each candidate reads a sample; the one whose lines find the most products wins, and then reads it all.
 */
export function interpretarTexto(texto: string, formato: FormatoArchivo, catalogo: IndiceCatalogo): Interpretacion {
  const lineas = lineasDeTexto(texto);
  const muestra = lineas.slice(0, MUESTRA);
  type Candidato = { separador: Separador | 'ancho-fijo'; valor: number };
  const candidatos: Candidato[] = [];
  for (const separador of DELIMITADORES) {
    const filas = filasDeTexto(muestra, separador);
    if (consistente(filas.filas)) candidatos.push({ separador, valor: puntaje(interpretarFilas(filas, separador, catalogo).lineas, catalogo, muestra.length) });
  }
  if (esAnchoFijo(formato)) candidatos.push({ separador: 'ancho-fijo', valor: puntaje(leerAnchoFijo(muestra, formato), catalogo, muestra.length) });
  const porEspacios = filasDeTexto(muestra, 'espacios');
  if (consistente(porEspacios.filas)) candidatos.push({ separador: 'espacios', valor: puntaje(interpretarFilas(porEspacios, 'espacios', catalogo).lineas, catalogo, muestra.length) });

  // The first best wins a tie: real delimiters before the fixed layout, and that before spaces.
  const elegido = candidatos.reduce<Candidato | null>((m, c) => (m === null || c.valor > m.valor ? c : m), null);
  if (elegido?.separador === 'ancho-fijo') return { forma: 'ancho-fijo', formato, lineas: leerAnchoFijo(lineas, formato) };
  const separador = elegido?.separador ?? 'ninguno';
  return interpretarFilas(filasDeTexto(lineas, separador), separador, catalogo);
}

/** The first sheet of a workbook as rows of cell texts; exceljs is loaded only when a spreadsheet is read. */
async function filasXlsx(contenido: ArrayBuffer): Promise<Filas> {
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
  const nros: number[] = [];
  hoja.eachRow({ includeEmpty: false }, (fila, nro) => {
    const celdas: string[] = [];
    fila.eachCell({ includeEmpty: true }, (c, columna) => {
      celdas[columna - 1] = c.text;
    });
    filas.push(Array.from(celdas, (c) => c ?? ''));
    nros.push(nro);
  });
  return { filas, nros };
}

/** A chosen file, read: what the importer understood of it and its lines (see `Interpretacion`). */
export async function interpretarArchivo(tipo: TipoArchivo, contenido: ArrayBuffer, formato: FormatoArchivo, catalogo: IndiceCatalogo): Promise<Interpretacion> {
  if (tipo === 'xlsx') return interpretarFilas(await filasXlsx(contenido), 'planilla', catalogo);
  return interpretarTexto(decodificar(contenido), formato, catalogo);
}

/** The lines again after the user changed what a column holds or whether the first row is the titles. */
export function releerColumnas(interpretacion: Extract<Interpretacion, { forma: 'columnas' }>, lectura: LecturaColumnas): Interpretacion {
  return { ...interpretacion, lectura, lineas: lineasDeColumnas(interpretacion.filas, lectura, interpretacion.nros) };
}
