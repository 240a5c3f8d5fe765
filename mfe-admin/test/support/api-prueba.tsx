import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import { SECCIONES_HABILITABLES, type UsuarioSesion } from '@portal/shared/domain';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { olvidarNombresUsuarios } from '../../src/paginas/comun/nombres-usuarios.js';
import { ROLES_ASIGNABLES } from './usuarios.js';

/**
 * Test support of the administration pages: a real local HTTP server whose answers each test sets per `METODO /path`,
 * and a page rendered over it signed in as a pharmacy administrator, with a router and a query client.
 */

// Two shared cores run every suite of the workspace: waits are long, what is awaited is exact.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

// antd measures the scrollbar through a pseudo-element on every table, which jsdom reports as not implemented.
const estiloComputado = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento) => estiloComputado(elemento);

/**
 * The pharmacy's full administrator: every assignable role and every section, so it may manage every user of the
 * tests (issue 27); a test of what a lesser one may do signs in as another.
 */
export const ADMIN_PRUEBA: UsuarioSesion = {
  ...USUARIO_PRUEBA,
  id: 'admin-1',
  nombre: 'Laura Fernández',
  roles: ROLES_ASIGNABLES.map((r) => r.nombre),
  secciones: [...SECCIONES_HABILITABLES],
};

export interface Respuesta {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Responder = (cuerpo: unknown, req: IncomingMessage) => Respuesta;

export interface ApiPrueba {
  url: string;
  responder(clave: string, respuesta: Respuesta | Responder): void;
  /** The calls received, as `METODO /path?query`, with their bodies. */
  llamadas: { clave: string; url: string; cuerpo: unknown }[];
  cuerpos(clave: string): unknown[];
  /** The server log messages the page sent. */
  registros(): string[];
  reiniciar(): void;
  cerrar(): Promise<void>;
}

const claveDe = (req: IncomingMessage) => `${req.method ?? 'GET'} ${(req.url ?? '/').split('?')[0]}`;

export async function iniciarApiPrueba(): Promise<ApiPrueba> {
  const respuestas = new Map<string, Responder>();
  const llamadas: ApiPrueba['llamadas'] = [];
  const servidor: Server = createServer((req, res) => {
    let texto = '';
    req.on('data', (parte) => (texto += parte));
    req.on('end', () => {
      const cuerpo: unknown = texto ? JSON.parse(texto) : undefined;
      const clave = claveDe(req);
      llamadas.push({ clave, url: req.url ?? '', cuerpo });
      if (clave === 'POST /api/kibana/log') return void res.writeHead(204).end();
      const responder = respuestas.get(clave);
      if (!responder) return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'No encontrado', status: 404, mensaje: 'No se encontró el recurso solicitado.', errors: {} }));
      const { status = 200, body, headers = {} } = responder(cuerpo, req);
      if (body === undefined) res.writeHead(status, headers).end();
      else res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  // The server answers at once, but it shares this process with jsdom: on a busy machine a first render of antd's
  // styles can hold the event loop past a short timeout, and the client's retry would show as a second call.
  configurarApiClient({ baseUrl: url, timeoutMs: 30_000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined, esperaReintentoMs: 1, registrar: () => undefined });
  return {
    url,
    llamadas,
    responder: (c, r) => respuestas.set(c, typeof r === 'function' ? r : () => r),
    cuerpos: (c) => llamadas.filter((l) => l.clave === c).map((l) => l.cuerpo),
    registros: () => llamadas.filter((l) => l.clave === 'POST /api/kibana/log').map((l) => (l.cuerpo as { mensaje: string }).mensaje),
    reiniciar: () => {
      respuestas.clear();
      llamadas.length = 0;
      olvidarNombresUsuarios();
    },
    cerrar: () =>
      new Promise((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}

function DondeEstoy() {
  const { pathname } = useLocation();
  return <output data-testid="ubicacion">{pathname}</output>;
}

/** Renders `pagina` at `direccion` under the route pattern `path`, signed in as `usuario`; `ubicacion` shows where navigation went. */
export function mostrarPagina(pagina: ReactElement, path: string, direccion: string, usuario: UsuarioSesion = ADMIN_PRUEBA) {
  useSessionStore.getState().setSesion(usuario, 'token-de-prueba');
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={cliente}>
      <App>
        <MemoryRouter initialEntries={[direccion]}>
          <Routes>
            <Route path={path} element={pagina} />
            <Route path="*" element={<span>Otra página</span>} />
          </Routes>
          <DondeEstoy />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
