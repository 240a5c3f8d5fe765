import { Suspense } from 'react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init } from '@module-federation/enhanced/runtime';
import type { MetaRuta } from '@portal/shared/domain';
import { SeccionNoDisponible } from './SeccionNoDisponible.js';
import { PaginaRemota } from './PaginaRemota.js';
import { crearRegistroRemotos, registroDeConfig, type RegistroRemotos } from './cargar-rutas-remotas.js';
import { ErrorVersionIncompatible } from './errores-remoto.js';

let pedidosManifest = 0;
let servidor: Server;
let registro: RegistroRemotos;

beforeAll(async () => {
  // In the built host the bundler runtime creates the federation instance; here the test does.
  init({ name: 'host', remotes: [] });
  servidor = createServer((_req, res) => {
    pedidosManifest++;
    res.writeHead(404).end();
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const { port } = servidor.address() as AddressInfo;
  registro = registroDeConfig(
    { remotos: [{ nombre: 'mfe-admin', manifestUrl: `http://127.0.0.1:${port}/mfe/admin/mf-manifest.json`, prefijos: ['/admin-usuarios'] }] },
    { reintento: { reintentos: 0, esperaMs: 0 } },
  );
  await registro.cargar('mfe-admin');
});

afterAll(() => new Promise((listo) => servidor.close(listo)));

test('tells the user the section is not available and retries it on request', async () => {
  render(<SeccionNoDisponible reintentar={() => registro.recargar('mfe-admin')} />);
  expect(screen.getByText('Sección no disponible momentáneamente')).toBeInTheDocument();
  const antes = pedidosManifest;

  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

  await waitFor(() => expect(pedidosManifest).toBe(antes + 1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled());
  expect(screen.getByText('Sección no disponible momentáneamente')).toBeInTheDocument();
});

test('explains a remote refused for an incompatible shared version', () => {
  const error = new ErrorVersionIncompatible('mfe-admin', '@portal/shared', '^2.0.0', '1.0.0');
  render(<SeccionNoDisponible error={error} reintentar={() => registro.recargar('mfe-admin')} />);
  expect(screen.getByText(error.message)).toBeInTheDocument();
});

test('a page whose remote failed shows the page itself once a retry loads the remote', async () => {
  let disponible = false;
  const meta: MetaRuta = { nombre: 'lista-usuarios', remoto: 'mfe-admin', path: '/admin-usuarios', titulo: 'Administración de usuarios de farmacia' };
  const local = crearRegistroRemotos({
    remotos: ['mfe-admin'],
    leerTabla: async () => ({ remoto: 'mfe-admin', rutas: { 'lista-usuarios': meta } }),
    cargarModulo: async () => {
      if (!disponible) throw new Error('Failed to fetch');
      return { default: [{ ...meta, pagina: async () => ({ default: () => <h1>Usuarios de la farmacia</h1> }) }] };
    },
  });
  render(
    <Suspense fallback={<p>Cargando página…</p>}>
      <PaginaRemota meta={meta} registro={local} />
    </Suspense>,
  );
  expect(await screen.findByText('Sección no disponible momentáneamente')).toBeInTheDocument();

  disponible = true;
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(await screen.findByRole('heading', { name: 'Usuarios de la farmacia' })).toBeInTheDocument();
  expect(screen.queryByText('Sección no disponible momentáneamente')).not.toBeInTheDocument();
});
