import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { navegarRecordandoOrigen } from '../mantenimiento/origenMantenimiento.js';
import { definirUrlSondeo } from '../mantenimiento/sondeoSitio.js';
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

describe('vuelta desde el mantenimiento', () => {
  let api: ServidorHttp;
  let estadoApi: number;

  beforeAll(async () => {
    api = await iniciarServidorHttp((_solicitud, res) => responderJson(res, estadoApi, estadoApi === 503 ? { mensaje: 'En mantenimiento' } : []));
    definirUrlSondeo(`${api.url}/api/estado`);
  });
  afterAll(() => api.cerrar());
  beforeEach(() => sessionStorage.clear());

  function irAMantenimiento(origen: string, pagina: string) {
    navegarRecordandoOrigen(() => undefined, () => origen)(pagina);
  }

  test('el sitio en mantenimiento vuelve a consultar la API y, en servicio, recarga la página donde estaba el usuario', async () => {
    estadoApi = 503;
    irAMantenimiento('/historico/buscar?desde=01%2F11%2F2026', '/sitio-en-mantenimiento');
    const recargas: string[] = [];
    render(
      <MemoryRouter initialEntries={['/sitio-en-mantenimiento?wait=true']}>
        <PaginaSitioEnMantenimiento intervaloMs={20} recargar={(path) => recargas.push(path)} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(api.solicitudes.length).toBeGreaterThanOrEqual(2));
    expect(recargas).toEqual([]);

    estadoApi = 200;

    await waitFor(() => expect(recargas).toEqual(['/historico/buscar?desde=01%2F11%2F2026']));
  });

  test('la sección en mantenimiento devuelve al usuario a la página de la sección', async () => {
    irAMantenimiento('/cc/detalle-pagos', '/seccion-en-mantenimiento');
    const router = createMemoryRouter(
      [
        { path: '/seccion-en-mantenimiento', element: <PaginaSeccionEnMantenimiento intervaloMs={20} /> },
        { path: '/cc/detalle-pagos', element: <h1>Detalle de pagos</h1> },
      ],
      { initialEntries: ['/seccion-en-mantenimiento'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Sección en mantenimiento')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Detalle de pagos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cc/detalle-pagos');
  });
});
