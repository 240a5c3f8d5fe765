import { useState, type ReactNode } from 'react';
import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, InputNumber, Select, Table, type FormRule, type TableProps } from 'antd';
import type { PaginaLista } from '../api/api-client.js';
import { textoTotalPaginas } from '../formato.js';
import { ahoraDistribuidora } from '../reloj.js';
import { columnasServidor, type ColumnaTabla } from './columnas.js';
import { useColumnasPorAncho } from './columnas-por-ancho.js';
import { sortsDesdeOrden, type DireccionOrden } from './ordenamiento.js';
import type { ParametrosPagina } from './TablaServidor.js';

interface CampoBase<F> {
  /** The filter's key in the values the request gets. */
  nombre: keyof F & string;
  etiqueta: string;
  /** antd form rules, checked before searching: a field that breaks one says why and nothing is asked. */
  reglas?: FormRule[];
  ancho?: number;
}

/** A date range (day/month/year). */
export interface CampoFechas<F> extends CampoBase<F> {
  tipo: 'fechas';
  /** The range cannot be cleared: the search always has one. */
  obligatorio?: boolean;
  /** Days after today cannot be picked (today as the distributor's clock says). */
  hastaHoy?: boolean;
}

/** One value of a list, or none ("Todos"). */
export interface CampoOpciones<F> extends CampoBase<F> {
  tipo: 'opciones';
  opciones: readonly { value: number | string; label: string }[];
  /** What the field says while empty: every value goes (e.g. 'Todos', 'Todas'). */
  todos: string;
  /** The options are still being read. */
  cargando?: boolean;
}

/** A whole number (a remito, a voucher number). */
export interface CampoNumero<F> extends CampoBase<F> {
  tipo: 'numero';
  min?: number;
  max?: number;
  placeholder?: string;
}

/** A field of the search form, described by what it asks rather than by antd's components. */
export type CampoFiltro<F> = CampoFechas<F> | CampoOpciones<F> | CampoNumero<F>;

export interface PropsListaConFiltros<T extends object, F extends object> {
  /**
   * What the list is and whose it is (e.g. `['cuenta-corriente', 'pagos', alcance]`): the start of its queries' key. When
   * it changes the list asks again from its first page, keeping the filters typed.
   */
  clave: readonly unknown[];
  /** The search form's fields; none, no form (a list of fixed filters). */
  campos: readonly CampoFiltro<F>[];
  /** The filters the list opens with, already searched. */
  valoresIniciales: F;
  columnas: readonly ColumnaTabla<T>[];
  /** One page of rows for the filters searched, e.g. through `apiClient.lista`. */
  request: (filtros: F, pagina: ParametrosPagina, signal: AbortSignal) => Promise<PaginaLista<T>>;
  claveFila: keyof T & string;
  tamanoPagina?: number;
  /** Initial `sorts` value, e.g. '-fecha'. */
  ordenInicial?: string;
  /** What the table says when the search found nothing. */
  vacio: string;
  /** Called with the filters of each search, before asking for it (e.g. to clear a selection of the previous rows). */
  alBuscar?: (filtros: F) => void;
  /** Between the form and the table, with the filters searched: the search's downloads, its summary, notices. */
  entreFiltrosYTabla?: (filtros: F) => ReactNode;
  /** antd's `rowSelection`: checkboxes to pick rows (kept by `claveFila` across pages). */
  seleccion?: TableProps<T>['rowSelection'];
}

/** The control of one field: its Form.Item gives it its value, its onChange and the id its label points at. */
function campoDelFormulario<F>(campo: CampoFiltro<F>): ReactNode {
  switch (campo.tipo) {
    case 'fechas':
      return (
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          allowClear={!campo.obligatorio}
          style={campo.ancho ? { width: campo.ancho } : undefined}
          disabledDate={campo.hastaHoy ? (d) => d.isAfter(ahoraDistribuidora().endOf('day')) : undefined}
        />
      );
    case 'opciones':
      return (
        <Select
          aria-label={campo.etiqueta}
          allowClear
          placeholder={campo.todos}
          loading={campo.cargando}
          style={{ width: campo.ancho ?? 200 }}
          options={[...campo.opciones]}
        />
      );
    case 'numero':
      return <InputNumber min={campo.min ?? 1} max={campo.max} precision={0} placeholder={campo.placeholder} style={{ width: campo.ancho ?? 140 }} />;
  }
}

interface Busqueda<F> {
  filtros: F;
  /** The key (`clave`) the page below belongs to: another one starts again from the first page. */
  de: string;
  pagina: ParametrosPagina;
}

/**
 * A list with a search form (like pro-components' ProTable with its search form, on plain antd): the fields, the
 * columns and a request make the page. The rows come page by page from the server (paging and sorting are the
 * server's) through TanStack Query; a search starts again from the first page; while a page loads the previous one
 * stays, dimmed; a failure says so with a way to try again.
 */
export function ListaConFiltros<T extends object, F extends object>({
  clave,
  campos,
  valoresIniciales,
  columnas,
  request,
  claveFila,
  tamanoPagina = 10,
  ordenInicial,
  vacio,
  alBuscar,
  entreFiltrosYTabla,
  seleccion,
}: PropsListaConFiltros<T, F>) {
  const [form] = Form.useForm<F>();
  const porAncho = useColumnasPorAncho(columnas);
  const de = hashKey(clave);
  const [busqueda, setBusqueda] = useState<Busqueda<F>>(() => ({ filtros: valoresIniciales, de, pagina: { page: 1, pageSize: tamanoPagina, orden: ordenInicial } }));
  // What the list covers changed (another pharmacy of the group): its first page, with the same filters and order.
  if (busqueda.de !== de) setBusqueda((b) => ({ ...b, de, pagina: { ...b.pagina, page: 1 } }));
  const { filtros, pagina } = busqueda;

  const consulta = useQuery({
    queryKey: [...clave, 'lista', filtros, pagina],
    queryFn: ({ signal }) => request(filtros, pagina, signal),
    placeholderData: keepPreviousData,
  });

  const buscar = (valores: F) => {
    alBuscar?.(valores);
    const nueva = { ...busqueda, filtros: valores, pagina: { ...pagina, page: 1 } };
    // "Buscar" with nothing changed still asks the server again: the user wants what it holds now.
    if (hashKey([nueva.filtros, nueva.pagina]) === hashKey([filtros, pagina])) void consulta.refetch();
    else setBusqueda(nueva);
  };

  const alCambiar: TableProps<T>['onChange'] = (paginacion, _filtros, orden) => {
    const unico = Array.isArray(orden) ? orden[0] : orden;
    const campo = typeof unico?.field === 'string' ? unico.field : undefined;
    setBusqueda((b) => ({
      ...b,
      pagina: {
        page: paginacion.current ?? 1,
        pageSize: paginacion.pageSize ?? tamanoPagina,
        orden: unico?.order ? sortsDesdeOrden(campo, unico.order as DireccionOrden) : ordenInicial,
      },
    }));
  };

  const fallo = consulta.isError && !consulta.isFetching;
  return (
    <>
      {campos.length > 0 && (
        <Form<F> form={form} layout="inline" initialValues={valoresIniciales} onFinish={buscar} style={{ marginBottom: 16, rowGap: 8 }}>
          {campos.map((campo) => (
            <Form.Item<Record<string, unknown>> key={campo.nombre} name={campo.nombre} label={campo.etiqueta} rules={campo.reglas}>
              {campoDelFormulario(campo)}
            </Form.Item>
          ))}
          <Form.Item>
            <Button type="primary" htmlType="submit">
              Buscar
            </Button>
          </Form.Item>
        </Form>
      )}
      {entreFiltrosYTabla?.(filtros)}
      {fallo && (
        <Alert
          type="error"
          showIcon
          title="No se pudieron obtener los datos."
          action={
            <Button size="small" onClick={() => void consulta.refetch()}>
              Reintentar
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {/* Below 1200 px the secondary columns fold into each row's detail; what still does not fit scrolls inside. */}
      <div style={{ overflowX: 'auto' }}>
        <Table<T>
          size="small"
          rowKey={claveFila}
          columns={columnasServidor(porAncho.visibles)}
          expandable={porAncho.expandible}
          dataSource={fallo ? [] : (consulta.data?.items ?? [])}
          loading={consulta.isFetching}
          locale={{ emptyText: fallo ? 'No se pudieron obtener los datos.' : vacio }}
          onChange={alCambiar}
          rowSelection={seleccion}
          pagination={{
            current: pagina.page,
            pageSize: pagina.pageSize,
            total: fallo ? 0 : (consulta.data?.total ?? 0),
            showSizeChanger: true,
            showTotal: textoTotalPaginas,
          }}
        />
      </div>
    </>
  );
}
