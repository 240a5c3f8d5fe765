import { registrarEnServidor, useSessionStore, useTiempoRealStore } from '@portal/shared/client';
import { productosSchema, type Producto } from '@portal/shared/contracts';
import { guardarCopia, leerCopia, type CopiaCatalogo } from './copiaGuardada.js';
import { comprimir, descomprimir } from './compresion.js';
import { obtenerConfigPedidos } from '../configuracion.js';
import { aColumnas, CopiaDesactualizada, deCopia } from './formatoCopia.js';
import { CODIGO_ERROR_DESCOMPRIMIR, ErrorCatalogo, MENSAJES_CATALOGO } from './errores.js';

export type EtapaCatalogo = 'copia-local' | 'descarga' | 'indice' | 'listo';

export interface ProgresoCatalogo {
  etapa: EtapaCatalogo;
  /** Bytes received so far during the download. */
  bytes: number;
}

export interface CatalogoCargado {
  productos: Producto[];
  /** Where the list came from: the stored copy (after a 304) or the network. */
  origen: 'copia' | 'red';
  /** The list's `Last-Modified`, when the server sent one: what tells one version of the list from another. */
  ultimaModificacion: string | null;
}

export interface OpcionesCargaCatalogo {
  alProgreso?(progreso: ProgresoCatalogo): void;
  /** Where failures worth knowing go; by default the server log. */
  registrar?(mensaje: string, detalle?: unknown): void;
}

function encabezados(desde?: string): Headers {
  // Not through apiClient: it treats a 304 as an error and hides Last-Modified, both of which this call lives on.
  const headers = new Headers({ Accept: 'application/json' });
  const { accessToken } = useSessionStore.getState();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const { connectionId } = useTiempoRealStore.getState();
  if (connectionId) headers.set('connectionId', connectionId);
  if (desde) headers.set('If-Modified-Since', desde);
  return headers;
}

async function leerConProgreso(respuesta: Response, alProgreso: (bytes: number) => void): Promise<string> {
  if (!respuesta.body) return respuesta.text();
  const lector = respuesta.body.getReader();
  const partes: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await lector.read();
    if (done) break;
    partes.push(value);
    bytes += value.byteLength;
    alProgreso(bytes);
  }
  return new TextDecoder().decode(await new Blob(partes as BlobPart[]).arrayBuffer());
}

function validar(texto: string): Producto[] {
  let datos: unknown;
  try {
    datos = JSON.parse(texto);
  } catch {
    throw new ErrorCatalogo(MENSAJES_CATALOGO.resultados);
  }
  const resultado = productosSchema.safeParse(datos);
  if (!resultado.success) throw new ErrorCatalogo(MENSAJES_CATALOGO.resultados);
  return resultado.data;
}

async function desdeCopia(copia: CopiaCatalogo): Promise<Producto[]> {
  try {
    // The copy was checked against the contract before it was stored: parsing it again would only cost time.
    return deCopia(JSON.parse(await descomprimir(copia.comprimido)));
  } catch (causa) {
    if (causa instanceof CopiaDesactualizada) throw causa;
    throw new ErrorCatalogo(MENSAJES_CATALOGO.descomprimir, CODIGO_ERROR_DESCOMPRIMIR, { cause: causa });
  }
}

/**
 * SPEC §3 catalogue cache: asks `GET /api/producto` with the stored `Last-Modified`; a 304 reuses the stored copy, a 200
 * replaces it. The copy never expires. A copy that does not decompress is dropped and the list fetched again in full.
 */
export async function cargarCatalogo(opciones: OpcionesCargaCatalogo = {}): Promise<CatalogoCargado> {
  const registrar = opciones.registrar ?? ((mensaje: string, detalle?: unknown) => void registrarEnServidor(mensaje, detalle));
  const avisar = (etapa: EtapaCatalogo, bytes = 0) => opciones.alProgreso?.({ etapa, bytes });
  const { apiBaseUrl } = await obtenerConfigPedidos();
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/api/producto`;

  avisar('copia-local');
  const copia = await leerCopia().catch(() => undefined);

  const pedir = async (desde?: string): Promise<Response> => {
    try {
      return await fetch(url, { headers: encabezados(desde), cache: 'no-store' });
    } catch (causa) {
      throw new ErrorCatalogo(MENSAJES_CATALOGO.resultados, undefined, { cause: causa });
    }
  };

  let respuesta = await pedir(copia?.ultimaModificacion);
  if (respuesta.status === 304 && copia) {
    try {
      return { productos: await desdeCopia(copia), origen: 'copia', ultimaModificacion: copia.ultimaModificacion };
    } catch (error) {
      if (!(error instanceof CopiaDesactualizada)) registrar(`${MENSAJES_CATALOGO.descomprimir} (${CODIGO_ERROR_DESCOMPRIMIR})`, error);
      respuesta = await pedir();
    }
  }
  if (!respuesta.ok) throw new ErrorCatalogo(MENSAJES_CATALOGO.resultados);

  avisar('descarga');
  const texto = await leerConProgreso(respuesta, (bytes) => avisar('descarga', bytes));
  const productos = validar(texto);
  const ultimaModificacion = respuesta.headers.get('last-modified');
  if (ultimaModificacion) {
    try {
      await guardarCopia({ ultimaModificacion, comprimido: await comprimir(aColumnas(productos)) });
    } catch (error) {
      registrar(MENSAJES_CATALOGO.guardar, error);
    }
  }
  return { productos, origen: 'red', ultimaModificacion };
}
