import { Button, Empty, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { formatearPesos } from '@portal/shared/client';
import { ETIQUETAS_NIVEL_STOCK } from '@portal/shared/domain';
import type { DatosProductos } from './datosProductos.js';
import { MarcaBono } from './MarcaBono.js';

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
  /** What an empty list says: that it is empty and how it fills. */
  vacio: { titulo: string; descripcion: string };
}

/** A list of products with price and stock that the user adds to the cart one by one or all at once (favourites, recoverer). */
export function TablaAgregables({ filas, datos, tituloDetalle, mostrarCantidad, ocupado, onAgregar, onQuitar, onVaciar, textoVaciar, vacio }: PropsTablaAgregables) {
  const nombre = (troquel: number) => datos.productos.get(troquel)?.nombre ?? `el troquel ${troquel}`;
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
        // Fixed widths for the short columns and the product's name wrapping in the rest: every column, the buttons
        // included, fits beside the cart without a horizontal scroll.
        tableLayout="fixed"
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <>
                  <Typography.Text strong>{vacio.titulo}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{vacio.descripcion}</Typography.Text>
                </>
              }
            />
          ),
        }}
        columns={[
          {
            title: 'Producto',
            key: 'nombre',
            render: (_, f) => {
              const producto = datos.productos.get(f.troquel);
              return (
                <>
                  <Space size={4} wrap>
                    <span>{producto?.nombre ?? '…'}</span>
                    {producto && <MarcaBono flags={producto.flags} />}
                  </Space>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    Troquel {f.troquel}
                  </Typography.Text>
                </>
              );
            },
          },
          ...(mostrarCantidad ? [{ title: 'Cantidad', dataIndex: 'cantidad', width: 100, align: 'right' as const }] : []),
          {
            title: 'Precio y stock',
            key: 'precio',
            width: 130,
            align: 'right' as const,
            render: (_: unknown, f: FilaAgregable) => {
              const precio = datos.precios.get(f.troquel);
              if (!precio) return '…';
              return (
                <>
                  <div>{formatearPesos(precio.valor)}</div>
                  <Tag color={precio.stock === 'falta' ? 'red' : precio.stock === 'normal' ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
                    {ETIQUETAS_NIVEL_STOCK[precio.stock]}
                  </Tag>
                </>
              );
            },
          },
          { title: tituloDetalle, dataIndex: 'detalle', width: 110 },
          {
            title: 'Acciones',
            key: 'acciones',
            width: 136,
            render: (_: unknown, f: FilaAgregable) => (
              <Space size={4}>
                <Button size="small" disabled={ocupado} onClick={() => onAgregar([f])} aria-label={`Agregar ${nombre(f.troquel)} al carrito`}>
                  Agregar
                </Button>
                <Tooltip title="Quitar de la lista">
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={ocupado}
                    onClick={() => onQuitar(f.troquel)}
                    aria-label={`Quitar ${nombre(f.troquel)} de la lista`}
                  />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
