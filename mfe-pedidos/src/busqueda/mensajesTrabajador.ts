import type { DocumentoBusqueda, OpcionesBusqueda, ResultadoBusqueda } from './tipos.js';

export type PedidoTrabajador =
  /** Start reading the stored indices now, while the page still loads the list (their key comes later, with 'cargar'). */
  | { tipo: 'preparar' }
  /** Build the indices; with a key, then store them under it. */
  | { tipo: 'indexar'; documentos: DocumentoBusqueda[]; clave: string | null }
  /** Use the stored indices if they were built from `clave`. */
  | { tipo: 'cargar'; clave: string }
  | { tipo: 'buscar'; numero: number; texto: string; opciones: OpcionesBusqueda };

export type RespuestaTrabajador =
  | { tipo: 'indexado' }
  /** No stored indices for that key: send the documents. */
  | { tipo: 'sinCopia' }
  /** The indices just built are stored (or could not be: `ok` false). */
  | { tipo: 'guardado'; ok: boolean }
  | { tipo: 'resultado'; numero: number; resultado: ResultadoBusqueda };
