import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatearPesos } from '@portal/shared/client';
import { ETIQUETAS_NIVEL_STOCK } from '@portal/shared/domain';
import type { DatosProductos } from './datosProductos.js';

export interface FilaAgregable {
  troquel: number;
  /** Units "Agregar" puts in the cart. */
  cantidad: number;
  /** Extra column of the page (date of the order, of the last order…). */
  detalle: ReactNode;
}

export interface PropsTablaAgregables {
  filas: FilaAgregable[];
  datos: DatosProductos;
  tituloDetalle: string;
  mostrarCantidad: boolean;
  ocupado: boolean;
  onAgregar(filas: FilaAgregable[]): void;
  onQuitar(troquel: number): void;
  onVaciar(): void;
  textoVaciar: string;
}

/** A list of products with price and stock that the user adds to the cart one by one or all at once (favourites, recoverer). */
export function TablaAgregables({ filas, datos, tituloDetalle, mostrarCantidad, ocupado, onAgregar, onQuitar, onVaciar, textoVaciar }: PropsTablaAgregables) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Button type="primary" disabled={ocupado || filas.length === 0} onClick={() => onAgregar(filas)}>
          Agregar todos al carrito
        </Button>
        <Popconfirm title={`¿${textoVaciar}?`} okText="Sí" cancelText="No" onConfirm={onVaciar} disabled={filas.length === 0}>
          <Button danger disabled={ocupado || filas.length === 0}>{textoVaciar}</Button>
        </Popconfirm>
      </Space>
      <Table<FilaAgregable>
        rowKey="troquel"
        dataSource={filas}
        pagination={filas.length > 50 ? { pageSize: 50 } : false}
        locale={{ emptyText: 'No hay productos en la lista.' }}
        columns={[
          { title: 'Troquel', dataIndex: 'troquel' },
          { title: 'Producto', key: 'nombre', render: (_, f) => datos.productos.get(f.troquel)?.nombre ?? '…' },
          ...(mostrarCantidad ? [{ title: 'Cantidad', dataIndex: 'cantidad' }] : []),
          {
            title: 'Precio',
            key: 'precio',
            align: 'right' as const,
            render: (_: unknown, f: FilaAgregable) => {
              const precio = datos.precios.get(f.troquel);
              return precio ? formatearPesos(precio.valor) : '…';
            },
          },
          {
            title: 'Stock',
            key: 'stock',
            render: (_: unknown, f: FilaAgregable) => {
              const precio = datos.precios.get(f.troquel);
              return precio ? <Tag color={precio.stock === 'falta' ? 'red' : precio.stock === 'normal' ? 'green' : 'orange'}>{ETIQUETAS_NIVEL_STOCK[precio.stock]}</Tag> : '…';
            },
          },
          { title: tituloDetalle, dataIndex: 'detalle' },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_: unknown, f: FilaAgregable) => (
              <Space>
                <Button size="small" disabled={ocupado} onClick={() => onAgregar([f])} aria-label={`Agregar ${f.troquel} al carrito`}>
                  Agregar
                </Button>
                <Button size="small" danger disabled={ocupado} onClick={() => onQuitar(f.troquel)} aria-label={`Quitar ${f.troquel}`}>
                  Quitar
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
