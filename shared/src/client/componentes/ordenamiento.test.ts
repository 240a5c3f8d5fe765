import { compararFecha, compararNumero, compararTexto, ordenarPor, sortsDesdeOrden } from './ordenamiento.js';

interface Fila {
  nombre: string;
  importe: number | null;
  fecha: string;
}

const FILAS: Fila[] = [
  { nombre: 'Ibuprofeno 400', importe: 1200, fecha: '2026-11-03T10:00:00Z' },
  { nombre: 'amoxicilina', importe: null, fecha: '2026-10-01T10:00:00Z' },
  { nombre: 'Ácido fólico', importe: 300, fecha: 'no es fecha' },
  { nombre: 'Ibuprofeno 40', importe: 50, fecha: '2026-11-20T10:00:00Z' },
];

it('orders text the Spanish way, ignoring accents and case, numbers by value', () => {
  expect(ordenarPor(FILAS, 'nombre').map((f) => f.nombre)).toEqual(['Ácido fólico', 'amoxicilina', 'Ibuprofeno 40', 'Ibuprofeno 400']);
  expect(compararTexto('Item 2', 'Item 10')).toBeLessThan(0);
});

it('orders numbers with the missing ones last, descending too', () => {
  expect(ordenarPor(FILAS, 'importe', 'ascend', 'numero').map((f) => f.importe)).toEqual([50, 300, 1200, null]);
  expect(ordenarPor(FILAS, 'importe', 'descend', 'numero').map((f) => f.importe)).toEqual([null, 1200, 300, 50]);
  expect(compararNumero(undefined, 3)).toBeGreaterThan(0);
});

it('orders dates with unreadable ones last, and leaves the original list alone', () => {
  const antes = FILAS.map((f) => f.nombre);
  expect(ordenarPor(FILAS, 'fecha', 'ascend', 'fecha').map((f) => f.fecha)).toEqual([
    '2026-10-01T10:00:00Z',
    '2026-11-03T10:00:00Z',
    '2026-11-20T10:00:00Z',
    'no es fecha',
  ]);
  expect(FILAS.map((f) => f.nombre)).toEqual(antes);
  expect(compararFecha(new Date('2026-01-01'), '2025-12-31')).toBeGreaterThan(0);
});

it('turns a table sort state into the list call sorts value', () => {
  expect(sortsDesdeOrden('fecha', 'descend')).toBe('-fecha');
  expect(sortsDesdeOrden('nombre', 'ascend')).toBe('nombre');
  expect(sortsDesdeOrden('nombre', null)).toBeUndefined();
  expect(sortsDesdeOrden(undefined, 'ascend')).toBeUndefined();
});
