/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ajustarNumero, SelectorNumero, type LimitesNumero } from './SelectorNumero.js';

test.each<[number, LimitesNumero, number]>([
  [7, { multiplo: 6 }, 12],
  [6, { multiplo: 6 }, 6],
  [-3, { min: 0 }, 0],
  [150, { max: 100 }, 100],
  [100, { max: 100, multiplo: 6 }, 96],
  [2.4, {}, 2],
  [1, { min: 5, multiplo: 2 }, 6],
])('ajusta %d con %j a %d', (valor, limites, esperado) => {
  expect(ajustarNumero(valor, limites)).toBe(esperado);
});

function Cantidad(props: LimitesNumero & { inicial: number }) {
  const [valor, setValor] = useState(props.inicial);
  return <SelectorNumero valor={valor} onChange={setValor} min={props.min} max={props.max} multiplo={props.multiplo} />;
}

test('los botones suman y restan de a un múltiplo, sin pasar los límites', () => {
  render(<Cantidad inicial={6} multiplo={6} max={12} />);
  const campo = screen.getByRole('spinbutton', { name: 'Cantidad' });

  fireEvent.click(screen.getByRole('button', { name: 'Sumar a Cantidad' }));
  expect(campo).toHaveValue('12');
  expect(screen.getByRole('button', { name: 'Sumar a Cantidad' })).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Restar a Cantidad' }));
  fireEvent.click(screen.getByRole('button', { name: 'Restar a Cantidad' }));
  expect(campo).toHaveValue('0');
  expect(screen.getByRole('button', { name: 'Restar a Cantidad' })).toBeDisabled();
});

test('un valor escrito queda en el múltiplo aceptado', () => {
  render(<Cantidad inicial={0} multiplo={6} />);
  const campo = screen.getByRole('spinbutton', { name: 'Cantidad' });

  fireEvent.change(campo, { target: { value: '7' } });
  fireEvent.blur(campo);

  expect(campo).toHaveValue('12');
});
