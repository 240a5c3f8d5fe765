import ExcelJS from 'exceljs';
import type { FormatoArchivo, Producto } from '@portal/shared/contracts';
import { indexarCatalogo } from './emparejar.js';
import { interpretarArchivo, interpretarTexto, leerTxt, releerColumnas, type Interpretacion } from './leer-archivo.js';
import { describirCantidades, describirForma, faltaParaImportar } from './descripcion-lectura.js';
import { ErrorArchivoImportado, tipoDeArchivo } from './lineas.js';

const producto = (troquel: number, nombre: string, codigoBarras: string) => ({ troquel, nombre, codigoBarras, codigoBarras1: null }) as unknown as Producto;
const CATALOGO = indexarCatalogo([
  producto(1001, 'Ibuprofeno 400 mg x 20', '7791234567890'),
  producto(1002, 'Ibupirac 600 mg x 10', '7790000000011'),
  producto(1003, 'Amoxicilina 500 mg x 16', '7795555555555'),
]);

const campo = (presente: boolean, indice: number, longitud: number) => ({ presente, indice, longitud });
/** The fixed-width layouts of two pharmacy systems (as the demo pharmacies have them configured). */
const FARMASOFT: FormatoArchivo = {
  troquel: campo(true, 0, 7),
  codigoBarras: campo(true, 7, 13),
  cantidad: campo(true, 20, 4),
  nroOrden: campo(false, 0, 0),
  nombreProducto: campo(true, 24, 30),
  sistemaFarmacias: 'Farmasoft',
};
const SIAF: FormatoArchivo = {
  troquel: campo(true, 0, 7),
  codigoBarras: campo(false, 0, 0),
  cantidad: campo(true, 7, 3),
  nroOrden: campo(true, 10, 6),
  nombreProducto: campo(false, 0, 0),
  sistemaFarmacias: 'SIAF',
};

const lineaFarmasoft = (troquel: string, codigo: string, cantidad: string, nombre: string) => troquel.padEnd(7) + codigo.padEnd(13) + cantidad.padStart(4) + nombre.padEnd(30);
const leer = (texto: string, formato: FormatoArchivo = FARMASOFT) => interpretarTexto(texto, formato, CATALOGO);
const resumen = (i: Interpretacion) => i.lineas.map((l) => [l.nro, l.troquel, l.codigoBarras, l.cantidad, l.nombre]);
const roles = (i: Interpretacion) => (i.forma === 'columnas' ? i.lectura : null);

test('a plain "troquel;cantidad" file, with its header row, is read by its titles', () => {
  const i = leer('troquel;cantidad\r\n1001;3\r\n1003;12\r\n');
  expect(roles(i)).toEqual({ roles: ['troquel', 'cantidad'], encabezado: true });
  expect(resumen(i)).toEqual([
    [2, 1001, null, 3, null],
    [3, 1003, null, 12, null],
  ]);
  expect(describirForma(i)).toBe('Texto con columnas separadas por punto y coma, con una fila de títulos.');
  expect(describirCantidades(i)).toBe('2 líneas con cantidad y producto.');
});

test('without a header, the troquel column is the one the catalogue knows and the quantity the other, in any order', () => {
  expect(roles(leer('1001;3\n1003;12\n'))).toEqual({ roles: ['troquel', 'cantidad'], encabezado: false });
  const alReves = leer('3;1001\n12;1003\n');
  expect(roles(alReves)).toEqual({ roles: ['cantidad', 'troquel'], encabezado: false });
  expect(resumen(alReves)).toEqual([
    [1, 1001, null, 3, null],
    [2, 1003, null, 12, null],
  ]);
  // Troqueles the catalogue does not know (yet): the larger numbers are the troquel, the small ones the quantity.
  expect(roles(leer('5551234;2\n5559876;10\n'))).toEqual({ roles: ['troquel', 'cantidad'], encabezado: false });
});

test('a "codigo de barras,cantidad" file is read with or without its header, leading zeros lost or not', () => {
  const conTitulos = leer('codigo de barras,cantidad\n7791234567890,2\n0007790000000011,5\n');
  expect(roles(conTitulos)).toEqual({ roles: ['codigoBarras', 'cantidad'], encabezado: true });
  expect(resumen(conTitulos)).toEqual([
    [2, null, '7791234567890', 2, null],
    [3, null, '0007790000000011', 5, null],
  ]);
  expect(describirForma(conTitulos)).toBe('Texto con columnas separadas por comas, con una fila de títulos.');
  const sinTitulos = leer('7791234567890,2\n7795555555555,1\n');
  expect(roles(sinTitulos)).toEqual({ roles: ['codigoBarras', 'cantidad'], encabezado: false });
  expect(sinTitulos.lineas).toHaveLength(2);
});

test('a csv with quoted names, a name column and unknown titles: titles first, content for the rest', () => {
  const i = leer('Troquel,Barras,Descripción,Pedir,Orden\n1001,7791234567890,"Ibuprofeno, 400 mg",5,A-1\n,,Amoxicilina 500 mg x 16,2,A-2\n');
  expect(roles(i)).toEqual({ roles: ['troquel', 'codigoBarras', 'nombre', 'cantidad', 'nroOrden'], encabezado: true });
  expect(i.lineas.map((l) => [l.nro, l.troquel, l.nombre, l.cantidad, l.nroOrden])).toEqual([
    [2, 1001, 'Ibuprofeno, 400 mg', 5, 'A-1'],
    [3, null, 'Amoxicilina 500 mg x 16', 2, 'A-2'],
  ]);
});

test('tabs, bars and spaces separate columns too, whatever the extension', () => {
  expect(roles(leer('1001\t3\n1002\t4\n'))).toEqual({ roles: ['troquel', 'cantidad'], encabezado: false });
  expect(roles(leer('1001|3\n1002|4\n'))).toEqual({ roles: ['troquel', 'cantidad'], encabezado: false });
  const espacios = leer('1001 3\r\n1002   4\r\n');
  expect(espacios.forma === 'columnas' && espacios.separador).toBe('espacios');
  expect(resumen(espacios)).toEqual([
    [1, 1001, null, 3, null],
    [2, 1002, null, 4, null],
  ]);
});

test("the pharmacy system's fixed-width files are recognised by their shape: Farmasoft and SIAF", () => {
  const farmasoft = leer(
    [lineaFarmasoft('0001001', '7791234567890', '0012', 'IBUPROFENO 400 MG X 20'), '', lineaFarmasoft('', '7795555555555', '3', 'AMOXICILINA 500'), lineaFarmasoft('0001003', '', '0000', 'SIN CANTIDAD')].join('\r\n'),
  );
  expect(farmasoft.forma).toBe('ancho-fijo');
  expect(resumen(farmasoft)).toEqual([
    [1, 1001, '7791234567890', 12, 'IBUPROFENO 400 MG X 20'],
    [3, null, '7795555555555', 3, 'AMOXICILINA 500'],
  ]);
  expect(describirForma(farmasoft)).toBe(
    'Texto de ancho fijo con el formato de Farmasoft: troquel en los caracteres 1 a 7, código de barras en los caracteres 8 a 20, cantidad en los caracteres 21 a 24, nombre del producto en los caracteres 25 a 54.',
  );

  const siaf = leer('0001001012OC0001\n0001003002OC0001\n', SIAF);
  expect(siaf.forma).toBe('ancho-fijo');
  expect(siaf.lineas.map((l) => [l.troquel, l.cantidad, l.nroOrden])).toEqual([
    [1001, 12, 'OC0001'],
    [1003, 2, 'OC0001'],
  ]);
  // A delimited file is not forced into the pharmacy's layout, and the layout's file is not read as columns.
  expect(leer('1001;3\n1003;12\n', SIAF).forma).toBe('columnas');
  expect(leerTxt('0001001012OC0001\n', SIAF)).toHaveLength(1);
});

test('a file in Windows-1252 (older systems, Excel) keeps its accents', async () => {
  const bytes = Uint8Array.from([...'nombre;cantidad\nGasa est'].map((c) => c.charCodeAt(0)).concat([0xe9], [...'ril;2\n'].map((c) => c.charCodeAt(0))));
  const i = await interpretarArchivo('csv', bytes.buffer, FARMASOFT, CATALOGO);
  expect(i.lineas[0]?.nombre).toBe('Gasa estéril');
});

test('an xlsx is read from its first sheet: titles, then troqueles, names and quantities', async () => {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Pedido');
  hoja.addRow(['Troquel', 'Producto', 'Cantidad']);
  hoja.addRow([1001, 'Ibuprofeno 400', 7]);
  hoja.addRow([null, 'Amoxicilina 500 mg x 16', 1]);
  const contenido = (await libro.xlsx.writeBuffer()) as ArrayBuffer;
  const i = await interpretarArchivo('xlsx', contenido, FARMASOFT, CATALOGO);
  expect(describirForma(i)).toBe('Planilla de Excel (primera hoja), con una fila de títulos.');
  expect(i.lineas.map((l) => [l.nro, l.troquel, l.nombre, l.cantidad])).toEqual([
    [2, 1001, 'Ibuprofeno 400', 7],
    [3, null, 'Amoxicilina 500 mg x 16', 1],
  ]);
});

test('what the user corrects is read again, and what still keeps the file out is said', () => {
  const i = leer('7;20\n3;15\n');
  if (i.forma !== 'columnas') throw new Error('se esperaban columnas');
  // Two small numbers: the smaller is taken for the quantity, the other for the troquel; the user says otherwise.
  expect(i.lectura.roles).toEqual(['cantidad', 'troquel']);
  const corregida = releerColumnas(i, { roles: ['troquel', 'cantidad'], encabezado: false });
  expect(resumen(corregida)).toEqual([
    [1, 7, null, 20, null],
    [2, 3, null, 15, null],
  ]);
  expect(faltaParaImportar(releerColumnas(i, { roles: ['troquel', 'ignorar'], encabezado: false }))).toBe('No se encontró una columna de cantidades: indique cuál es.');
  expect(faltaParaImportar(releerColumnas(i, { roles: ['ignorar', 'cantidad'], encabezado: false }))).toBe(
    'No se encontró una columna de troquel, código de barras o nombre del producto: indique cuál es.',
  );
  expect(faltaParaImportar(leer('hola\nchau\n', SIAF))).toBe(
    'Ninguna línea tiene una cantidad y un producto: el archivo no tiene columnas separadas por comas, punto y coma o tabulaciones, ni sigue el formato de SIAF.',
  );
});

test('a file that is not a spreadsheet and a wrong extension are explained in Spanish', async () => {
  await expect(interpretarArchivo('xlsx', new TextEncoder().encode('hola').buffer as ArrayBuffer, FARMASOFT, CATALOGO)).rejects.toThrow(
    new ErrorArchivoImportado('El archivo no es una planilla xlsx válida.'),
  );
  expect(() => tipoDeArchivo('pedido.pdf')).toThrow('El archivo "pedido.pdf" no es txt, csv ni xlsx.');
  expect(tipoDeArchivo('PEDIDO.CSV')).toBe('csv');
});
