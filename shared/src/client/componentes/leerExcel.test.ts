import ExcelJS from 'exceljs';
import { ErrorExcel, leerFilasExcel } from './leerExcel.js';

async function planilla(filas: unknown[][]): Promise<ArrayBuffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Pedido');
  for (const fila of filas) hoja.addRow(fila);
  const buffer = await libro.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

test('lee las filas de la primera hoja con los títulos de la primera fila', async () => {
  const datos = await planilla([
    ['Troquel', 'Cantidad', 'Producto'],
    [12345, 3, 'Ibuprofeno 400'],
    [67890, 1, 'Amoxicilina 500'],
  ]);

  await expect(leerFilasExcel(datos)).resolves.toEqual([
    { Troquel: 12345, Cantidad: 3, Producto: 'Ibuprofeno 400' },
    { Troquel: 67890, Cantidad: 1, Producto: 'Amoxicilina 500' },
  ]);
});

test('las celdas vacías quedan en null, las filas vacías se saltean y las fórmulas dan su resultado', async () => {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Pedido');
  hoja.addRow(['Troquel', 'Cantidad', 'Total']);
  hoja.addRow([111, null, { formula: '2*3', result: 6 }]);
  hoja.addRow([]);
  hoja.addRow([222, 4, { richText: [{ text: 'cua' }, { text: 'tro' }] }]);
  const datos = (await libro.xlsx.writeBuffer()) as ArrayBuffer;

  await expect(leerFilasExcel(datos)).resolves.toEqual([
    { Troquel: 111, Cantidad: null, Total: 6 },
    { Troquel: 222, Cantidad: 4, Total: 'cuatro' },
  ]);
});

test('un archivo que no es Excel se rechaza con un mensaje claro', async () => {
  const datos = new TextEncoder().encode('troquel;cantidad\n1;2').buffer as ArrayBuffer;

  await expect(leerFilasExcel(datos)).rejects.toThrow(new ErrorExcel('El archivo no es una planilla de Excel (.xlsx) válida.'));
});

test('una planilla sin títulos se rechaza', async () => {
  await expect(leerFilasExcel(await planilla([]))).rejects.toThrow(ErrorExcel);
});
