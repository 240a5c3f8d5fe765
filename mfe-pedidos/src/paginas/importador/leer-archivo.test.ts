/** @jest-environment ./src/catalogo/prueba/entorno.cjs */
import ExcelJS from 'exceljs';
import type { FormatoArchivo } from '@portal/shared/contracts';
import { leerArchivo, leerCsv, leerTxt } from './leer-archivo.js';
import { ErrorArchivoImportado, tipoDeArchivo } from './lineas.js';

/** Fixed-width: troquel 0–6, barcode 7–19, quantity 20–23, name 24–53; for csv/xlsx the same `indice` values are columns. */
const FORMATO_TXT: FormatoArchivo = {
  troquel: { presente: true, indice: 0, longitud: 7 },
  codigoBarras: { presente: true, indice: 7, longitud: 13 },
  cantidad: { presente: true, indice: 20, longitud: 4 },
  nroOrden: { presente: false, indice: 0, longitud: 0 },
  nombreProducto: { presente: true, indice: 24, longitud: 30 },
  sistemaFarmacias: 'Genérico',
};

const FORMATO_COLUMNAS: FormatoArchivo = {
  troquel: { presente: true, indice: 0, longitud: 0 },
  codigoBarras: { presente: true, indice: 1, longitud: 0 },
  cantidad: { presente: true, indice: 3, longitud: 0 },
  nroOrden: { presente: true, indice: 4, longitud: 0 },
  nombreProducto: { presente: true, indice: 2, longitud: 0 },
  sistemaFarmacias: 'Planilla',
};

const lineaTxt = (troquel: string, codigo: string, cantidad: string, nombre: string) =>
  troquel.padEnd(7) + codigo.padEnd(13) + cantidad.padStart(4) + nombre.padEnd(30);

test('a fixed-width txt gives each field from its position and length; blank lines and lines without quantity are left out', () => {
  const texto = [
    lineaTxt('0001001', '7790000001001', '0012', 'IBUPROFENO 400 MG X 20'),
    '',
    lineaTxt('', '7790000001002', '3', 'AMOXICILINA 500'),
    lineaTxt('0001003', '', '0000', 'SIN CANTIDAD'),
  ].join('\r\n');
  expect(leerTxt(texto, FORMATO_TXT)).toEqual([
    { nro: 1, troquel: 1001, codigoBarras: '7790000001001', cantidad: 12, nombre: 'IBUPROFENO 400 MG X 20', nroOrden: null },
    { nro: 3, troquel: null, codigoBarras: '7790000001002', cantidad: 3, nombre: 'AMOXICILINA 500', nroOrden: null },
  ]);
});

test('a csv gives each field from its column, with a header row skipped and quoted names kept whole', () => {
  const texto = 'troquel,barras,nombre,cantidad,orden\n1001,7790000001001,"Ibuprofeno, 400 mg",5,A-1\n,,Gasa estéril,2,A-2\n';
  expect(leerCsv(texto, FORMATO_COLUMNAS)).toEqual([
    { nro: 2, troquel: 1001, codigoBarras: '7790000001001', cantidad: 5, nombre: 'Ibuprofeno, 400 mg', nroOrden: 'A-1' },
    { nro: 3, troquel: null, codigoBarras: null, cantidad: 2, nombre: 'Gasa estéril', nroOrden: 'A-2' },
  ]);
});

test('a csv separated by semicolons is read too', () => {
  expect(leerCsv('1001;7790000001001;Ibuprofeno;4;X\n', FORMATO_COLUMNAS)).toEqual([
    { nro: 1, troquel: 1001, codigoBarras: '7790000001001', cantidad: 4, nombre: 'Ibuprofeno', nroOrden: 'X' },
  ]);
});

test('an xlsx gives each field from its column of the first sheet', async () => {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Pedido');
  hoja.addRow(['Troquel', 'Barras', 'Producto', 'Cantidad', 'Orden']);
  hoja.addRow([1001, '7790000001001', 'Ibuprofeno 400', 7, 'P1']);
  hoja.addRow([null, null, 'Gasa estéril', 1, 'P2']);
  const contenido = (await libro.xlsx.writeBuffer()) as ArrayBuffer;
  expect(await leerArchivo('xlsx', contenido, FORMATO_COLUMNAS)).toEqual([
    { nro: 2, troquel: 1001, codigoBarras: '7790000001001', cantidad: 7, nombre: 'Ibuprofeno 400', nroOrden: 'P1' },
    { nro: 3, troquel: null, codigoBarras: null, cantidad: 1, nombre: 'Gasa estéril', nroOrden: 'P2' },
  ]);
});

test('a file that is not a spreadsheet, a wrong extension and a layout without quantity are explained in Spanish', async () => {
  await expect(leerArchivo('xlsx', new TextEncoder().encode('hola').buffer as ArrayBuffer, FORMATO_COLUMNAS)).rejects.toThrow(
    new ErrorArchivoImportado('El archivo no es una planilla xlsx válida.'),
  );
  expect(() => tipoDeArchivo('pedido.pdf')).toThrow('El archivo "pedido.pdf" no es txt, csv ni xlsx.');
  expect(tipoDeArchivo('PEDIDO.CSV')).toBe('csv');
  expect(() => leerTxt('x', { ...FORMATO_TXT, cantidad: { presente: false, indice: 0, longitud: 0 } })).toThrow(
    'El formato de archivo de la farmacia no indica dónde está la cantidad.',
  );
});
