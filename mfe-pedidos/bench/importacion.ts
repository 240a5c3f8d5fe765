/**
 * Order file import (DESIGN §11: 5,000 lines parsed and matched ≤ 500 ms) over the 50,000-product catalogue: the same
 * 5,000 lines as fixed-width txt, csv and xlsx through the importer's own code (the catalogue index, leer-archivo.ts
 * recognising the file's shape and columns against it, then emparejar.ts), beside a reference in the same run: the
 * file's parsing alone (splitting the lines, papaparse, exceljs).
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FormatoArchivo, Producto } from '@portal/shared/contracts';
import { emparejarLineas, indexarCatalogo } from '../src/paginas/importador/emparejar.js';
import { interpretarArchivo } from '../src/paginas/importador/leer-archivo.js';
import type { TipoArchivo } from '../src/paginas/importador/lineas.js';
import { productosGenerados } from './catalogoBench.js';

const LINEAS = 5_000;
const VUELTAS = 5;
const OBJETIVO_MS = 500;

const TXT: FormatoArchivo = {
  troquel: { presente: true, indice: 0, longitud: 7 },
  codigoBarras: { presente: true, indice: 7, longitud: 13 },
  cantidad: { presente: true, indice: 20, longitud: 4 },
  nroOrden: { presente: true, indice: 24, longitud: 8 },
  nombreProducto: { presente: true, indice: 32, longitud: 80 },
  sistemaFarmacias: 'Genérico',
};
const COLUMNAS: FormatoArchivo = {
  troquel: { presente: true, indice: 0, longitud: 0 },
  codigoBarras: { presente: true, indice: 1, longitud: 0 },
  cantidad: { presente: true, indice: 2, longitud: 0 },
  nroOrden: { presente: true, indice: 3, longitud: 0 },
  nombreProducto: { presente: true, indice: 4, longitud: 0 },
  sistemaFarmacias: 'Planilla',
};

/** What pharmacies' systems send: mostly troqueles, some lines by barcode alone (leading zeros lost), some by name alone, a few unknown. */
function filas(productos: Producto[]): string[][] {
  return Array.from({ length: LINEAS }, (_, i) => {
    const p = productos[(i * 7919) % productos.length];
    const cantidad = String(1 + (i % 12));
    const orden = `OC${String(i).padStart(6, '0')}`;
    if (i % 20 === 19) return ['9999999', '', cantidad, orden, 'PRODUCTO QUE NO EXISTE'];
    if (i % 10 === 3) return ['', p.codigoBarras.replace(/^0+/, ''), cantidad, orden, ''];
    if (i % 10 === 7) return ['', '', cantidad, orden, p.nombre.toUpperCase()];
    return [String(p.troquel), p.codigoBarras, cantidad, orden, p.nombre];
  });
}

const textoTxt = (lineas: string[][]) =>
  lineas.map(([t, c, n, o, nombre]) => t.padEnd(7) + c.padEnd(13) + n.padStart(4) + o.padEnd(8) + nombre.slice(0, 80).padEnd(80)).join('\r\n');

async function libroXlsx(lineas: string[][]): Promise<ArrayBuffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Pedido');
  hoja.addRow(['Troquel', 'Código de barras', 'Cantidad', 'Orden', 'Producto']);
  for (const fila of lineas) hoja.addRow(fila);
  const datos = await libro.xlsx.writeBuffer();
  return new Uint8Array(datos as ArrayBuffer).slice().buffer;
}

const bytes = (texto: string) => new TextEncoder().encode(texto).slice().buffer;
const mediana = (valores: number[]) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)];

async function tiempo(tarea: () => Promise<unknown> | unknown): Promise<number> {
  const inicio = performance.now();
  await tarea();
  return performance.now() - inicio;
}

async function main() {
  const { productos } = productosGenerados();
  const lineas = filas(productos);
  const archivos: Record<TipoArchivo, { contenido: ArrayBuffer; formato: FormatoArchivo; referencia: (c: ArrayBuffer) => Promise<unknown> | unknown }> = {
    txt: { contenido: bytes(textoTxt(lineas)), formato: TXT, referencia: (c) => new TextDecoder().decode(c).split(/\r?\n/) },
    csv: {
      contenido: bytes(Papa.unparse([['Troquel', 'Código de barras', 'Cantidad', 'Orden', 'Producto'], ...lineas])),
      formato: COLUMNAS,
      referencia: (c) => Papa.parse(new TextDecoder().decode(c), { skipEmptyLines: true }),
    },
    xlsx: { contenido: await libroXlsx(lineas), formato: COLUMNAS, referencia: (c) => new ExcelJS.Workbook().xlsx.load(c) },
  };
  console.log(`Importación: ${LINEAS} líneas contra ${productos.length} productos, mediana de ${VUELTAS} vueltas\n`);
  console.log('archivo   tamaño     nuestro (índice + leer + emparejar)   leer   emparejar   referencia (solo leer)   ×ref   objetivo');
  for (const [tipo, { contenido, formato, referencia }] of Object.entries(archivos) as [TipoArchivo, (typeof archivos)[TipoArchivo]][]) {
    const totales: number[] = [];
    const lecturas: number[] = [];
    const emparejados: number[] = [];
    const referencias: number[] = [];
    let resumen = '';
    for (let vuelta = 0; vuelta < VUELTAS + 1; vuelta++) {
      // The file is read as the page reads it: a fresh copy of the bytes each time.
      const inicio = performance.now();
      // The page indexes the catalogue first: recognising the columns asks it which values are troqueles or barcodes.
      const indice = indexarCatalogo(productos);
      const indexado = performance.now();
      const { lineas: leidas } = await interpretarArchivo(tipo, contenido.slice(0), formato, indice);
      const leido = performance.now();
      const resultado = emparejarLineas(leidas, indice);
      const fin = performance.now();
      const ref = await tiempo(() => referencia(contenido.slice(0)));
      if (vuelta === 0) {
        // The first round warms the JIT and loads exceljs; not counted.
        const modos = resultado.reduce<Record<string, number>>((m, l) => ({ ...m, [l.modo ?? 'sin producto']: (m[l.modo ?? 'sin producto'] ?? 0) + 1 }), {});
        resumen = `${resultado.length} líneas: ${Object.entries(modos).map(([k, v]) => `${k} ${v}`).join(', ')}`;
        continue;
      }
      totales.push(fin - inicio);
      lecturas.push(leido - indexado);
      emparejados.push(fin - leido + (indexado - inicio));
      referencias.push(ref);
    }
    const total = mediana(totales);
    const ref = mediana(referencias);
    console.log(
      `${tipo.padEnd(9)} ${`${(contenido.byteLength / 1024).toFixed(0)} KB`.padStart(7)} ${`${total.toFixed(0)} ms`.padStart(38)} ${`${mediana(lecturas).toFixed(0)} ms`.padStart(6)} ${`${mediana(emparejados).toFixed(0)} ms`.padStart(11)} ${`${ref.toFixed(0)} ms`.padStart(24)} ${`×${(total / ref).toFixed(2)}`.padStart(6)}   ≤ ${OBJETIVO_MS} ms (${total <= OBJETIVO_MS ? 'cumple' : 'NO cumple'})`,
    );
    console.log(`          ${resumen}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
