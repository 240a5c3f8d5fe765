/**
 * The bench page: what `useCatalogo` does on the ordering pages, without React — the cached list through
 * `cargarCatalogo` (IndexedDB, If-Modified-Since) and the auxiliary lists at once while the search's Web Worker starts
 * reading the stored indices, then the engine built (or read back) in that worker — timed from inside the page, plus the floor (a plain fetch and JSON.parse of the same list).
 */
import { crearBuscador, prepararBuscador } from '../../src/busqueda/buscador.js';
import { cargarCatalogo } from '../../src/catalogo/cargarCatalogo.js';
import { claveIndice } from '../../src/busqueda/claveIndice.js';
import { definirConfigPedidos } from '../../src/configuracion.js';
import { documentosDeCatalogo, type AuxiliaresCatalogo } from '../../src/catalogo/documentosBusqueda.js';

export interface MedidaListo {
  origen: 'copia' | 'red';
  /** ms from the start until the first search answered. */
  listo: number;
  /** ms until the list (and the auxiliary lists) were in hand. */
  lista: number;
  /** ms building the engine in the worker (documents included). */
  indice: number;
  productos: number;
  /** Total of a search for "ibuprofeno", to check the engine answers. */
  prueba: number;
  /** The worker stored the indices it built (a cold load) for the next visit. */
  indiceGuardado: boolean | undefined;
  registros: string[];
}

async function lista<T>(ruta: string): Promise<T[]> {
  const respuesta = await fetch(ruta);
  return respuesta.ok ? ((await respuesta.json()) as T[]) : [];
}

async function auxiliares(): Promise<AuxiliaresCatalogo> {
  const [laboratorios, drogas, categorias, ofertas, combos] = await Promise.all([
    lista<AuxiliaresCatalogo['laboratorios'][number]>('/api/laboratorio'),
    lista<AuxiliaresCatalogo['drogas'][number]>('/api/droga'),
    lista<AuxiliaresCatalogo['categorias'][number]>('/api/categoria'),
    lista<AuxiliaresCatalogo['ofertas'][number]>('/api/oferta/disponible-con-troqueles'),
    lista<AuxiliaresCatalogo['combos'][number]>('/api/combo/disponible-con-troqueles'),
  ]);
  return { laboratorios, drogas, categorias, ofertas, combos };
}

async function medirListo(): Promise<MedidaListo> {
  definirConfigPedidos({ apiBaseUrl: location.origin });
  const registros: string[] = [];
  const inicio = performance.now();
  prepararBuscador();
  const [catalogo, aux] = await Promise.all([cargarCatalogo({ registrar: (mensaje) => registros.push(mensaje) }), auxiliares()]);
  const conLista = performance.now();
  const buscador = await crearBuscador({
    documentos: () => documentosDeCatalogo(catalogo.productos, aux),
    clave: claveIndice(catalogo.ultimaModificacion, aux),
  });
  const prueba = await buscador.buscar('ibuprofeno');
  const listo = performance.now();
  // Not part of the time: the page keeps running while the worker stores the indices for the next visit.
  const indiceGuardado = await buscador.indiceGuardado;
  buscador.cerrar();
  return { origen: catalogo.origen, listo: listo - inicio, lista: conLista - inicio, indice: listo - conLista, productos: catalogo.productos.length, prueba: prueba.total, indiceGuardado, registros };
}

/** The floor: the same list downloaded (compressed) and parsed, nothing stored, checked or indexed. */
async function medirReferencia(): Promise<number> {
  const inicio = performance.now();
  const respuesta = await fetch('/api/producto', { cache: 'no-store', headers: { Accept: 'application/json' } });
  const datos = JSON.parse(await respuesta.text()) as unknown[];
  if (datos.length === 0) throw new Error('lista vacía');
  return performance.now() - inicio;
}

Object.assign(window, { medirListo, medirReferencia });

/** Each step of the cold and warm paths alone, for finding where the time goes. */
async function desglose(): Promise<Record<string, number>> {
  const { productosSchema } = await import('@portal/shared/contracts');
  const { comprimir, descomprimir } = await import('../../src/catalogo/compresion.js');
  const { guardarCopia, leerCopia } = await import('../../src/catalogo/copiaGuardada.js');
  const tiempos: Record<string, number> = {};
  let t = performance.now();
  const marcar = (nombre: string) => {
    const ahora = performance.now();
    tiempos[nombre] = Math.round(ahora - t);
    t = ahora;
  };
  const respuesta = await fetch('/api/producto', { cache: 'no-store' });
  const bytes = await respuesta.arrayBuffer();
  marcar('descarga (br)');
  const texto = new TextDecoder().decode(bytes);
  marcar('TextDecoder');
  const datos = JSON.parse(texto) as unknown;
  marcar('JSON.parse');
  productosSchema.safeParse(datos);
  marcar('zod');
  const comprimido = await comprimir(texto);
  marcar('gzip (CompressionStream)');
  await guardarCopia({ ultimaModificacion: 'x', comprimido });
  marcar('IndexedDB put');
  const copia = await leerCopia();
  marcar('IndexedDB get');
  await descomprimir(copia!.comprimido);
  marcar('gunzip');
  const documentos = documentosDeCatalogo(datos as never, { laboratorios: [], drogas: [], categorias: [], ofertas: [], combos: [] });
  marcar('documentos');
  const buscador = await crearBuscador(documentos);
  marcar('trabajador: clonar + índice');
  await buscador.buscar('ibuprofeno');
  marcar('primera búsqueda');
  buscador.cerrar();
  return tiempos;
}

Object.assign(window, { desglose });
