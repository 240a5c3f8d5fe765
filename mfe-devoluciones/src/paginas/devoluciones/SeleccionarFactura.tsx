import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Space, Table, Tag, Typography } from 'antd';
import { formatearFechaHora, formatearPesos } from '@portal/shared/client';
import { formatearNumeroComprobante, type FacturaParaDevolver } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { leerFacturas, leerParametros, leerPedidosNoPreparar } from './devoluciones-api.js';

/**
 * /devoluciones/seleccionar-factura: the invoices within the return window, searched by number, order, remito or
 * product; an invoice with a return the distributor has not prepared yet says so, with a link to it.
 */
export default function SeleccionarFactura() {
  const [texto, setTexto] = useState('');
  const parametros = useQuery({ queryKey: ['devoluciones', 'parametros'], queryFn: leerParametros });
  const facturas = useQuery({ queryKey: ['devoluciones', 'facturas', texto], queryFn: () => leerFacturas(texto) });
  const ids = (facturas.data ?? []).map((f) => f.facturaId);
  const enCurso = useQuery({ queryKey: ['devoluciones', 'no-preparadas', ids], queryFn: () => leerPedidosNoPreparar(ids), enabled: ids.length > 0 });
  const devolucionesDe = new Map((enCurso.data ?? []).map((p) => [p.facturaId, p.devoluciones]));
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Nueva devolución</Typography.Title>
      <Typography.Paragraph>
        Elija la factura de lo que quiere devolver
        {parametros.data ? ` (facturas de los últimos ${parametros.data.maxDiasAnteriorFacturaParaDevolucion} días)` : ''}.
      </Typography.Paragraph>
      <Input.Search
        aria-label="Buscar factura"
        placeholder="Número de factura, pedido, remito, troquel o producto"
        allowClear
        enterButton="Buscar"
        onSearch={(v) => setTexto(v.trim())}
        style={{ maxWidth: 520, marginBottom: 16 }}
      />
      {facturas.isError && <Alert type="error" showIcon title="No se pudieron obtener las facturas." style={{ marginBottom: 16 }} />}
      <Table<FacturaParaDevolver>
        rowKey="facturaId"
        size="small"
        loading={facturas.isLoading}
        dataSource={facturas.data ?? []}
        locale={{ emptyText: texto ? `No hay facturas en plazo que coincidan con «${texto}».` : 'No hay facturas dentro del plazo de devolución.' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Factura', key: 'nro', render: (_: unknown, f) => formatearNumeroComprobante(f.tipoComprobanteId, f.puntoVenta, f.nroComprobante) },
          { title: 'Fecha', dataIndex: 'fechaEmision', render: (v: string) => formatearFechaHora(v) },
          { title: 'Pedido', dataIndex: 'pedidoId', render: (v: number | null) => v ?? '--' },
          { title: 'Remito', dataIndex: 'remito', render: (v: number | null) => v ?? '--' },
          { title: 'Unidades', dataIndex: 'cantidadUnidades', align: 'right' },
          { title: 'Total', dataIndex: 'total', align: 'right', render: (v: number) => formatearPesos(v) },
          {
            title: 'Devoluciones en curso',
            key: 'enCurso',
            render: (_: unknown, f) => {
              const en = devolucionesDe.get(f.facturaId) ?? [];
              if (en.length === 0) return '--';
              return (
                <Space wrap size={4}>
                  {en.map((d) => (
                    <Link key={d.id} to={routePath('devoluciones-confirmacion', { id: d.id })}>
                      <Tag color="gold">{`N.º ${d.id}: ${d.estado}`}</Tag>
                    </Link>
                  ))}
                </Space>
              );
            },
          },
          { title: '', key: 'accion', render: (_: unknown, f) => <Link to={routePath('devoluciones-nueva-desde-factura', { id: f.facturaId })}>Devolver</Link> },
        ]}
      />
    </div>
  );
}
