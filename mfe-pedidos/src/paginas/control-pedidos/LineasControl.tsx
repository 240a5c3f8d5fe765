import { Link } from 'react-router-dom';
import { Table, Tag } from 'antd';
import type { ControlPedidoItem } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { NombreConBono } from '../historico/MarcaBono.js';

/** A line's controlled minus prepared units, green when they match, red when short, orange when over. */
export function Diferencia({ item }: { item: Pick<ControlPedidoItem, 'cantControlada' | 'cantPreparada'> }) {
  const d = item.cantControlada - item.cantPreparada;
  return <Tag color={d === 0 ? 'green' : d < 0 ? 'red' : 'orange'}>{d > 0 ? `+${d}` : d}</Tag>;
}

export interface PropsLineasControl {
  items: ControlPedidoItem[];
  cargando?: boolean;
  /** The line counted last, highlighted. */
  resaltado?: number | null;
  /** In a modal: a fixed height that scrolls. */
  alto?: number;
  /** The troquel links to the product's controls (not while counting: a click would leave the control). */
  conEnlaces?: boolean;
  vacio?: string;
}

/**
 * The lines of a control: what the clerk compares first (prepared, controlled, difference) stays in sight at 1024 px;
 * the products with a bonus carry its mark (SPEC §4 bits 64 / 8192); barcodes and laboratory follow.
 */
export function LineasControl({ items, cargando, resaltado, alto, conEnlaces = false, vacio = 'El remito no tiene líneas preparadas.' }: PropsLineasControl) {
  return (
    <Table<ControlPedidoItem>
      rowKey="troquel"
      size="small"
      loading={cargando}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content', y: alto }}
      locale={{ emptyText: vacio }}
      rowClassName={(f) => (f.troquel === resaltado ? 'ant-table-row-selected' : '')}
      columns={[
        { title: 'Troquel', dataIndex: 'troquel', render: (v: number) => (conEnlaces ? <Link to={routePath('control-pedidos-items', { troquel: v })}>{v}</Link> : v) },
        { title: 'Producto', dataIndex: 'prodNombre', render: (v: string, f) => <NombreConBono troquel={f.troquel} nombre={v} /> },
        { title: 'Preparada', dataIndex: 'cantPreparada', align: 'right' },
        { title: 'Controlada', dataIndex: 'cantControlada', align: 'right' },
        { title: 'Diferencia', key: 'diferencia', align: 'right', render: (_: unknown, f) => <Diferencia item={f} /> },
        {
          title: 'Código de barras',
          key: 'codigos',
          render: (_: unknown, f) => [f.codigoBarras, f.codigoBarras1].filter(Boolean).join(' / ') || '--',
        },
        { title: 'Laboratorio', dataIndex: 'laboratorioNombre' },
      ]}
    />
  );
}
