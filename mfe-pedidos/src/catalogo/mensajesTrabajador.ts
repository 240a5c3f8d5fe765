import type { DocumentoBusqueda, OpcionesBusqueda, ResultadoBusqueda } from '../busqueda/tipos.js';

export type PedidoTrabajador =
  | { tipo: 'indexar'; documentos: DocumentoBusqueda[] }
  | { tipo: 'buscar'; numero: number; texto: string; opciones: OpcionesBusqueda };

export type RespuestaTrabajador = { tipo: 'indexado' } | { tipo: 'resultado'; numero: number; resultado: ResultadoBusqueda };
