import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { apiClient, formatearFechaHora, formatearPesos } from '@portal/shared/client';
import { estadoTransmisionSchema, pedidoItemSchema, pedidoSchema, type PedidoItem } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { z } from 'zod';
import { archivoAsopRsp, archivoSalida, descargarArchivo } from '../../exportaciones/archivos-pedido.js';
import { ImpresionManual } from '../../exportaciones/ImpresionManual.js';

/** How often the state is read again while the order has not reached the distributor. */
export const INTERVALO_ESTADO_MS = 3000;

/** /pedidos/confirmacion/guid/{guid}: the confirmed order, its lines and its transmission state, with its exports. */
export default function Confirmacion() {
  const guid = useParams()['*'] ?? '';
  const [imprimiendo, setImprimiendo] = useState(false);
  const pedido = useQuery({
    queryKey: ['pedidos', 'confirmacion', guid],
    queryFn: () => apiClient.get(`/api/pedido/guid/${encodeURIComponent(guid)}`, { schema: pedidoSchema, silencioso: true }),
  });
  const id = pedido.data?.id;
  const estado = useQuery({
    queryKey: ['pedidos', 'confirmacion', 'estado', id],
    enabled: id !== undefined,
    queryFn: () => apiClient.get(`/api/pedido/${id}/EstadoTransmision`, { schema: estadoTransmisionSchema }),
    refetchInterval: (consulta) => (consulta.state.data?.transmitido ? false : INTERVALO_ESTADO_MS),
  });
  const detalle = useQuery({
    // Read again when the state moves: the distributor fills in the approved quantities.
    queryKey: ['pedidos', 'confirmacion', 'detalle', id, estado.data?.estadoId],
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    queryFn: () => apiClient.get(`/api/pedido/${id}/detalle`, { schema: z.array(pedidoItemSchema) }),
  });

  if (pedido.isError) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="error" showIcon title="No se encontró el pedido confirmado." />
      </div>
    );
  }
  const items = detalle.data ?? [];
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={2}>Confirmación del pedido</Typography.Title>
      {pedido.data && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Alert type="success" showIcon title={`Pedido ${pedido.data.id} confirmado`} />
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="Número de pedido">{pedido.data.id}</Descriptions.Item>
            <Descriptions.Item label="Fecha">{formatearFechaHora(pedido.data.fechaAlta)}</Descriptions.Item>
            <Descriptions.Item label="Ítems">{pedido.data.cantidadItems}</Descriptions.Item>
            <Descriptions.Item label="Unidades">{pedido.data.cantidadItemsTotal}</Descriptions.Item>
            <Descriptions.Item label="Importe">{formatearPesos(pedido.data.importe)}</Descriptions.Item>
            <Descriptions.Item label="Estado">
              <Tag color={estado.data?.transmitido ? 'green' : 'blue'} data-testid="estado-pedido">
                {estado.data?.estado ?? '…'}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
          {estado.data?.mensajeTransmision && <Alert type="info" showIcon title={estado.data.mensajeTransmision.mensaje} />}
          <Table<PedidoItem>
            rowKey="id"
            loading={detalle.isLoading}
            dataSource={items}
            pagination={items.length > 100 ? { pageSize: 100 } : false}
            columns={[
              { title: 'Troquel', dataIndex: 'troquel' },
              { title: 'Producto', dataIndex: 'prodNombre' },
              { title: 'Pedida', dataIndex: 'cantPedida', align: 'right' },
              { title: 'Aprobada', dataIndex: 'cantAprobada', align: 'right' },
              { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => formatearPesos(v) },
              { title: 'Oferta', dataIndex: 'ofertaLeyenda' },
            ]}
          />
          <Space wrap>
            <Button disabled={items.length === 0} onClick={() => descargarArchivo(archivoAsopRsp(pedido.data, items))}>
              Descargar ASOP{pedido.data.id}.RSP
            </Button>
            <Button disabled={items.length === 0} onClick={() => descargarArchivo(archivoSalida(pedido.data, items))}>
              Descargar salida-{pedido.data.id}.txt
            </Button>
            <Button disabled={items.length === 0} onClick={() => setImprimiendo(true)}>
              Impresión manual
            </Button>
            <Link to={routePath('pedido-nuevo')}>Hacer otro pedido</Link>
          </Space>
          <ImpresionManual pedidoId={pedido.data.id} items={items} abierta={imprimiendo} onCerrar={() => setImprimiendo(false)} />
        </Space>
      )}
    </div>
  );
}
