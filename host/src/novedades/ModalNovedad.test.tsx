import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import { iniciarServidorHttp, responderJson, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { usuarioCon } from '../../test/support/usuarios.js';
import { CLAVE_POPUP_REPETICION } from './novedades-api.js';
import { ModalNovedad, toca } from './ModalNovedad.js';

jest.setTimeout(60_000);

let api: ServidorHttp;
let leidaEn: string | null;
let hayNovedad: boolean;

beforeAll(async () => {
  api = await iniciarServidorHttp((s, res) => {
    if (s.path === '/api/novedad/25') {
      if (!hayNovedad) return void res.writeHead(204).end();
      return responderJson(res, 200, { id: 3, noticia: 'Nuevo horario de reparto.', fechaPublicacion: '2026-11-20T12:00:00.000Z' });
    }
    if (s.path === '/api/novedad/lectura/3') {
      if (s.metodo === 'PUT') leidaEn = new Date().toISOString();
      return responderJson(res, 200, { novedadId: 3, leidaEn });
    }
    responderJson(res, 404, { title: 'No encontrado', status: 404, mensaje: 'No encontrado', errors: {} });
  });
  configurarApiClient({ baseUrl: api.url, timeoutMs: 5000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined });
});
afterAll(() => api.cerrar());

/** The shell's modal for a current-account user (cuenta.demo's roles, who lands on /cc), popUpRepeticion 7. */
function mostrar() {
  useSessionStore.getState().setSesion(usuarioCon(['CuentaCorriente', 'CuentaCorrienteFacturas'], [2]), 'token');
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  cliente.setQueryData(CLAVE_POPUP_REPETICION, 7);
  return render(
    <QueryClientProvider client={cliente}>
      <ModalNovedad />
    </QueryClientProvider>,
  );
}

test('a news item read shows again only after popUpRepeticion days', () => {
  const ahora = Date.parse('2026-11-25T12:00:00Z');
  expect(toca(null, 7, ahora)).toBe(true);
  expect(toca('2026-11-20T12:00:00Z', 7, ahora)).toBe(false);
  expect(toca('2026-11-18T12:00:00Z', 7, ahora)).toBe(true);
});

test('an unread news item shows as a modal to any user of the pharmacy; closing it marks it read on the server', async () => {
  hayNovedad = true;
  leidaEn = null;
  const usuario = userEvent.setup();
  const { unmount } = mostrar();
  expect(await screen.findByText('Nuevo horario de reparto.')).toBeInTheDocument();
  expect(screen.getByText('Publicada el 20/11/2026')).toBeInTheDocument();
  await usuario.click(screen.getByRole('button', { name: 'Entendido' }));
  await waitFor(() => expect(api.solicitudes.filter((s) => s.metodo === 'PUT' && s.path === '/api/novedad/lectura/3')).toHaveLength(1));
  expect(leidaEn).not.toBeNull();
  unmount();
  // Read a moment ago: a new session does not show it again.
  const segundo = mostrar();
  await waitFor(() => expect(api.solicitudes.filter((s) => s.metodo === 'GET' && s.path === '/api/novedad/lectura/3').length).toBeGreaterThanOrEqual(2));
  expect(screen.queryByText('Nuevo horario de reparto.')).toBeNull();
  segundo.unmount();
});

test('without news (204) nothing shows', async () => {
  hayNovedad = false;
  const antes = api.solicitudes.length;
  mostrar();
  await waitFor(() => expect(api.solicitudes.length).toBeGreaterThan(antes));
  expect(screen.queryByRole('dialog')).toBeNull();
});
