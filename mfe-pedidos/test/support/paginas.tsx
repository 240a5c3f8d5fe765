import type { IncomingMessage } from 'node:http';
import type { ReactElement } from 'react';
import { IDBFactory } from 'fake-indexeddb';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useCarritoStore, useSessionStore } from '@portal/shared/client';
import type { LineaImportacion, ResultadoLineaCarrito } from '@portal/shared/contracts';
import { CodigoResultadoCarrito, MENSAJES_RESULTADO_CARRITO, tipoResultadoCarrito, type UsuarioSesion } from '@portal/shared/domain';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { iniciarServidor, json, type ServidorPrueba } from './servidorPrueba.js';
import { cambiarCarrito, carritoVersionado, montarApiPedidos, type CarritoPrueba } from './apiPedidos.js';
import { olvidarPrecios } from '../../src/precios/precios.js';
import { useResultadosCarrito } from '../../src/carrito/resultadosCarrito.js';

/**
 * Test support of the ordering pages: the test server (servidorPrueba.ts) with its ordering API and cart (apiPedidos.ts),
 * answers a test sets per call, and the page rendered over it signed in, with a router and a query client.
 */

// Two shared cores run every suite of the workspace: waits are long, what is awaited is exact.
configure({ asyncUtilTimeout: 20_000 });
jest.setTimeout(60_000);

// antd measures the scrollbar through a pseudo-element on every table, which jsdom reports as not implemented.
const estiloComputado = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento) => estiloComputado(elemento);

export interface Respuesta {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as they are, with their content type (a download). */
  archivo?: { tipo: string; datos: Buffer };
}

export type Responder = (cuerpo: unknown, req: IncomingMessage) => Respuesta;

export interface ApiPaginas {
  servidor: ServidorPrueba;
  carrito: CarritoPrueba;
  /** How `METODO /path` (query string excluded) answers, ahead of the ordering API; forgotten by `reiniciar`. */
  responder(clave: string, respuesta: Respuesta | Responder): void;
  /** The calls to `METODO /path` received, with their bodies. */
  cuerpos(clave: string): unknown[];
  /** Before each test: no answers set, no calls, an empty cart, a fresh browser cache and no prices remembered. */
  reiniciar(): void;
}

const clave = (req: IncomingMessage) => `${req.method ?? 'GET'} ${(req.url ?? '/').split('?')[0]}`;

export async function iniciarApiPaginas(): Promise<ApiPaginas> {
  const servidor = await iniciarServidor();
  const carrito: CarritoPrueba = { items: [], proximoCodigo: CodigoResultadoCarrito.Ok };
  montarApiPedidos(servidor, carrito);
  const respuestas = new Map<string, Responder>();
  servidor.rutas.unshift((req, cuerpo, res) => {
    const responder = respuestas.get(clave(req));
    if (!responder) return false;
    const { status = 200, body, archivo } = responder(cuerpo, req);
    if (archivo) res.writeHead(status, { 'content-type': archivo.tipo }).end(archivo.datos);
    else if (body === undefined) res.writeHead(status).end();
    else json(res, status, body);
    return true;
  });
  return {
    servidor,
    carrito,
    responder: (c, r) => respuestas.set(c, typeof r === 'function' ? r : () => r),
    cuerpos: (c) => servidor.llamadas.filter((l) => `${l.metodo} ${l.path.split('?')[0]}` === c).map((l) => l.cuerpo),
    reiniciar: () => {
      respuestas.clear();
      servidor.llamadas.length = 0;
      carrito.items = [];
      carrito.version = 0;
      carrito.retenerRespuesta = undefined;
      carrito.proximoCodigo = CodigoResultadoCarrito.Ok;
      globalThis.indexedDB = new IDBFactory();
      olvidarPrecios();
      useCarritoStore.getState().limpiar();
      useResultadosCarrito.getState().descartar();
    },
  };
}

/**
 * `ImportarCarrito` as the API does it: each line's units are added to what the cart holds, except for the troqueles
 * `rechazos` names, which answer that code and stay out. Asked with `conCarrito=true`, the answer carries the cart too.
 */
export function responderImportarCarrito(api: ApiPaginas, rechazos: Record<number, CodigoResultadoCarrito> = {}): void {
  api.responder('POST /api/carritopersistente/ImportarCarrito', (cuerpo, req) => {
    const resultados = (cuerpo as LineaImportacion[]).map((linea): ResultadoLineaCarrito => {
      const codigo = rechazos[linea.troquel] ?? CodigoResultadoCarrito.Ok;
      const actual = api.carrito.items.find((i) => i.troquel === linea.troquel);
      const cantidad = (actual?.cantidad ?? 0) + linea.cantidad;
      if (tipoResultadoCarrito(codigo) !== 'error') {
        cambiarCarrito(api.carrito, (items) => [
          ...items.filter((i) => i.troquel !== linea.troquel),
          { troquel: linea.troquel, cantidad, ofertaId: 0, comboId: 0, recomendado: false, ultimaActualizacion: '2026-11-22T10:00:00Z' },
        ]);
      }
      return { troquel: linea.troquel, codigo, mensaje: MENSAJES_RESULTADO_CARRITO[codigo], tipo: tipoResultadoCarrito(codigo), nuevoOfertaId: 0, cantidad };
    });
    const conCarrito = new URL(req.url ?? '/', 'http://prueba').searchParams.get('conCarrito') === 'true';
    return { body: conCarrito ? { resultados, carrito: carritoVersionado(api.carrito) } : resultados };
  });
}

export { USUARIO_PRUEBA };

function DondeEstoy() {
  const { pathname } = useLocation();
  return <output data-testid="ubicacion">{pathname}</output>;
}

/**
 * Renders `pagina` at `direccion` under the route pattern `path` (and `otras` pages a flow moves to), signed in as the
 * test user; `ubicacion` shows where navigation went.
 */
export function mostrarPagina(
  pagina: ReactElement,
  path: string,
  direccion: string,
  usuario: UsuarioSesion = USUARIO_PRUEBA,
  otras: [string, ReactElement][] = [],
) {
  useSessionStore.getState().setSesion(usuario, 'token-de-prueba');
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={cliente}>
      <MemoryRouter initialEntries={[direccion]}>
        <Routes>
          <Route path={path} element={pagina} />
          {otras.map(([otroPath, otra]) => (
            <Route key={otroPath} path={otroPath} element={otra} />
          ))}
          <Route path="*" element={<span>Otra página</span>} />
        </Routes>
        <DondeEstoy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
