/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IngresoLotes } from './IngresoLotes.js';

let ultimo: string[] = [];

function Linea({ maximo }: { maximo?: number }) {
  const [lotes, setLotes] = useState<string[]>([]);
  return (
    <IngresoLotes
      lotes={lotes}
      maximo={maximo}
      onChange={(nuevos) => {
        ultimo = nuevos;
        setLotes(nuevos);
      }}
    />
  );
}

function ingresar(valor: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Lote' }), { target: { value: valor } });
  fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
}

beforeEach(() => {
  ultimo = [];
});

test('guarda cada lote normalizado', () => {
  render(<Linea />);

  ingresar('  00ab-12 ');
  ingresar('000');

  expect(ultimo).toEqual(['AB-12', '0']);
  expect(screen.getByText('AB-12')).toBeInTheDocument();
});

test('rechaza un lote repetido aunque se escriba distinto', () => {
  render(<Linea />);
  ingresar('ab-12');

  ingresar(' 0AB-12');

  expect(screen.getByText('El lote AB-12 ya fue ingresado.')).toBeInTheDocument();
  expect(ultimo).toEqual(['AB-12']);
});

test('un valor vacío pide ingresar un lote', () => {
  render(<Linea />);

  ingresar('   ');

  expect(screen.getByText('Ingrese un lote.')).toBeInTheDocument();
  expect(ultimo).toEqual([]);
});

test('no deja pasar del máximo y permite quitar un lote', () => {
  render(<Linea maximo={2} />);
  ingresar('L1');
  ingresar('L2');

  expect(screen.getByText('2 de 2 ingresados')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Agregar' })).toBeDisabled();

  fireEvent.click(screen.getAllByRole('button', { name: 'Quitar' })[0]);
  expect(ultimo).toEqual(['L2']);
  expect(screen.getByRole('button', { name: 'Agregar' })).toBeEnabled();
});
