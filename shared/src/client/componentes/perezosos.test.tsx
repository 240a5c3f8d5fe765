/** @jest-environment jsdom */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { SelectorNumero, TablaInteligente, type ColumnaTabla } from '../index.js';

interface Fila {
  troquel: number;
  nombre: string;
}

const COLUMNAS: ColumnaTabla<Fila>[] = [
  { campo: 'troquel', titulo: 'Troquel', tipo: 'numero' },
  { campo: 'nombre', titulo: 'Nombre', tipo: 'texto' },
];

test('los componentes del barril cargan su código al mostrarse, y la página a su alrededor no espera', async () => {
  function Pagina() {
    const [cantidad, setCantidad] = useState(6);
    return (
      <main>
        <h1>Pedido</h1>
        <TablaInteligente columnas={COLUMNAS} filas={[{ troquel: 12345, nombre: 'Ibuprofeno 400' }]} claveFila="troquel" />
        <SelectorNumero valor={cantidad} onChange={setCantidad} multiplo={6} etiqueta="Cajas" />
      </main>
    );
  }
  render(<Pagina />);

  expect(screen.getByRole('heading', { name: 'Pedido' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Ibuprofeno 400' })).toBeInTheDocument();
  expect(await screen.findByRole('spinbutton', { name: 'Cajas' })).toHaveValue('6');
});
