import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import { TOGGLES_DEVOLUCION_POR_DEFECTO, type TogglesDevolucion, type UsuarioSesion } from '@portal/shared/domain';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';

/**
 * Test support of the returns pages: a real local HTTP server whose answers a test sets per call (`METODO /path`,
 * query string excluded; a function answer may wait), and the page rendered over it signed in, with a router, a query
 * client and the return toggles of config.json.
 */

// Two shared cores run every suite of the workspace (a page with a form, a range picker and a server table took 20 s
// to first ask for its rows under that load): waits are long, what is awaited is exact.
configure({ asyncUtilTimeout: 45_000 });
jest.setTimeout(150_000);

// antd measures the scrollbar through a pseudo-element on every table, which jsdom reports as not implemented.
const estiloComputado = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento) => estiloComputado(elemento);

export interface Respuesta {
  status?: number;
  body?: unknown;
  archivo?: { tipo: string; datos: Buffer; nombre?: string };
  /** ms before answering. */
  demoraMs?: number;
}
export type Responder = (cuerpo: unknown, req: IncomingMessage) => Respuesta;

export interface ApiPaginas {
  responder(clave: string, respuesta: Respuesta | Responder): void;
  /** The calls to `METODO /path` received, with their bodies. */
  cuerpos(clave: string): unknown[];
  /** The query strings of the calls to `METODO /path`. */
  consultas(clave: string): URLSearchParams[];
  reiniciar(): void;
  cerrar(): Promise<void>;
}

/** A pharmacy user of every returns section, as admin.demo. */
export const USUARIO_DEVOLUCIONES: UsuarioSesion = {
  ...USUARIO_PRUEBA,
  farmaciaId: 1001,
  secciones: [8, 11, 41],
  roles: ['Devoluciones'],
  permisos: { ...USUARIO_PRUEBA.permisos, devoluciones: true },
};

/** Parameters as the demo seed answers `/api/Devolucion/Parametros` for a clerk. */
export const PARAMETROS = {
  longitudMinimaNroSerie: 8,
  longitudMaximaNroSerie: 20,
  longitudMaximaNroLote: 20,
  diasDevolucion: 30,
  diasDevolucionAdministrador: 90,
  diasControlFechasYPrecios: 30,
  maxDiasAnteriorFacturaParaDevolucion: 30,
  maxDiasAnteriorFacturaParaDevolucionFaltantes: 7,
};

export async function iniciarApiPaginas(): Promise<ApiPaginas> {
  const respuestas = new Map<string, Responder>();
  const llamadas: { clave: string; cuerpo: unknown; consulta: URLSearchParams }[] = [];
  const servidor: Server = createServer((req, res) => {
    let texto = '';
    req.on('data', (parte) => (texto += parte));
    req.on('end', () => {
      const [path, query = ''] = (req.url ?? '/').split('?');
      const clave = `${req.method ?? 'GET'} ${path}`;
      const cuerpo: unknown = texto ? JSON.parse(texto) : undefined;
      llamadas.push({ clave, cuerpo, consulta: new URLSearchParams(query) });
      const responder = respuestas.get(clave);
      if (!responder) return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'No se encontró el recurso solicitado.', errors: {} }));
      const { status = 200, body, archivo, demoraMs = 0 } = responder(cuerpo, req);
      setTimeout(() => {
        if (res.destroyed) return;
        if (archivo) {
          res.writeHead(status, { 'content-type': archivo.tipo, 'content-length': archivo.datos.length, ...(archivo.nombre ? { 'content-disposition': `attachment; filename="${archivo.nombre}"` } : {}) }).end(archivo.datos);
        } else if (body === undefined) res.writeHead(status).end();
        else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }, demoraMs);
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  configurarApiClient({ baseUrl: url, timeoutMs: 10_000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined, esperaReintentoMs: 1, registrar: () => undefined });
  return {
    responder: (c, r) => respuestas.set(c, typeof r === 'function' ? r : () => r),
    cuerpos: (c) => llamadas.filter((l) => l.clave === c).map((l) => l.cuerpo),
    consultas: (c) => llamadas.filter((l) => l.clave === c).map((l) => l.consulta),
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

function Direccion() {
  const { pathname } = useLocation();
  return <output aria-label="Dirección">{pathname}</output>;
}

export interface OpcionesPagina {
  usuario?: UsuarioSesion;
  toggles?: Partial<TogglesDevolucion>;
  /** Other routes the page may go to, each with what it shows. */
  otras?: Record<string, ReactElement>;
}

/** Renders `pagina` at `direccion` under the route pattern `path`, signed in, with the toggles of config.json given. */
export function mostrarPagina(pagina: ReactElement, path: string, direccion: string, o: OpcionesPagina = {}) {
  useSessionStore.getState().setSesion(o.usuario ?? USUARIO_DEVOLUCIONES, 'token-de-prueba');
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  cliente.setQueryData(['config-devoluciones'], { ...TOGGLES_DEVOLUCION_POR_DEFECTO, ...o.toggles });
  return render(
    <QueryClientProvider client={cliente}>
      <App>
        <MemoryRouter initialEntries={[direccion]}>
          <Routes>
            <Route path={path} element={pagina} />
            {Object.entries(o.otras ?? {}).map(([p, e]) => (
              <Route key={p} path={p} element={e} />
            ))}
            <Route path="*" element={<span>Otra página</span>} />
          </Routes>
          <Direccion />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
