import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { comparadorDe, type TipoValor } from './ordenamiento.js';

/** One column of the shared tables, described by what it shows rather than by antd's options. */
export interface ColumnaTabla<T> {
  campo: keyof T & string;
  titulo: string;
  tipo?: TipoValor;
  ordenable?: boolean;
  /** Offers the column's distinct values as filters (array tables only). */
  filtrable?: boolean;
  ancho?: number;
  alinear?: 'left' | 'right' | 'center';
  /** Kept in sight while a table wider than its box scrolls sideways. */
  fijo?: 'left' | 'right';
  /** Less important: below 1200 px it folds into the row's expandable detail (`useColumnasPorAncho`). */
  secundaria?: boolean;
  render?: (valor: T[keyof T], fila: T) => ReactNode;
}

const textoDe = (valor: unknown): string => (valor === null || valor === undefined ? '' : String(valor));

/** antd columns for rows held in the page: sorting and filtering happen here. */
export function columnasLocales<T>(columnas: readonly ColumnaTabla<T>[], filas: readonly T[]): TableColumnsType<T> {
  return columnas.map((c) => {
    const distintos = c.filtrable ? [...new Set(filas.map((f) => textoDe(f[c.campo])))].sort((a, b) => a.localeCompare(b, 'es')) : [];
    return {
      key: c.campo,
      dataIndex: c.campo,
      title: c.titulo,
      width: c.ancho,
      fixed: c.fijo,
      align: c.alinear ?? (c.tipo === 'numero' ? 'right' : undefined),
      sorter: c.ordenable ? comparadorDe<T>(c.campo, c.tipo) : undefined,
      filters: c.filtrable ? distintos.map((v) => ({ text: v || '(vacío)', value: v })) : undefined,
      onFilter: c.filtrable ? (valor, fila: T) => textoDe(fila[c.campo]) === valor : undefined,
      render: c.render ? (valor: T[keyof T], fila: T) => c.render?.(valor, fila) : undefined,
    };
  });
}

/** antd columns for rows that the server pages and sorts: sorting only marks the column. */
export function columnasServidor<T>(columnas: readonly ColumnaTabla<T>[]): TableColumnsType<T> {
  return columnas.map((c) => ({
    key: c.campo,
    dataIndex: c.campo,
    title: c.titulo,
    width: c.ancho,
    fixed: c.fijo,
    align: c.alinear ?? (c.tipo === 'numero' ? 'right' : undefined),
    sorter: c.ordenable ? true : undefined,
    render: c.render ? (valor: T[keyof T], fila: T) => c.render?.(valor, fila) : undefined,
  }));
}
