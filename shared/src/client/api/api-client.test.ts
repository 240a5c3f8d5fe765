import { z } from 'zod';
import { levantarServidor, responderJson, type Manejador } from '../../../test/support/servidor.js';
import { useCargandoStore } from '../cargando-store.js';
import { useSessionStore } from '../sesion-store.js';
import { useTiempoRealStore } from '../tiempo-real-store.js';
import { perfilASesion } from '../../domain/sesion.js';
import { apiClient, configurarApiClient, demoraReintento, nombreDeDisposicion, REINTENTOS } from './api-client.js';
import { ErrorApi, ErrorRespuestaInvalida, ErrorServidor, ErrorSolicitudIncorrecta, ErrorTimeout } from './errores.js';

let servidor: Awaited<ReturnType<typeof levantarServidor>>;
let manejador: Manejador;
let navegaciones: string[];
let notificaciones: string[];
let reportados: unknown[];
let registrados: string[];

const configurar = (extra: { timeoutMs?: number; baseUrl?: string } = {}) =>
  configurarApiClient({
    baseUrl: extra.baseUrl ?? servidor.url,
    timeoutMs: extra.timeoutMs ?? 2_000,
    versionCliente: 'abc123',
    navegar: (path) => navegaciones.push(path),
    notificarError: (mensaje) => notificaciones.push(mensaje),
    reportarError: (error) => reportados.push(error),
    registrar: (mensaje) => registrados.push(mensaje),
    sesionRechazada: () => navegaciones.push('(renovar la sesión)'),
    esperaReintentoMs: 1,
  });

const errorApi = (status: number, mensaje: string) => ({ title: 'Error', status, mensaje, errors: {} });

beforeAll(async () => {
  servidor = await levantarServidor((req, res, body) => manejador(req, res, body));
});
afterAll(() => servidor.cerrar());

beforeEach(() => {
  servidor.recibidas.length = 0;
  navegaciones = [];
  notificaciones = [];
  reportados = [];
  registrados = [];
  useSessionStore.getState().limpiar();
  useTiempoRealStore.getState().setConnectionId(null);
  configurar();
});

describe('SPEC §7 preamble: headers of every call', () => {
  it('sends the bearer token, X-Client-Version and connectionId', async () => {
    manejador = (_req, res) => responderJson(res, 200, { ok: true });
    useSessionStore.getState().setSesion(perfilASesion({ sub: 'u', FarmaciaId: 1001 }, Date.now() + 60_000), 'token-1');
    useTiempoRealStore.getState().setConnectionId('conexion-9');

    await expect(apiClient.get('/api/farmacia/1001')).resolves.toEqual({ ok: true });

    const [solicitud] = servidor.recibidas;
    expect(solicitud.url).toBe('/api/farmacia/1001');
    expect(solicitud.headers.authorization).toBe('Bearer token-1');
    expect(solicitud.headers['x-client-version']).toBe('abc123');
    expect(solicitud.headers.connectionid).toBe('conexion-9');
  });

  it('sends no bearer nor connectionId when there is no session or connection', async () => {
    manejador = (_req, res) => responderJson(res, 200, []);
    await apiClient.get('api/banner');
    const [solicitud] = servidor.recibidas;
    expect(solicitud.url).toBe('/api/banner');
    expect(solicitud.headers.authorization).toBeUndefined();
    expect(solicitud.headers.connectionid).toBeUndefined();
  });

  it('sends a JSON body, query values and extra headers', async () => {
    manejador = (_req, res) => responderJson(res, 200, { userId: 'n1' });
    await apiClient.post('/api/controlPedido', {
      body: { troquel: 1234567, cantidad: 2 },
      query: { a: 1, b: ['x', 'y'], c: undefined },
      headers: { farmaciaId: '1001' },
    });
    const [solicitud] = servidor.recibidas;
    expect(solicitud.method).toBe('POST');
    expect(solicitud.url).toBe('/api/controlPedido?a=1&b=x&b=y');
    expect(solicitud.headers['content-type']).toBe('application/json');
    expect(solicitud.headers.farmaciaid).toBe('1001');
    expect(JSON.parse(solicitud.body)).toEqual({ troquel: 1234567, cantidad: 2 });
  });

  it('answers undefined for 204 (e.g. no news)', async () => {
    manejador = (_req, res) => res.writeHead(204).end();
    await expect(apiClient.get('/api/novedad/1')).resolves.toBeUndefined();
  });
});

describe('SPEC §5: answers must match their contract', () => {
  const usuario = z.object({ id: z.string(), email: z.string() });

  it('returns the parsed body when it matches', async () => {
    manejador = (_req, res) => responderJson(res, 200, { id: 'u1', email: 'a@b.c' });
    await expect(apiClient.get('/api/Usuario/u1', { schema: usuario })).resolves.toEqual({ id: 'u1', email: 'a@b.c' });
  });

  it('rejects a body that does not match, and notifies and reports it', async () => {
    manejador = (_req, res) => responderJson(res, 200, { id: 5 });
    const error = await apiClient.get('/api/Usuario/u1', { schema: usuario }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorRespuestaInvalida);
    expect((error as Error).message).toContain('La respuesta del servidor no tiene el formato esperado');
    expect(notificaciones).toEqual([(error as Error).message]);
    expect(reportados).toEqual([error]);
  });
});

describe('SPEC §8 transport errors', () => {
  it('waits the retry number in seconds before each of the 3 retries', () => {
    expect(REINTENTOS).toBe(3);
    expect([1, 2, 3].map((n) => demoraReintento(n))).toEqual([1000, 2000, 3000]);
  });

  it('no response: retries 3 times, then rejects with the timeout error', async () => {
    manejador = (req) => req.socket.destroy();
    const error = await apiClient.get('/api/estado').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorTimeout);
    expect((error as Error).message).toBe('Posiblemente el servidor demoró demasiado en responder');
    expect(servidor.recibidas).toHaveLength(1 + REINTENTOS);
    expect(notificaciones).toEqual(['Posiblemente el servidor demoró demasiado en responder']);
    expect(reportados).toEqual([error]);
  });

  it('a server slower than the configured timeout: retries, then the timeout error', async () => {
    configurar({ timeoutMs: 50 });
    manejador = () => undefined;
    await expect(apiClient.get('/api/pedido/turnos')).rejects.toBeInstanceOf(ErrorTimeout);
    expect(servidor.recibidas).toHaveLength(1 + REINTENTOS);
  });

  it('downloads (sinTimeout) wait for a slow server', async () => {
    configurar({ timeoutMs: 50 });
    manejador = (_req, res) => setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/csv' }).end('a;b'), 300);
    await expect(apiClient.get('/api/archivo/DescargarArchivo/1/x.csv', { sinTimeout: true, respuesta: 'texto' })).resolves.toBe('a;b');
    expect(servidor.recibidas).toHaveLength(1);
  });

  it('500: retries 3 times, then the internal server error', async () => {
    manejador = (_req, res) => responderJson(res, 500, errorApi(500, 'detalle interno'));
    const error = await apiClient.get('/api/pedido/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorServidor);
    expect((error as ErrorServidor).status).toBe(500);
    expect(servidor.recibidas).toHaveLength(1 + REINTENTOS);
    expect(reportados).toEqual([error]);
  });

  it('5xx then success: a retry returns the answer and nobody is notified', async () => {
    let intentos = 0;
    manejador = (_req, res) => (++intentos < 3 ? responderJson(res, 502, {}) : responderJson(res, 200, [1]));
    await expect(apiClient.get('/api/estado')).resolves.toEqual([1]);
    expect(servidor.recibidas).toHaveLength(3);
    expect(notificaciones).toEqual([]);
  });

  it('400: the bad request error, notifying the server\'s mensaje', async () => {
    manejador = (_req, res) => responderJson(res, 400, errorApi(400, 'La cantidad debe ser mayor a cero.'));
    const error = await apiClient.post('/api/carritopersistente/ActualizarItemCarrito', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorSolicitudIncorrecta);
    expect((error as Error).message).toBe('El servidor no reconoce el request como correcto');
    expect(servidor.recibidas).toHaveLength(1);
    expect(notificaciones).toEqual(['La cantidad debe ser mayor a cero.']);
  });

  it('400 without an API error body notifies the bad request text', async () => {
    manejador = (_req, res) => responderJson(res, 400, { title: 'solo título', mensaje: 'ignorado' });
    await expect(apiClient.get('/api/x')).rejects.toBeInstanceOf(ErrorSolicitudIncorrecta);
    expect(notificaciones).toEqual(['El servidor no reconoce el request como correcto']);
  });

  it('401: asks the host to renew the session and sends the browser to /, without retrying nor notifying', async () => {
    manejador = (_req, res) => responderJson(res, 401, errorApi(401, 'Sus permisos cambiaron. Ingrese nuevamente.'));
    await expect(apiClient.get('/api/banner')).rejects.toMatchObject({ status: 401 });
    expect(navegaciones).toEqual(['(renovar la sesión)', '/']);
    expect(servidor.recibidas).toHaveLength(1);
    expect(notificaciones).toEqual([]);
  });

  it('503: the site-in-maintenance page, no retry', async () => {
    manejador = (_req, res) => responderJson(res, 503, errorApi(503, 'Sitio en mantenimiento'));
    await expect(apiClient.get('/api/banner')).rejects.toMatchObject({ status: 503 });
    expect(navegaciones).toEqual(['/sitio-en-mantenimiento']);
    expect(servidor.recibidas).toHaveLength(1);
    expect(notificaciones).toEqual([]);
  });

  it('520: the section-in-maintenance page, no retry', async () => {
    manejador = (_req, res) => responderJson(res, 520, errorApi(520, 'Sección en mantenimiento'));
    await expect(apiClient.get('/api/CuentaCorriente/deuda/1001')).rejects.toMatchObject({ status: 520 });
    expect(navegaciones).toEqual(['/seccion-en-mantenimiento']);
    expect(servidor.recibidas).toHaveLength(1);
    expect(reportados).toEqual([]);
  });

  it('other API errors: a negative notification with the server\'s mensaje, logged', async () => {
    manejador = (_req, res) => responderJson(res, 404, errorApi(404, 'No se encontró el pedido.'));
    const error = await apiClient.get('/api/pedido/99').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorApi);
    expect(error).toMatchObject({ status: 404, message: 'No se encontró el pedido.' });
    expect(notificaciones).toEqual(['No se encontró el pedido.']);
    expect(registrados).toEqual(['Error en GET /api/pedido/99']);
    expect(reportados).toEqual([]);
  });

  it('silencioso: no notification, the error still rejects', async () => {
    manejador = (_req, res) => responderJson(res, 409, errorApi(409, 'El carrito está bloqueado.'));
    await expect(apiClient.put('/api/carritopersistente/BorrarCarritoCompleto', { silencioso: true })).rejects.toMatchObject({ status: 409 });
    expect(notificaciones).toEqual([]);
  });

  it('a call the caller aborts is neither retried nor notified', async () => {
    const abortador = new AbortController();
    manejador = () => abortador.abort();
    const promesa = apiClient.get('/api/producto', { signal: abortador.signal });
    await expect(promesa).rejects.toMatchObject({ name: 'AbortError' });
    expect(notificaciones).toEqual([]);
  });
});

describe('loading indicator', () => {
  it('counts calls in flight, except banners and InfoHoras', async () => {
    const vistos: number[] = [];
    manejador = (_req, res) => {
      vistos.push(useCargandoStore.getState().pendientes);
      responderJson(res, 200, {});
    };
    await apiClient.get('/api/pedido/turnos');
    await apiClient.get('/api/farmacia/InfoHoras');
    await apiClient.get('/api/archivo/banners/uno.svg');
    expect(vistos).toEqual([1, 0, 0]);
    expect(useCargandoStore.getState().pendientes).toBe(0);
  });

  it('goes back to zero after a failure', async () => {
    manejador = (_req, res) => responderJson(res, 404, errorApi(404, 'No.'));
    await expect(apiClient.get('/api/x', { silencioso: true })).rejects.toBeInstanceOf(ErrorApi);
    expect(useCargandoStore.getState().pendientes).toBe(0);
  });
});

describe('list calls', () => {
  it('sends filters, sorts, page and pageSize, and reads the total from X-Total-Count', async () => {
    manejador = (_req, res) => responderJson(res, 200, [{ nroBono: 1 }, { nroBono: 2 }], { 'X-Total-Count': '57' });
    const pagina = await apiClient.lista('/api/Bono/Buscar', {
      filtros: [
        { campo: 'estadoId', operador: '==', valor: [1, 2] },
        { campo: 'leyenda', operador: '@=', valor: 'a,b|c' },
      ],
      orden: '-fechaAlta',
      page: 2,
      pageSize: 25,
      schema: z.object({ nroBono: z.number() }),
    });
    expect(pagina).toEqual({ items: [{ nroBono: 1 }, { nroBono: 2 }], total: 57 });
    const url = new URL(servidor.recibidas[0].url, servidor.url);
    expect(url.pathname).toBe('/api/Bono/Buscar');
    expect(url.searchParams.get('filters')).toBe('estadoId==1|2,leyenda@=a\\,b\\|c');
    expect(url.searchParams.get('sorts')).toBe('-fechaAlta');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('25');
  });

  it('sends a search that goes in the body (BuscarDetallePago) as JSON with POST, or PUT when asked, paging in the query', async () => {
    manejador = (_req, res) => responderJson(res, 200, [], { 'X-Total-Count': '0' });
    await apiClient.lista('/api/CuentaCorriente/BuscarDetallePago', { body: { farmaciaId: 1001 }, page: 3, pageSize: 10 });
    await apiClient.lista('/api/ResumenSemanal/ResumenesSemanales', { body: { desde: '2026-01-01' }, metodo: 'PUT' });
    const [buscar, resumenes] = servidor.recibidas;
    expect([buscar.method, JSON.parse(buscar.body), new URL(buscar.url, servidor.url).searchParams.get('page')]).toEqual(['POST', { farmaciaId: 1001 }, '3']);
    expect([resumenes.method, JSON.parse(resumenes.body)]).toEqual(['PUT', { desde: '2026-01-01' }]);
  });

  it('rejects an answer that is not a list', async () => {
    manejador = (_req, res) => responderJson(res, 200, { items: [] });
    await expect(apiClient.lista('/api/TransferLaboratorio/Buscar', { silencioso: true })).rejects.toBeInstanceOf(ErrorRespuestaInvalida);
  });
});

describe('downloads', () => {
  it('reports the bytes as they arrive against Content-Length and takes the server file name', async () => {
    const contenido = Buffer.alloc(200_000, 7);
    manejador = (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(contenido.length),
        'Content-Disposition': `attachment; filename="factura.pdf"; filename*=UTF-8''Factura%20A%200001-00000042.pdf`,
      });
      res.write(contenido.subarray(0, 100_000));
      setTimeout(() => res.end(contenido.subarray(100_000)), 20);
    };
    const vistos: { recibidos: number; total: number | null }[] = [];
    const archivo = await apiClient.descargar('/api/factura/42/pdf', { onProgreso: (p) => vistos.push(p) });
    expect(archivo.nombre).toBe('Factura A 0001-00000042.pdf');
    expect(archivo.blob.size).toBe(200_000);
    expect(vistos[0]).toEqual({ recibidos: 0, total: 200_000 });
    expect(vistos.at(-1)).toEqual({ recibidos: 200_000, total: 200_000 });
    expect(vistos.length).toBeGreaterThan(2);
  });

  it('streams without Content-Length: progress in bytes, no total; a name-less answer gives null', async () => {
    manejador = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv', 'Transfer-Encoding': 'chunked' });
      res.end('a;b\n1;2\n');
    };
    const vistos: { recibidos: number; total: number | null }[] = [];
    const archivo = await apiClient.descargar('/api/movimientos', { metodo: 'POST', body: { desde: 1 }, onProgreso: (p) => vistos.push(p) });
    expect(archivo.nombre).toBeNull();
    expect(vistos.at(-1)).toEqual({ recibidos: 8, total: null });
    expect(servidor.recibidas[0]).toMatchObject({ method: 'POST', body: '{"desde":1}' });
  });

  it('reads the plain filename form and ignores a malformed one', () => {
    expect(nombreDeDisposicion('attachment; filename=salida-12.txt')).toBe('salida-12.txt');
    expect(nombreDeDisposicion('attachment; filename="ASOP12.RSP"')).toBe('ASOP12.RSP');
    expect(nombreDeDisposicion('inline')).toBeNull();
    expect(nombreDeDisposicion(null)).toBeNull();
  });
});
