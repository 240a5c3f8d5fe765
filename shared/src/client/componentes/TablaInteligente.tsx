import { Table } from 'antd';
import { textoTotalPaginas } from '../formato.js';
import { columnasLocales, type ColumnaTabla } from './columnas.js';
import { UMBRAL_VIRTUAL } from './umbralVirtual.js';

export { UMBRAL_VIRTUAL };

const ALTO_VIRTUAL = 480;

export interface PropsTablaInteligente<T> {
  columnas: readonly ColumnaTabla<T>[];
  filas: readonly T[];
  claveFila: keyof T & string;
  tamanoPagina?: number;
  /** Scroll through every row instead of paging; on by default for long lists. */
  virtual?: boolean;
  cargando?: boolean;
  vacio?: string;
}

/** A table over rows already in the page: paging, sorting and filtering by column, virtual scroll for long lists. */
export function TablaInteligente<T extends object>({
  columnas,
  filas,
  claveFila,
  tamanoPagina = 10,
  virtual = filas.length > UMBRAL_VIRTUAL,
  cargando = false,
  vacio = 'No hay datos para mostrar',
}: PropsTablaInteligente<T>) {
  return (
    <Table<T>
      size="small"
      rowKey={claveFila}
      columns={columnasLocales(columnas, filas)}
      dataSource={filas as T[]}
      loading={cargando}
      locale={{ emptyText: vacio }}
      virtual={virtual}
      scroll={virtual ? { y: ALTO_VIRTUAL } : undefined}
      pagination={
        virtual
          ? false
          : { defaultPageSize: tamanoPagina, showSizeChanger: true, showTotal: textoTotalPaginas }
      }
    />
  );
}
