import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configurarApiClient, useSessionStore } from '@portal/shared/client';
import type { Precio, Producto } from '@portal/shared/contracts';
import type { UsuarioSesion } from '@portal/shared/domain';

/** Test support: a real local HTTP server playing the API, and the page rendered over it with a router and a query client. */

// antd's first render in jsdom takes seconds on a shared machine; waiting for a page is not what these tests measure.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

export interface Solicitud {
  metodo: string;
  path: string;
  body: unknown;
}

export interface Respuesta {
  status?: number;
  body?: unknown;
}

export type Manejador = (solicitud: Solicitud) => Respuesta;

export interface ServidorPrueba {
  solicitudes: Solicitud[];
  /** Sets how `METODO /path` answers (exact path, query string excluded). */
  responder(clave: string, manejador: Manejador | Respuesta): void;
  cerrar(): Promise<void>;
}

async function leerBody(req: IncomingMessage): Promise<unknown> {
  const partes: Buffer[] = [];
  for await (const parte of req) partes.push(parte as Buffer);
  const texto = Buffer.concat(partes).toString('utf8');
  return texto === '' ? undefined : (JSON.parse(texto) as unknown);
}

export async function iniciarServidorPrueba(): Promise<ServidorPrueba> {
  const manejadores = new Map<string, Manejador>();
  const solicitudes: Solicitud[] = [];
  const servidor: Server = createServer((req, res) => {
    void leerBody(req).then((body) => {
      const solicitud = { metodo: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0] ?? '/', body };
      solicitudes.push(solicitud);
      const manejador = manejadores.get(`${solicitud.metodo} ${solicitud.path}`);
      const respuesta = manejador ? manejador(solicitud) : { status: 404, body: { title: 'No encontrado', errors: {}, mensaje: 'No se encontró el recurso solicitado.' } };
      const status = respuesta.status ?? 200;
      if (respuesta.body === undefined) {
        res.writeHead(status).end();
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(respuesta.body));
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  configurarApiClient({
    baseUrl: `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`,
    timeoutMs: 5_000,
    versionCliente: 'prueba',
    navegar: () => undefined,
    notificarError: () => undefined,
    registrar: () => undefined,
    esperaReintentoMs: 1,
  });
  return {
    solicitudes,
    responder: (clave, manejador) => manejadores.set(clave, typeof manejador === 'function' ? manejador : () => manejador),
    cerrar: () => new Promise((listo) => servidor.close(() => listo())),
  };
}

export const USUARIO_PRUEBA: UsuarioSesion = {
  id: 'u-1',
  nombre: 'Ana Gómez',
  email: 'ana@farmacia.com.ar',
  farmaciaId: 7,
  grupoId: null,
  secciones: [1],
  roles: ['Pedidos'],
  expiraEn: Date.now() + 3_600_000,
  permisos: { accesoDashboard: true, cuentaCorriente: false, cuentaCorrienteFacturas: false, cuentaCorrienteGrupo: false, devoluciones: false, pedidos: true },
};

export function producto(troquel: number, nombre: string, codigoBarras = `779${String(troquel).padStart(10, '0')}`): Producto {
  return {
    troquel,
    codigoBarras,
    codigoBarras1: null,
    nombre,
    descripcionExtendida: null,
    laboratorioId: 1,
    drogaId: null,
    panalPami: false,
    imagen: null,
    categoriaId: 1,
    noSeFabricaMas: false,
    fechaBaja: null,
    flags: 0,
    iva105: false,
    iva21: true,
    refrigerado: false,
    aptoCeliaco: false,
    trazable: false,
    psicofarmaco: false,
    psicofarmacoNoFacturable: false,
    categorizable: true,
  };
}

export function precio(troquel: number, valor: number, stock: Precio['stock'] = 'normal'): Precio {
  return {
    troquel,
    stock,
    iva: 2,
    ultimoPrecio: valor,
    ultimoIngreso: null,
    precioAnterior: null,
    precioLista: valor,
    comboId: 0,
    ofertaId: 0,
    valor,
    descuentoTexto: '',
    min: 1,
    max: null,
    multi: 1,
    cantidad: 1,
    requisito: null,
  };
}

/** Answers the catalogue calls (`SinFiltro`, `precio`) from these products and prices. */
export function responderCatalogo(servidor: ServidorPrueba, productos: Producto[], precios: Precio[]): void {
  servidor.responder('POST /api/producto/SinFiltro', ({ body }) => ({ body: productos.filter((p) => (body as number[]).includes(p.troquel)) }));
  servidor.responder('POST /api/producto/precio', ({ body }) => ({ body: precios.filter((p) => (body as { items: number[] }).items.includes(p.troquel)) }));
}

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
