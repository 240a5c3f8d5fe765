import type { ReactNode } from 'react';
import { Table } from 'antd';
import { formatearFecha } from '@portal/shared/client';
import type { ItemVencido } from '@portal/shared/contracts';

/** The lines of an expired-products return (the draft being loaded, or its summary), with an optional action per line. */
export function TablaVencidos({ items, vacio, accion }: { items: ItemVencido[]; vacio: string; accion?: (indice: number) => ReactNode }) {
  return (
    <Table<ItemVencido & { clave: number }>
      rowKey="clave"
      size="small"
      dataSource={items.map((i, clave) => ({ ...i, clave }))}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: vacio }}
      columns={[
        { title: 'Troquel', dataIndex: 'troquel' },
        { title: 'Producto', dataIndex: 'prodNombre', render: (v: string) => v || '--' },
        { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
        { title: 'Lote', dataIndex: 'nroLote' },
        { title: 'Número de serie', dataIndex: 'nroSerie', render: (v: string | null, f) => v ?? (f.trazableSinNroSerie ? 'Trazable sin número de serie' : '--') },
        { title: 'Vencimiento', dataIndex: 'fechaVencimiento', render: (v: string | null) => (v ? formatearFecha(`${v}T12:00:00-03:00`) : '--') },
        ...(accion ? [{ title: '', key: 'accion', render: (_: unknown, f: { clave: number }) => accion(f.clave) }] : []),
      ]}
    />
  );
}
