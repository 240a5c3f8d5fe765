import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useCarritoStore } from '@portal/shared/client';
import { InsigniaCarrito } from './InsigniaCarrito.js';

const linea = (troquel: number) => ({ troquel, cantidad: 1, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' });

afterEach(() => useCarritoStore.getState().limpiar());

test('the cart badge names its lines in agreement: "1 producto", "2 productos", "0 productos"', () => {
  render(
    <MemoryRouter>
      <InsigniaCarrito />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link')).toHaveAccessibleName('Carrito: 0 productos');
  act(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 5, items: [linea(1001)] }));
  expect(screen.getByRole('link')).toHaveAccessibleName('Carrito: 1 producto');
  act(() => useCarritoStore.getState().aplicarActualizacion({ carritoId: 5, items: [linea(1001), linea(1002)] }));
  expect(screen.getByRole('link')).toHaveAccessibleName('Carrito: 2 productos');
  expect(screen.getByRole('link')).toHaveAttribute('href', '/pedidos/resumen');
});
