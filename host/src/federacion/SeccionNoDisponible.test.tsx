import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init } from '@module-federation/enhanced/runtime';
import { SeccionNoDisponible } from './SeccionNoDisponible.js';
import { cargarRutasRemotas } from './cargar-rutas-remotas.js';
import { ErrorVersionIncompatible } from './errores-remoto.js';

let pedidosManifest = 0;
let servidor: Server;

beforeAll(async () => {
  // In the built host the bundler runtime creates the federation instance; here the test does.
  init({ name: 'host', remotes: [] });
  servidor = createServer((_req, res) => {
    pedidosManifest++;
    res.writeHead(404).end();
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const { port } = servidor.address() as AddressInfo;
  await cargarRutasRemotas(
    { remotos: [{ nombre: 'mfe-admin', manifestUrl: `http://127.0.0.1:${port}/mfe/admin/mf-manifest.json`, prefijos: ['/admin-usuarios'] }] },
    { reintentos: 0, esperaMs: 0 },
  );
});

afterAll(() => new Promise((listo) => servidor.close(listo)));

test('tells the user the section is not available and retries it on request', async () => {
  const alRecuperar = jest.fn();
  render(<SeccionNoDisponible remoto="mfe-admin" alRecuperar={alRecuperar} />);
  expect(screen.getByText('Sección no disponible momentáneamente')).toBeInTheDocument();
  const antes = pedidosManifest;

  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

  await waitFor(() => expect(pedidosManifest).toBe(antes + 1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled());
  expect(screen.getByText('Sección no disponible momentáneamente')).toBeInTheDocument();
  expect(alRecuperar).not.toHaveBeenCalled();
});

test('explains a remote refused for an incompatible shared version', () => {
  const error = new ErrorVersionIncompatible('mfe-admin', '@portal/shared', '^2.0.0', '1.0.0');
  render(<SeccionNoDisponible remoto="mfe-admin" error={error} />);
  expect(screen.getByText(error.message)).toBeInTheDocument();
});
