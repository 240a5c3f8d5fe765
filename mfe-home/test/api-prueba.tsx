import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import type { UsuarioSesion } from '@portal/shared/domain';
import { CONFIG_POR_DEFECTO, type ConfigHome } from '../src/configuracion.js';

// antd's Table asks the scrollbar's pseudo-element style, which jsdom does not implement; the element's own will do.
const estilo = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento) => estilo(elemento);

/** An answer: status and JSON body (none for 204). */
export type Respuesta = { status?: number; body?: unknown };

/**
 * A real local HTTP server for the home pages' tests: answers by `METODO /path` (query excluded) and keeps the bodies
 * received; the API client points at it.
 */
export async function apiPrueba(rutas: Record<string, Respuesta | ((cuerpo: unknown) => Respuesta)>) {
  const recibidos: { clave: string; cuerpo: unknown }[] = [];
  const servidor = createServer((req, res) => {
    let texto = '';
    req.on('data', (parte) => (texto += parte));
    req.on('end', () => {
      const clave = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
      const cuerpo: unknown = texto ? JSON.parse(texto) : undefined;
      recibidos.push({ clave, cuerpo });
      const r = rutas[clave];
      const { status = 200, body } = typeof r === 'function' ? r(cuerpo) : (r ?? { status: 404, body: { title: 'No encontrado', status: 404, mensaje: 'No encontrado', errors: {} } });
      if (body === undefined) res.writeHead(status).end();
      else res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const notificados: string[] = [];
  configurarApiClient({
    baseUrl: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
    timeoutMs: 5_000,
    versionCliente: 'prueba',
    navegar: () => undefined,
    notificarError: (m) => notificados.push(m),
    esperaReintentoMs: 1,
    registrar: () => undefined,
  });
  return {
    rutas,
    notificados,
    cuerpos: (clave: string) => recibidos.filter((r) => r.clave === clave).map((r) => r.cuerpo),
    cerrar: () =>
      new Promise<void>((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}

function Direccion() {
  const { pathname, search } = useLocation();
  return <output aria-label="Dirección">{pathname + search}</output>;
}

/** Renders a page at `direccion`, signed in as `usuario`, with the home configuration given. */
export function mostrar(pagina: ReactElement, usuario: UsuarioSesion, direccion = '/', config: Partial<ConfigHome> = {}) {
  useSessionStore.getState().setSesion(usuario, 'token-de-prueba');
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  cliente.setQueryData(['config-home'], { ...CONFIG_POR_DEFECTO, ...config });
  return render(
    <QueryClientProvider client={cliente}>
      <App>
        <MemoryRouter initialEntries={[direccion]}>
          <Routes>
            <Route path={direccion.split('?')[0]} element={pagina} />
            <Route path="*" element={<span>Otra página</span>} />
          </Routes>
          <Direccion />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
