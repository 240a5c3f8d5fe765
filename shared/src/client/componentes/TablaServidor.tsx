import { useEffect, useState } from 'react';
import { Table, type TableProps } from 'antd';
import type { PaginaLista } from '../api/api-client.js';
import { textoTotalPaginas } from '../formato.js';
import { columnasServidor, type ColumnaTabla } from './columnas.js';
import { useColumnasPorAncho } from './columnas-por-ancho.js';
import { sortsDesdeOrden, type DireccionOrden } from './ordenamiento.js';

export interface ParametrosPagina {
  /** From 1. */
  page: number;
  pageSize: number;
  /** The list call's `sorts` value (`-fecha`), when the user sorted a column. */
  orden?: string;
}

export interface PropsTablaServidor<T> {
  columnas: readonly ColumnaTabla<T>[];
  /** One page from the server, e.g. `(p) => apiClient.lista(path, p)`. */
  request: (parametros: ParametrosPagina, signal: AbortSignal) => Promise<PaginaLista<T>>;
  claveFila: keyof T & string;
  tamanoPagina?: number;
  /** Initial `sorts` value, e.g. '-fecha'. */
  ordenInicial?: string;
  vacio?: string;
  /**
   * antd's `scroll`: `{ x: width }` scrolls a table wider than its box sideways (with `fijo` columns kept in sight).
   * Below 1200 px, with the `secundaria` columns folded into each row's detail, a width given is lessened by theirs.
   */
  scroll?: TableProps<T>['scroll'];
  /** antd's `rowSelection`: checkboxes to pick rows (kept by `claveFila` across pages), e.g. invoices to download together. */
  seleccion?: TableProps<T>['rowSelection'];
}

/** The column antd adds for a row's expand button. */
const ANCHO_EXPANSOR = 48;

interface Estado<T> {
  items: T[];
  total: number;
  cargando: boolean;
  error: boolean;
}

/**
 * A table whose rows come page by page from a server call returning `{ items, total }`: paging and sorting are
 * the server's. A new request cancels the one still on its way, so a late answer never replaces a newer one.
 */
export function TablaServidor<T extends object>({
  columnas,
  request,
  claveFila,
  tamanoPagina = 10,
  ordenInicial,
  vacio = 'No hay datos para mostrar',
  scroll,
  seleccion,
}: PropsTablaServidor<T>) {
  const [parametros, setParametros] = useState<ParametrosPagina>({ page: 1, pageSize: tamanoPagina, orden: ordenInicial });
  const [estado, setEstado] = useState<Estado<T>>({ items: [], total: 0, cargando: true, error: false });

  useEffect(() => {
    const control = new AbortController();
    setEstado((anterior) => ({ ...anterior, cargando: true, error: false }));
    request(parametros, control.signal).then(
      ({ items, total }) => {
        if (!control.signal.aborted) setEstado({ items, total, cargando: false, error: false });
      },
      () => {
        if (!control.signal.aborted) setEstado({ items: [], total: 0, cargando: false, error: true });
      },
    );
    return () => control.abort();
  }, [request, parametros]);

  const porAncho = useColumnasPorAncho(columnas);
  const plegadas = columnas.filter((c) => !porAncho.visibles.includes(c));
  const scrollPorAncho =
    porAncho.expandible && typeof scroll?.x === 'number' ? { ...scroll, x: scroll.x - plegadas.reduce((total, c) => total + (c.ancho ?? 0), 0) + ANCHO_EXPANSOR } : scroll;

  const alCambiar: TableProps<T>['onChange'] = (paginacion, _filtros, orden) => {
    const unico = Array.isArray(orden) ? orden[0] : orden;
    const campo = typeof unico?.field === 'string' ? unico.field : undefined;
    setParametros({
      page: paginacion.current ?? 1,
      pageSize: paginacion.pageSize ?? tamanoPagina,
      orden: unico?.order ? sortsDesdeOrden(campo, unico.order as DireccionOrden) : ordenInicial,
    });
  };

  return (
    <Table<T>
      size="small"
      rowKey={claveFila}
      columns={columnasServidor(porAncho.visibles)}
      expandable={porAncho.expandible}
      dataSource={estado.items}
      loading={estado.cargando}
      locale={{ emptyText: estado.error ? 'No se pudieron obtener los datos' : vacio }}
      onChange={alCambiar}
      scroll={scrollPorAncho}
      rowSelection={seleccion}
      pagination={{
        current: parametros.page,
        pageSize: parametros.pageSize,
        total: estado.total,
        showSizeChanger: true,
        showTotal: textoTotalPaginas,
      }}
    />
  );
}
