import type { FormatoArchivo, Producto } from '@portal/shared/contracts';
import { emparejarLineas, indexarCatalogo } from './emparejar.js';
import { leerTxt } from './leer-archivo.js';
import type { LineaLeida } from './lineas.js';

const producto = (troquel: number, nombre: string, codigoBarras: string, codigoBarras1: string | null = null) =>
  ({ troquel, nombre, codigoBarras, codigoBarras1 }) as Producto;

const CATALOGO = [
  producto(1001, 'Ibuprofeno 400 mg x 20', '7790000001001'),
  producto(1002, 'Amoxicilina 500 mg x 16', '7790000001002', '0001234567890'),
  producto(1003, 'Gasa Estéril 10 x 10', '7790000001003'),
];
const indice = indexarCatalogo(CATALOGO);

const linea = (cambios: Partial<LineaLeida>): LineaLeida => ({ nro: 1, troquel: null, codigoBarras: null, cantidad: 1, nombre: null, nroOrden: null, ...cambios });

test('a line is matched by troquel first, then by barcode, then by name', () => {
  const [porTroquel, porCodigo, porNombre, ninguno] = emparejarLineas(
    [
      linea({ troquel: 1001, codigoBarras: '7790000001002', nombre: 'Gasa estéril 10 x 10' }),
      linea({ troquel: 9999, codigoBarras: '7790000001002', nombre: 'Gasa estéril 10 x 10' }),
      linea({ troquel: 9999, codigoBarras: '0000000000000', nombre: '  GASA  esteril 10 X 10 ' }),
      linea({ troquel: 9999, nombre: 'Otro producto' }),
    ],
    indice,
  );
  expect([porTroquel?.producto?.troquel, porTroquel?.modo]).toEqual([1001, 'troquel']);
  expect([porCodigo?.producto?.troquel, porCodigo?.modo]).toEqual([1002, 'codigoBarras']);
  expect([porNombre?.producto?.troquel, porNombre?.modo]).toEqual([1003, 'nombre']);
  expect([ninguno?.producto, ninguno?.modo]).toEqual([null, null]);
});

test('the second barcode matches too, and leading zeros lost by a spreadsheet do not matter', () => {
  const [segundo] = emparejarLineas([linea({ codigoBarras: '1234567890' })], indice);
  expect(segundo?.producto?.troquel).toBe(1002);
});

test('5,000 fixed-width lines against 50,000 products are all read and matched', () => {
  const catalogo = Array.from({ length: 50_000 }, (_, i) => producto(100_000 + i, `Producto número ${i}`, String(7_790_000_000_000 + i)));
  const formato: FormatoArchivo = {
    troquel: { presente: true, indice: 0, longitud: 7 },
    codigoBarras: { presente: true, indice: 7, longitud: 13 },
    cantidad: { presente: true, indice: 20, longitud: 4 },
    nroOrden: { presente: false, indice: 0, longitud: 0 },
    nombreProducto: { presente: true, indice: 24, longitud: 30 },
    sistemaFarmacias: 'Genérico',
  };
  const texto = Array.from({ length: 5_000 }, (_, i) => {
    const n = i * 7;
    // A third of the lines carry only the barcode, another third only the name.
    const troquel = i % 3 === 0 ? String(100_000 + n).padStart(7, '0') : '       ';
    const codigo = i % 3 === 1 ? String(7_790_000_000_000 + n) : ' '.repeat(13);
    return troquel + codigo + '0002' + `Producto número ${n}`.padEnd(30);
  }).join('\n');
  const lineas = emparejarLineas(leerTxt(texto, formato), indexarCatalogo(catalogo));
  expect(lineas).toHaveLength(5_000);
  expect(lineas.filter((l) => l.producto === null)).toEqual([]);
  expect(new Set(lineas.map((l) => l.modo))).toEqual(new Set(['troquel', 'codigoBarras', 'nombre']));
  expect(lineas[4_999]?.producto?.troquel).toBe(100_000 + 4_999 * 7);
});
