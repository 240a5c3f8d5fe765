import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Producto } from '@portal/shared/contracts';
import { configurarApiClient } from '@portal/shared/client';
import { definirConfigPedidos } from '../../src/configuracion.js';

export type Manejador = (req: IncomingMessage, cuerpo: unknown, res: ServerResponse) => boolean;

export interface ServidorPrueba {
  url: string;
  /** Every call received: method, path, headers and JSON body. */
  llamadas: { metodo: string; path: string; headers: IncomingMessage['headers']; cuerpo: unknown }[];
  rutas: Manejador[];
  cerrar(): Promise<void>;
}

export const json = (res: ServerResponse, estado: number, datos: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(estado, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(datos));

/** A real local HTTP server for the `/api/...` calls of a test; the API client and the catalogue point at it. */
export async function iniciarServidor(): Promise<ServidorPrueba> {
  const llamadas: ServidorPrueba['llamadas'] = [];
  const rutas: Manejador[] = [];
  const servidor: Server = createServer((req, res) => {
    let texto = '';
    req.on('data', (parte) => (texto += parte));
    req.on('end', () => {
      const cuerpo: unknown = texto ? JSON.parse(texto) : undefined;
      llamadas.push({ metodo: req.method ?? '', path: req.url ?? '', headers: req.headers, cuerpo });
      if (req.method === 'POST' && req.url === '/api/kibana/log') return void res.writeHead(204).end();
      if (!rutas.some((r) => r(req, cuerpo, res))) json(res, 404, { mensaje: 'No se encontró el recurso solicitado.' });
    });
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  configurarApiClient({ baseUrl: url, timeoutMs: 5_000, versionCliente: 'prueba', navegar: () => undefined, notificarError: () => undefined, esperaReintentoMs: 1, registrar: () => undefined });
  definirConfigPedidos({ apiBaseUrl: url, carritoDetallePrecio: { delta: 100, debounce: 20 } });
  return {
    url,
    llamadas,
    rutas,
    cerrar: () =>
      new Promise((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}

/** The messages the page sent to the server log. */
export const registrosEnviados = (s: ServidorPrueba): string[] =>
  s.llamadas.filter((l) => l.path === '/api/kibana/log').map((l) => (l.cuerpo as { mensaje: string }).mensaje);

export function producto(troquel: number, nombre: string, extra: Partial<Producto> = {}): Producto {
  return {
    troquel,
    codigoBarras: `779${String(troquel).padStart(10, '0')}`,
    codigoBarras1: null,
    nombre,
    presentacion: null,
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
    ...extra,
  };
}

/** `GET /api/producto` as the API answers it: `Last-Modified`, and 304 for an `If-Modified-Since` not older. */
export function rutaProductos(obtener: () => { productos: unknown; ultimaModificacion: Date }): Manejador {
  return (req, _cuerpo, res) => {
    if (req.method !== 'GET' || req.url !== '/api/producto') return false;
    const { productos, ultimaModificacion } = obtener();
    const desde = Date.parse(req.headers['if-modified-since'] ?? '');
    const headers = { 'last-modified': ultimaModificacion.toUTCString(), 'cache-control': 'private, no-cache' };
    if (Number.isFinite(desde) && desde >= ultimaModificacion.getTime()) res.writeHead(304, headers).end();
    else json(res, 200, productos, headers);
    return true;
  };
}
