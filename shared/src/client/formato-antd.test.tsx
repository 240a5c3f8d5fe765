/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { InputNumber, Statistic } from 'antd';
import { entradaNumeroEsAr, formatearCifra } from './formato.js';

// What the user sees in antd's own components once they take the shared formatter (antd groups with commas by itself).
test('a count in a Statistic reads 10.021, not 10,021', () => {
  render(<Statistic title="Unidades" value={10_021} formatter={formatearCifra} />);
  expect(screen.getByText('10.021')).toBeInTheDocument();
  expect(screen.queryByText(/10,021/)).not.toBeInTheDocument();
});

function Importe() {
  const [valor, setValor] = useState<string | number | null>(null);
  return (
    <>
      <InputNumber aria-label="Importe" min={0} {...entradaNumeroEsAr} value={valor} onChange={setValor} />
      <output>{String(valor)}</output>
    </>
  );
}

test('an amount field reads "1.500,5" as one thousand five hundred and a half, and shows it so after leaving it', () => {
  render(<Importe />);
  const campo = screen.getByRole('spinbutton', { name: 'Importe' });
  fireEvent.focus(campo);
  fireEvent.change(campo, { target: { value: '1.500,5' } });
  expect(screen.getByRole('status')).toHaveTextContent('1500.5');
  fireEvent.blur(campo);
  expect(campo).toHaveValue('1.500,5');
});
