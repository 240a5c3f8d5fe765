import type { PedidoItem } from '@portal/shared/contracts';
import { archivoAsopRsp, archivoSalida } from './archivos-pedido.js';
import { lineaImpresionManual, lineasImpresionManual } from './impresion-manual.js';

const item = (cambios: Partial<PedidoItem>): PedidoItem => ({
  id: 1,
  troquel: 1234,
  codigoBarras: '7790001234567',
  prodNombre: 'Ibuprofeno 400 mg comprimidos recubiertos x 20',
  recomendado: false,
  cantPedida: 12,
  cantAprobada: 10,
  cantPreparada: 10,
  respId: 5,
  ofertaId: 0,
  comboId: 0,
  importe: 15_000.5,
  iva: 21,
  descuento: 0,
  descuentoProducto: 0,
  observaciones: null,
  observacionesProductoMask: 0,
  tipoDescuentoProducto: 0,
  ofertaLeyenda: null,
  pedidoId: 77,
  farmaciaId: 7,
  fechaAlta: '2026-11-22T10:00:00.000Z',
  userId: 'u-1',
  facturaId: null,
  ...cambios,
});

test('ASOP{orderId}.RSP has one fixed-width line per order line, with the name cut to 30 characters', () => {
  const archivo = archivoAsopRsp({ id: 77 }, [item({}), item({ troquel: 9, codigoBarras: null, prodNombre: 'Gasa', respId: null, cantPedida: 3, cantAprobada: 0 })]);
  expect(archivo.nombre).toBe('ASOP77.RSP');
  const lineas = archivo.contenido.split('\r\n');
  expect(lineas).toEqual([
    '0001234' + '7790001234567' + '0012' + '0010' + '05' + 'Ibuprofeno 400 mg comprimidos ',
    '0000009' + ' '.repeat(13) + '0003' + '0000' + '00' + 'Gasa'.padEnd(30, ' '),
    '',
  ]);
  expect(lineas[0]).toHaveLength(7 + 13 + 4 + 4 + 2 + 30);
});

test('salida-{orderId}.txt lists the order with a header, semicolons and names of at most 30 characters', () => {
  const archivo = archivoSalida({ id: 77 }, [item({}), item({ troquel: 9, prodNombre: 'Alcohol; en gel', importe: 300 })]);
  expect(archivo.nombre).toBe('salida-77.txt');
  expect(archivo.contenido.split('\r\n')).toEqual([
    'troquel;codigoBarras;producto;cantidadPedida;cantidadAprobada;importe',
    '1234;7790001234567;Ibuprofeno 400 mg comprimidos ;12;10;15000.50',
    '9;7790001234567;Alcohol, en gel;12;10;300.00',
    '',
  ]);
});

test('the manual print shows quantities in 3 characters (asterisks when wider) and names in 30', () => {
  expect(lineaImpresionManual(5, 'Amoxicilina')).toBe(`  5 ${'Amoxicilina'.padEnd(30, ' ')}`);
  expect(lineaImpresionManual(1200, 'Paracetamol 500 mg comprimidos x 100')).toBe('*** Paracetamol 500 mg comprimidos');
  expect(lineasImpresionManual([item({ cantPedida: 12 })])).toEqual([' 12 Ibuprofeno 400 mg comprimidos ']);
});
