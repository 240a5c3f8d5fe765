/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TablaCargando, TarjetaCargando } from './Esqueletos.js';

test('la tabla y la tarjeta en carga se anuncian como ocupadas', () => {
  render(
    <>
      <TablaCargando filas={3} />
      <TarjetaCargando conImagen />
    </>,
  );

  expect(screen.getByRole('status', { name: 'Cargando tabla' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status', { name: 'Cargando tarjeta' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status', { name: 'Cargando tabla' }).querySelectorAll('li')).toHaveLength(3);
});
