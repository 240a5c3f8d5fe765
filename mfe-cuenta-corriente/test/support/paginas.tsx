import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import type { UsuarioSesion } from '@portal/shared/domain';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';

/**
 * Test support of the current-account pages: a real local HTTP server whose answers a test sets per call
 * (`METODO /path`, query string excluded), and the page rendered over it signed in, with a router and a query client.
 */

// Two shared cores run every suite of the workspace: waits are long, what is awaited is exact.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(120_000);

// antd measures the scrollbar through a pseudo-element on every table, which jsdom reports as not implemented.
const estiloComputado = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento) => estiloComputado(elemento);

export interface Respuesta {
  status?: number;
  body?: unknown;
  archivo?: { tipo: string; datos: Buffer; nombre?: string };
}
export type Responder = (cuerpo: unknown, req: IncomingMessage) => Respuesta;

export interface ApiPaginas {
  responder(clave: string, respuesta: Respuesta | Responder): void;
  /** The calls to `METODO /path` received, with their bodies. */
  cuerpos(clave: string): unknown[];
  reiniciar(): void;
  cerrar(): Promise<void>;
}

export const USUARIO_CC: UsuarioSesion = { ...USUARIO_PRUEBA, farmaciaId: 1001, secciones: [2], roles: ['CuentaCorriente', 'CuentaCorrienteFacturas'] };
export const USUARIO_GRUPO: UsuarioSesion = { ...USUARIO_CC, grupoId: 1, roles: ['CuentaCorriente', 'CuentaCorrienteGrupo'] };

export async function iniciarApiPaginas(): Promise<ApiPaginas> {
  const respuestas = new Map<string, Responder>();
  const llamadas: { clave: string; cuerpo: unknown }[] = [];
  const servidor: Server = createServer((req, res) => {
    let texto = '';
    req.on('data', (parte) => (texto += parte));
    req.on('end', () => {
      const clave = `${req.method ?? 'GET'} ${(req.url ?? '/').split('?')[0]}`;
      const cuerpo: unknown = texto ? JSON.parse(texto) : undefined;
      llamadas.push({ clave, cuerpo });
      const responder = respuestas.get(clave);
      if (!responder) return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'No se encontró el recurso solicitado.' }));
      const { status = 200, body, archivo } = responder(cuerpo, req);
      if (archivo) {
        res.writeHead(status, { 'content-type': archivo.tipo, ...(archivo.nombre ? { 'content-disposition': `attachment; filename="${archivo.nombre}"` } : {}) }).end(archivo.datos);
      } else if (body === undefined) res.writeHead(status).end();
      else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  configurarApiClient({ baseUrl: url, timeoutMs: 5_000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined, esperaReintentoMs: 1, registrar: () => undefined });
  return {
    responder: (c, r) => respuestas.set(c, typeof r === 'function' ? r : () => r),
    cuerpos: (c) => llamadas.filter((l) => l.clave === c).map((l) => l.cuerpo),
    reiniciar: () => {
      respuestas.clear();
      llamadas.length = 0;
    },
    cerrar: () =>
      new Promise((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}

/** Renders `pagina` at `direccion` under the route pattern `path`, signed in as `usuario`. */
export function mostrarPagina(pagina: ReactElement, path: string, direccion: string, usuario: UsuarioSesion = USUARIO_CC) {
  useSessionStore.getState().setSesion(usuario, 'token-de-prueba');
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={cliente}>
      <MemoryRouter initialEntries={[direccion]}>
        <Routes>
          <Route path={path} element={pagina} />
          <Route path="*" element={<span>Otra página</span>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
