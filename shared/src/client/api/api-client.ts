import { z, type ZodType } from 'zod';
import { describirProblemas, enEspanol } from '../errores-zod.js';
import { routePath } from '../../domain/ruta-path.js';
import { muestraIndicador, useCargandoStore } from '../cargando-store.js';
import { useSessionStore } from '../sesion-store.js';
import { useTiempoRealStore } from '../tiempo-real-store.js';
import {
  ErrorApi,
  ErrorRespuestaInvalida,
  ErrorServidor,
  ErrorSolicitudIncorrecta,
  ErrorTimeout,
  esCuerpoErrorApi,
} from './errores.js';
import { serializarFiltros, type FiltroLista } from './filtros.js';

export interface OpcionesApiClient {
  /** Address under which the `/api/...` paths of SPEC §7 live (usually the site origin). */
  baseUrl: string;
  timeoutMs: number;
  versionCliente: string;
  navegar(path: string): void;
  notificarError(mensaje: string): void;
  reportarError?(error: unknown): void;
  /** Where the generic error handler logs; console.error when absent. */
  registrar?(mensaje: string, error: unknown): void;
  /**
   * The API refused the session (401): its token expired or was revoked because the user's roles or sections changed
   * (SPEC §4 ContextChanged). The host renews it at once, which signs the user out with the reason when the identity
   * provider refuses, instead of leaving the page on calls that all fail until the next scheduled renewal.
   */
  sesionRechazada?(): void;
  /** Retry n waits n times this (SPEC §9: n seconds); tests shorten it. */
  esperaReintentoMs?: number;
}

export type ValorQuery = string | number | boolean | null | undefined | (string | number | boolean)[];

export interface OpcionesSolicitud<T> {
  body?: unknown;
  query?: Record<string, ValorQuery>;
  headers?: Record<string, string>;
  /** Validates the answer's body; a mismatch rejects with ErrorRespuestaInvalida. */
  schema?: ZodType<T>;
  /** Downloads: no timeout (SPEC §9). */
  sinTimeout?: boolean;
  /** No negative notification; redirects, retries and error reporting still happen. */
  silencioso?: boolean;
  /** How to read a 2xx body; by default JSON when the server says so, else text. */
  respuesta?: 'json' | 'blob' | 'texto';
  /** With `respuesta: 'blob'`: bytes received so far and the total when the server sends Content-Length. */
  onProgreso?: (progreso: ProgresoDescarga) => void;
  signal?: AbortSignal;
}

export interface ProgresoDescarga {
  recibidos: number;
  /** null when the server streams without Content-Length (the page shows bytes, not a percentage). */
  total: number | null;
}

/** A file from the server: its bytes and the name its Content-Disposition gives, if any. */
export interface ArchivoDescargado {
  blob: Blob;
  nombre: string | null;
}

export interface OpcionesLista<T> {
  /** A ready `filters` value, or conditions to serialise (SPEC §7 operators). */
  filtros?: string | FiltroLista[];
  /** `sorts` value: comma-separated fields, `-` for descending (e.g. '-fecha'). */
  orden?: string;
  page?: number;
  pageSize?: number;
  schema?: ZodType<T>;
  query?: Record<string, ValorQuery>;
  /**
   * A list call of SPEC §7 whose search goes in the body (`BuscarDetallePago`, `BuscarFacturas`…): sent as JSON with
   * `metodo` (POST unless said), paging and sorts still in the query string.
   */
  body?: unknown;
  metodo?: 'POST' | 'PUT';
  /** Headers a call of SPEC §7 asks for (the `farmaciaId` of the remitos to control). */
  headers?: Record<string, string>;
  silencioso?: boolean;
  signal?: AbortSignal;
}

export interface PaginaLista<T> {
  items: T[];
  total: number;
}

/** SPEC §9: three retries. */
export const REINTENTOS = 3;

let opciones: OpcionesApiClient | null = null;

export function configurarApiClient(nuevas: OpcionesApiClient): void {
  opciones = nuevas;
}

function configuracion(): OpcionesApiClient {
  if (!opciones) throw new Error('El cliente de la API no está configurado (falta configurarApiClient).');
  return opciones;
}

function armarUrl(baseUrl: string, path: string, query: Record<string, ValorQuery> = {}): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const parametros = new URLSearchParams();
  for (const [clave, valor] of Object.entries(query)) {
    if (valor === undefined || valor === null) continue;
    for (const v of Array.isArray(valor) ? valor : [valor]) parametros.append(clave, String(v));
  }
  const texto = parametros.toString();
  return texto ? `${url}${url.includes('?') ? '&' : '?'}${texto}` : url;
}

const esCuerpoCrudo = (body: unknown): body is BodyInit =>
  typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;

function encabezados(config: OpcionesApiClient, body: unknown, propios: Record<string, string> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Client-Version': config.versionCliente });
  if (body !== undefined && !esCuerpoCrudo(body)) headers.set('Content-Type', 'application/json');
  const { accessToken } = useSessionStore.getState();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const { connectionId } = useTiempoRealStore.getState();
  if (connectionId) headers.set('connectionId', connectionId);
  for (const [clave, valor] of Object.entries(propios)) headers.set(clave, valor);
  return headers;
}

/** Reads a body chunk by chunk so the page can show how much of a download has arrived. */
async function leerBlobConProgreso(respuesta: Response, onProgreso: (progreso: ProgresoDescarga) => void): Promise<Blob> {
  const largo = Number(respuesta.headers.get('content-length'));
  const total = Number.isFinite(largo) && largo > 0 ? largo : null;
  const tipo = respuesta.headers.get('content-type') ?? '';
  if (!respuesta.body) {
    const blob = await respuesta.blob();
    onProgreso({ recibidos: blob.size, total: total ?? blob.size });
    return blob;
  }
  const partes: Uint8Array[] = [];
  let recibidos = 0;
  onProgreso({ recibidos, total });
  const lector = respuesta.body.getReader();
  for (;;) {
    const { done, value } = await lector.read();
    if (done) break;
    partes.push(value);
    recibidos += value.byteLength;
    onProgreso({ recibidos, total });
  }
  return new Blob(partes as BlobPart[], { type: tipo });
}

/** The file name of `Content-Disposition` (RFC 6266: `filename*` in UTF-8 first, then `filename`). */
export function nombreDeDisposicion(disposicion: string | null): string | null {
  if (!disposicion) return null;
  const extendido = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposicion);
  if (extendido) {
    try {
      return decodeURIComponent(extendido[1]!.trim());
    } catch {
      /* a malformed escape: fall back to the plain name */
    }
  }
  const simple = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposicion);
  const nombre = simple ? (simple[2] ?? simple[1]!).trim() : '';
  return nombre || null;
}

async function leerCuerpo(respuesta: Response, op: OpcionesSolicitud<unknown>): Promise<unknown> {
  const modo = op.respuesta;
  if (modo === 'blob') return op.onProgreso ? leerBlobConProgreso(respuesta, op.onProgreso) : respuesta.blob();
  const texto = await respuesta.text();
  if (modo === 'texto') return texto;
  const esJson = modo === 'json' || (respuesta.headers.get('content-type') ?? '').includes('json');
  if (!esJson || texto === '') return texto === '' ? undefined : texto;
  return JSON.parse(texto) as unknown;
}

async function cuerpoDeError(respuesta: Response): Promise<unknown> {
  try {
    return JSON.parse(await respuesta.text()) as unknown;
  } catch {
    return null;
  }
}

/** Maps an error status to what the caller sees; redirects for 401, 503 and 520 (SPEC §8). */
async function errorDeEstado(respuesta: Response, config: OpcionesApiClient): Promise<ErrorApi> {
  const cuerpo = await cuerpoDeError(respuesta);
  const detalle = esCuerpoErrorApi(cuerpo) ? cuerpo : null;
  const { status } = respuesta;
  switch (status) {
    case 400:
      return new ErrorSolicitudIncorrecta(detalle);
    case 401:
      config.sesionRechazada?.();
      config.navegar('/');
      return new ErrorApi(401, 'La sesión no es válida o venció.', detalle);
    case 503:
      config.navegar(routePath('sitio-en-mantenimiento'));
      return new ErrorApi(503, 'Sitio en mantenimiento', detalle);
    case 520:
      config.navegar(routePath('seccion-en-mantenimiento'));
      return new ErrorApi(520, 'Sección en mantenimiento', detalle);
    default:
      if (status >= 500) return new ErrorServidor(status, detalle);
      return new ErrorApi(status, detalle?.mensaje ?? detalle?.title ?? `El servidor respondió con el estado ${status}.`, detalle);
  }
}

/** SPEC §9: retry on no response, timeout and 5xx, never on 503 or 520. */
const reintentable = (error: unknown): boolean => error instanceof ErrorTimeout || error instanceof ErrorServidor;

const esperar = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** SPEC §9: retry n waits n seconds (n units). */
export const demoraReintento = (reintento: number, unidadMs = 1000): number => reintento * unidadMs;

/** Redirects already tell the user what happened; everything else gets the generic negative notification. */
const yaRedirigido = (error: unknown): boolean => error instanceof ErrorApi && [401, 503, 520].includes(error.status);

const inesperado = (error: unknown): boolean =>
  error instanceof ErrorTimeout || error instanceof ErrorServidor || error instanceof ErrorRespuestaInvalida;

function mensajeParaUsuario(error: unknown): string {
  if (error instanceof ErrorApi) return error.mensajeServidor;
  return error instanceof Error ? error.message : 'Error inesperado';
}

async function intentar(
  metodo: string,
  url: string,
  config: OpcionesApiClient,
  op: OpcionesSolicitud<unknown>,
): Promise<{ datos: unknown; headers: Headers }> {
  const senales = [op.signal, op.sinTimeout ? undefined : AbortSignal.timeout(config.timeoutMs)].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  let respuesta: Response;
  try {
    respuesta = await fetch(url, {
      method: metodo,
      headers: encabezados(config, op.body, op.headers),
      body: op.body === undefined ? undefined : esCuerpoCrudo(op.body) ? op.body : JSON.stringify(op.body),
      signal: senales.length ? AbortSignal.any(senales) : undefined,
    });
  } catch (error) {
    if (op.signal?.aborted) throw error;
    throw new ErrorTimeout();
  }
  if (!respuesta.ok) throw await errorDeEstado(respuesta, config);
  let datos: unknown;
  try {
    datos = respuesta.status === 204 ? undefined : await leerCuerpo(respuesta, op);
  } catch (error) {
    if (op.signal?.aborted) throw error;
    if (error instanceof SyntaxError) throw new ErrorRespuestaInvalida(url, 'no es un JSON válido');
    throw new ErrorTimeout();
  }
  if (op.schema) {
    const resultado = op.schema.safeParse(datos, enEspanol);
    if (!resultado.success) throw new ErrorRespuestaInvalida(url, describirProblemas(resultado.error));
    datos = resultado.data;
  }
  return { datos, headers: respuesta.headers };
}

async function solicitar(metodo: string, path: string, op: OpcionesSolicitud<unknown>): Promise<{ datos: unknown; headers: Headers }> {
  const config = configuracion();
  const url = armarUrl(config.baseUrl, path, op.query);
  const indicador = muestraIndicador(`/${path.replace(/^\/+/, '')}`);
  if (indicador) useCargandoStore.getState().iniciar();
  try {
    for (let reintento = 1; ; reintento += 1) {
      try {
        return await intentar(metodo, url, config, op);
      } catch (error) {
        if (!reintentable(error) || reintento > REINTENTOS || op.signal?.aborted) throw error;
        await esperar(demoraReintento(reintento, config.esperaReintentoMs));
      }
    }
  } catch (error) {
    if (op.signal?.aborted) throw error;
    if (!yaRedirigido(error)) {
      (config.registrar ?? ((mensaje, e) => console.error(mensaje, e)))(`Error en ${metodo} ${path}`, error);
      if (!op.silencioso) config.notificarError(mensajeParaUsuario(error));
    }
    if (inesperado(error)) config.reportarError?.(error);
    throw error;
  } finally {
    if (indicador) useCargandoStore.getState().terminar();
  }
}

async function llamar<T>(metodo: string, path: string, op: OpcionesSolicitud<T> = {}): Promise<T> {
  const { datos } = await solicitar(metodo, path, op as OpcionesSolicitud<unknown>);
  return datos as T;
}

/** A server-made file (SPEC §9: downloads have no timeout), with its progress and the name the server gives it. */
async function descargar(path: string, op: Omit<OpcionesSolicitud<Blob>, 'respuesta' | 'sinTimeout' | 'schema'> & { metodo?: 'GET' | 'POST' } = {}): Promise<ArchivoDescargado> {
  const { metodo = 'GET', ...resto } = op;
  const { datos, headers } = await solicitar(metodo, path, { ...resto, respuesta: 'blob', sinTimeout: true } as OpcionesSolicitud<unknown>);
  return { blob: datos as Blob, nombre: nombreDeDisposicion(headers.get('content-disposition')) };
}

async function lista<T>(path: string, op: OpcionesLista<T> = {}): Promise<PaginaLista<T>> {
  const filtros = typeof op.filtros === 'string' || op.filtros === undefined ? op.filtros : serializarFiltros(op.filtros);
  const { datos, headers } = await solicitar(op.body === undefined ? 'GET' : (op.metodo ?? 'POST'), path, {
    body: op.body,
    query: { ...op.query, filters: filtros || undefined, sorts: op.orden, page: op.page, pageSize: op.pageSize },
    schema: z.array(op.schema ?? z.unknown()),
    headers: op.headers,
    silencioso: op.silencioso,
    signal: op.signal,
  });
  const items = datos as T[];
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : items.length };
}

/** The one API client of the page (a federated singleton): SPEC §7 preamble, §8 transport and §9 retries. */
export const apiClient = {
  get: <T>(path: string, op?: OpcionesSolicitud<T>) => llamar<T>('GET', path, op),
  post: <T>(path: string, op?: OpcionesSolicitud<T>) => llamar<T>('POST', path, op),
  put: <T>(path: string, op?: OpcionesSolicitud<T>) => llamar<T>('PUT', path, op),
  delete: <T>(path: string, op?: OpcionesSolicitud<T>) => llamar<T>('DELETE', path, op),
  lista,
  descargar,
};
