import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { registrarPortal } from '../../test/support/tablasRemotas.js';
import { usuarioCon } from '../../test/support/usuarios.js';
import { InsigniaBonos } from './InsigniaBonos.js';

let api: ServidorHttp;
let pendientes = 0;

beforeAll(async () => {
  api = await iniciarServidorHttp((_solicitud, res) => responderJson(res, 200, pendientes));
  configurarApiClient({ baseUrl: api.url, timeoutMs: 5000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined });
});
afterAll(() => api.cerrar());
beforeEach(() => {
  useSessionStore.getState().limpiar();
  // The bonos page as mfe-pedidos' manifest declares it (its guards decide whether the badge shows).
  registrarPortal();
});

function mostrar() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InsigniaBonos />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('la cabecera muestra los bonos pendientes de la farmacia y lleva a la página de bonos', async () => {
  pendientes = 3;
  useSessionStore.getState().setSesion(usuarioCon(['Pedidos', 'AccesoDashboard'], [1]), 'token');
  mostrar();
  const insignia = await screen.findByRole('link', { name: 'Bonos pendientes: 3' });
  expect(insignia).toHaveAttribute('href', '/historico/bonos');
  expect(insignia).toHaveTextContent('3');
  expect(api.solicitudes.at(-1)?.path).toBe('/api/farmacia/25/cantBonos');
});

test('mientras la sección de pedidos no está disponible, la insignia no aparece ni consulta', () => {
  registrarPortal(['mfe-home']);
  const antes = api.solicitudes.length;
  useSessionStore.getState().setSesion(usuarioCon(['Pedidos', 'AccesoDashboard'], [1]), 'token');
  mostrar();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(api.solicitudes.length).toBe(antes);
});

test('un usuario que no puede abrir los bonos no los consulta', () => {
  const antes = api.solicitudes.length;
  useSessionStore.getState().setSesion(usuarioCon(['CuentaCorriente'], [2]), 'token');
  mostrar();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(api.solicitudes.length).toBe(antes);
});
