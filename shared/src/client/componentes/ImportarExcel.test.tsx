/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { ImportarExcel } from './ImportarExcel.js';
import type { FilaExcel } from './leerExcel.js';

/** jsdom's File cannot hand out its bytes; the browser's can. */
function archivo(nombre: string, bytes: ArrayBuffer): File {
  const file = new File([new Uint8Array(bytes)], nombre, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes });
  return file;
}

function elegir(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

test('entrega las filas de la planilla elegida', async () => {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Pedido');
  hoja.addRow(['Troquel', 'Cantidad']);
  hoja.addRow([12345, 2]);
  const bytes = (await libro.xlsx.writeBuffer()) as ArrayBuffer;
  const importadas: FilaExcel[][] = [];
  render(<ImportarExcel onImportar={(filas) => importadas.push(filas)} />);

  elegir(archivo('pedido.xlsx', bytes));

  await waitFor(() => expect(importadas).toEqual([[{ Troquel: 12345, Cantidad: 2 }]]));
});

test('un archivo que no es Excel muestra el error y no entrega nada', async () => {
  const importadas: FilaExcel[][] = [];
  render(<ImportarExcel onImportar={(filas) => importadas.push(filas)} />);

  elegir(archivo('pedido.xlsx', new TextEncoder().encode('no es excel').buffer as ArrayBuffer));

  expect(await screen.findByText('El archivo no es una planilla de Excel (.xlsx) válida.')).toBeInTheDocument();
  expect(importadas).toEqual([]);
});
