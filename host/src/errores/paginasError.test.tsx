import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  PaginaErrorInesperado,
  PaginaNoEncontrada,
  PaginaSeccionEnMantenimiento,
  PaginaSinPermisos,
  PaginaSitioEnMantenimiento,
} from './paginasError.js';

test.each<[string, ComponentType]>([
  ['Página no encontrada', PaginaNoEncontrada],
  ['Error inesperado', PaginaErrorInesperado],
  ['Sin permisos para acceder', PaginaSinPermisos],
  ['Sección en mantenimiento', PaginaSeccionEnMantenimiento],
])('muestra "%s" y un camino de vuelta al inicio', (titulo, Pagina) => {
  render(
    <MemoryRouter>
      <Pagina />
    </MemoryRouter>,
  );
  expect(screen.getByText(titulo)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
});

test('el sitio en mantenimiento con wait=true pide esperar a que se restablezca', () => {
  render(
    <MemoryRouter initialEntries={['/sitio-en-mantenimiento?wait=true']}>
      <PaginaSitioEnMantenimiento />
    </MemoryRouter>,
  );
  expect(screen.getByText('Sitio en mantenimiento')).toBeInTheDocument();
  expect(screen.getByText('El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('el sitio en mantenimiento sin wait avisa que hay una versión nueva', () => {
  render(
    <MemoryRouter initialEntries={['/sitio-en-mantenimiento']}>
      <PaginaSitioEnMantenimiento />
    </MemoryRouter>,
  );
  expect(screen.getByText('Hay una nueva versión del portal. Reintente para continuar.')).toBeInTheDocument();
});
