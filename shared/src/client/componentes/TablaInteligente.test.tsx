/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { TablaInteligente } from './TablaInteligente.js';
import type { ColumnaTabla } from './columnas.js';

interface Producto {
  troquel: number;
  nombre: string;
  laboratorio: string;
  precio: number;
}

const COLUMNAS: ColumnaTabla<Producto>[] = [
  { campo: 'troquel', titulo: 'Troquel', tipo: 'numero' },
  { campo: 'nombre', titulo: 'Producto', ordenable: true },
  { campo: 'laboratorio', titulo: 'Laboratorio', filtrable: true },
  { campo: 'precio', titulo: 'Precio', tipo: 'numero', ordenable: true },
];

const productos = (n: number): Producto[] =>
  Array.from({ length: n }, (_, i) => ({
    troquel: 1000 + i,
    nombre: `Producto ${String(n - i).padStart(3, '0')}`,
    laboratorio: i % 2 ? 'Bagó' : 'Roemmers',
    precio: (i * 37) % 100,
  }));

const nombresVisibles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).getAllByRole('cell')[1]?.textContent);

test('pagina las filas y dice cuántas hay', () => {
  render(<TablaInteligente columnas={COLUMNAS} filas={productos(25)} claveFila="troquel" />);

  expect(nombresVisibles()).toHaveLength(10);
  expect(screen.getByText('1-10 de 25')).toBeInTheDocument();

  fireEvent.click(screen.getByTitle('3'));
  expect(nombresVisibles()).toHaveLength(5);
  expect(screen.getByText('21-25 de 25')).toBeInTheDocument();
});

test('ordena por una columna al hacer clic en su título', () => {
  render(<TablaInteligente columnas={COLUMNAS} filas={productos(5)} claveFila="troquel" />);
  expect(nombresVisibles()).toEqual(['Producto 005', 'Producto 004', 'Producto 003', 'Producto 002', 'Producto 001']);

  fireEvent.click(screen.getByText('Producto'));

  expect(nombresVisibles()).toEqual(['Producto 001', 'Producto 002', 'Producto 003', 'Producto 004', 'Producto 005']);
});

test('filtra por los valores de una columna', () => {
  render(<TablaInteligente columnas={COLUMNAS} filas={productos(6)} claveFila="troquel" />);

  fireEvent.click(screen.getByRole('button', { name: /filter/i }));
  fireEvent.click(screen.getByText('Bagó', { selector: 'span' }));
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));

  const laboratorios = screen
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).getAllByRole('cell')[2]?.textContent);
  expect(laboratorios).toEqual(['Bagó', 'Bagó', 'Bagó']);
});

test('sin filas muestra el texto de vacío', () => {
  render(<TablaInteligente columnas={COLUMNAS} filas={[]} claveFila="troquel" vacio="No hay productos" />);
  expect(screen.getByText('No hay productos')).toBeInTheDocument();
});

test('una lista larga se desplaza en lugar de paginarse', () => {
  render(<TablaInteligente columnas={COLUMNAS} filas={productos(2000)} claveFila="troquel" />);

  expect(screen.queryByText(/de 2000/)).not.toBeInTheDocument();
  expect(screen.getAllByRole('row').length).toBeLessThan(200);
});
