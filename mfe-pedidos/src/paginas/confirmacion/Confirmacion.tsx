import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { formatearFechaHora, formatearPesos } from '@portal/shared/client';
import type { PedidoItem, TurnoPedido } from '@portal/shared/contracts';
import { nombreEstado, routePath } from '@portal/shared/domain';
import { archivoAsopRsp, archivoSalida, descargarArchivo } from '../../exportaciones/archivos-pedido.js';
import { ImpresionManual } from '../../exportaciones/ImpresionManual.js';
import { leerDetallePedido, leerEstadoTransmision, leerPedidoPorGuid } from './confirmacion-api.js';
import { MarcaBono } from '../comun/MarcaBono.js';
import { useDatosProductos } from '../comun/datosProductos.js';
import { textoCierre } from '../comun/textoCierre.js';

/** How often the state is read again while the order has not reached the distributor. */
export const INTERVALO_ESTADO_MS = 3000;

/** The shift in words: its description, which says when it delivers, and the closing the order goes in. */
function textoTurno(turno: TurnoPedido | null, fechaAlta: string): string {
  if (!turno) return 'Sin turno';
  return turno.cierre ? `${turno.obs} (cierra ${textoCierre(turno.cierre, fechaAlta)})` : turno.obs;
}

/** /pedidos/confirmacion/guid/{guid}: the confirmed order, its shift, lines and transmission state, with its exports. */
export default function Confirmacion() {
  const guid = useParams()['*'] ?? '';
  const [imprimiendo, setImprimiendo] = useState(false);
  const pedido = useQuery({
    queryKey: ['pedidos', 'confirmacion', guid],
    queryFn: () => leerPedidoPorGuid(guid),
  });
  const encontrado = pedido.data ?? null;
  const id = encontrado?.id;
  const estado = useQuery({
    queryKey: ['pedidos', 'confirmacion', 'estado', id],
    enabled: id !== undefined,
    queryFn: () => leerEstadoTransmision(id!),
    refetchInterval: (consulta) => (consulta.state.data?.transmitido ? false : INTERVALO_ESTADO_MS),
  });
  const detalle = useQuery({
    // Read again when the state moves: the distributor fills in the approved quantities.
    queryKey: ['pedidos', 'confirmacion', 'detalle', id, estado.data?.estadoId],
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    queryFn: () => leerDetallePedido(id!),
  });

  const items = detalle.data ?? [];
  const datos = useDatosProductos(items.map((i) => i.troquel));

  if (pedido.isError) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="error" showIcon title="No se pudo leer el pedido confirmado." description="Vuelva a intentar en unos minutos." />
      </div>
    );
  }
  if (pedido.isSuccess && encontrado === null) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert
          type="warning"
          showIcon
          title="No se encontró el pedido confirmado."
          description={
            <>
              La dirección no corresponde a un pedido de su farmacia. Sus pedidos están en el <Link to={routePath('historico-buscar')}>histórico</Link>.
            </>
          }
        />
      </div>
    );
  }
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Confirmación del pedido</Typography.Title>
      {encontrado && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Alert type="success" showIcon title={`Pedido ${encontrado.id} confirmado`} />
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="Número de pedido">{encontrado.id}</Descriptions.Item>
            <Descriptions.Item label="Fecha">{formatearFechaHora(encontrado.fechaAlta)}</Descriptions.Item>
            <Descriptions.Item label="Turno de entrega" span={2}>
              <span data-testid="turno-pedido">{textoTurno(encontrado.turno, encontrado.fechaAlta)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Ítems">{encontrado.cantidadItems}</Descriptions.Item>
            <Descriptions.Item label="Unidades">{encontrado.cantidadItemsTotal}</Descriptions.Item>
            <Descriptions.Item label="Importe">{formatearPesos(encontrado.importe)}</Descriptions.Item>
            <Descriptions.Item label="Estado">
              <Tag color={estado.data?.transmitido ? 'green' : 'blue'} data-testid="estado-pedido">
                {estado.data ? nombreEstado(estado.data.estadoId, estado.data.estado) : '…'}
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
              {
                title: 'Producto',
                dataIndex: 'prodNombre',
                render: (nombre: string, item) => {
                  const producto = datos.productos.get(item.troquel);
                  return (
                    <Space size={4} wrap>
                      {nombre}
                      {producto && <MarcaBono flags={producto.flags} />}
                    </Space>
                  );
                },
              },
              { title: 'Pedida', dataIndex: 'cantPedida', align: 'right' },
              { title: 'Aprobada', dataIndex: 'cantAprobada', align: 'right' },
              { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => formatearPesos(v) },
              { title: 'Oferta', dataIndex: 'ofertaLeyenda' },
            ]}
          />
          <Space wrap>
            <Button disabled={items.length === 0} onClick={() => descargarArchivo(archivoAsopRsp(encontrado, items))}>
              Descargar ASOP{encontrado.id}.RSP
            </Button>
            <Button disabled={items.length === 0} onClick={() => descargarArchivo(archivoSalida(encontrado, items))}>
              Descargar salida-{encontrado.id}.txt
            </Button>
            <Button disabled={items.length === 0} onClick={() => setImprimiendo(true)}>
              Impresión manual
            </Button>
            <Link to={routePath('pedido-nuevo')}>Hacer otro pedido</Link>
          </Space>
          <ImpresionManual pedidoId={encontrado.id} items={items} abierta={imprimiendo} onCerrar={() => setImprimiendo(false)} />
        </Space>
      )}
    </div>
  );
}
