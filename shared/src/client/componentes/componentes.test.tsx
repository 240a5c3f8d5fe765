/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PaginaCargando } from './PaginaCargando.js';
import { SeccionEnDesarrollo } from './SeccionEnDesarrollo.js';
import { useSesion, useSessionStore } from '../sesion-store.js';
import { perfilASesion } from '../../domain/sesion.js';
import { registrarRutas, retirarRutas } from '../../domain/tabla-rutas.js';
import { act } from 'react';

describe('SeccionEnDesarrollo', () => {
  // The route as its section declares it, in the page's route table.
  beforeAll(() => registrarRutas({ remoto: 'mfe-pedidos', rutas: { 'historico-pedido': { path: '/historico/pedido/:pedidoId', titulo: 'Histórico de pedidos' } } }));
  afterAll(() => retirarRutas('mfe-pedidos'));

  it("shows the current route's title and 'Sección en desarrollo'", () => {
    render(
      <MemoryRouter initialEntries={['/historico/pedido/12']}>
        <SeccionEnDesarrollo />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Histórico de pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Sección en desarrollo')).toBeInTheDocument();
  });

  it('shows a given title', () => {
    render(
      <MemoryRouter>
        <SeccionEnDesarrollo titulo="Bonos" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Bonos' })).toBeInTheDocument();
  });
});

it('PaginaCargando announces that it is loading', () => {
  render(<PaginaCargando />);
  expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
});

it('useSesion re-renders when the user signs in and out', () => {
  function Saludo() {
    const usuario = useSesion();
    return <p>{usuario ? `Hola ${usuario.nombre}` : 'Sin sesión'}</p>;
  }
  render(<Saludo />);
  expect(screen.getByText('Sin sesión')).toBeInTheDocument();
  act(() => useSessionStore.getState().setSesion(perfilASesion({ sub: 'u', name: 'Ana', FarmaciaId: 1 }, 1), 't'));
  expect(screen.getByText('Hola Ana')).toBeInTheDocument();
  act(() => useSessionStore.getState().limpiar());
  expect(screen.getByText('Sin sesión')).toBeInTheDocument();
});
