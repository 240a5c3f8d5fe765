import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import { USUARIO_PRUEBA } from '@portal/shared/desarrollo';
import Inicio from './Inicio.js';

const FARMACIA = {
  id: 7,
  nombre: 'Farmacia del Centro',
  razonSocial: 'Del Centro S.R.L.',
  descuento: 0,
  plazo: 30,
  saldo: 1000,
  direccion: 'Av. Corrientes 1234',
  localidad: 'CABA',
  codPostal: '1043',
  cuit: '30-12345678-9',
  ingresosBrutos: '901-123456-7',
  directorTecnico: 'María López',
  sucursal: 1,
  fechaVencimiento: null,
  tipoContribuyente: 1,
  tipoFarmacia: 1,
  nroReparto: 3,
  gln: null,
};


let servidor: Server;
let autorizacion: string | undefined;

beforeAll(async () => {
  servidor = createServer((req, res) => {
    autorizacion = req.headers.authorization;
    if (req.url === '/api/farmacia/7') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FARMACIA));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ mensaje: 'No se encontró el recurso solicitado.' }));
    }
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  configurarApiClient({
    baseUrl: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
    timeoutMs: 5_000,
    versionCliente: 'prueba',
    navegar: () => undefined,
    notificarError: () => undefined,
  });
});

afterAll(() => new Promise((listo) => servidor.close(listo)));

test('Inicio shows the name of the user\'s pharmacy and welcomes the user', async () => {
  useSessionStore.getState().setSesion(USUARIO_PRUEBA, 'token-de-prueba');
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <Inicio />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  expect(screen.getByText('¡Bienvenido/a, Ana Gómez!')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Farmacia del Centro' })).toBeInTheDocument();
  expect(autorizacion).toBe('Bearer token-de-prueba');
  expect(container.querySelector('[data-remoto="mfe-home"]')).not.toBeNull();
});
