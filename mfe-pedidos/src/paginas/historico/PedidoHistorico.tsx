import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Popconfirm, Skeleton, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { BotonDescarga, formatearFechaHora, formatearPesos, formatearPorcentaje, useSesion } from '@portal/shared/client';
import { RESPUESTA_ITEM_IMPRESION, type EstadoTransmision, type MensajeTransmision, type PedidoItem, type ResultadoLineaCarrito } from '@portal/shared/contracts';
import { AVISO_FARMACIA_BLOQUEADA, farmaciaBloqueada, routePath } from '@portal/shared/domain';
import { ResultadosLineas, useImportarAlCarrito } from '../../carrito/index.js';
import { ImpresionManual } from '../../exportaciones/ImpresionManual.js';
import { borrarPedido, leerDetalle, leerEstadoTransmision, leerFacturas, leerMensajesTransmisiones, leerPedido } from './historico-api.js';
import { EnlaceLaboratorio } from './Laboratorio.js';
import { NombreConBono } from './MarcaBono.js';
import { RemitosPedido } from './RemitosPedido.js';
import { useRespuestas } from './TablaLineas.js';

/** SPEC §4: 200 "pending OK" is the one state in which the order has not reached the distributor and may be deleted. */
const ESTADO_PENDIENTE = 200;

/** SPEC §9: the manual print takes only the lines answered with the printing code (item-response 5). */
export function lineasParaImprimir(items: PedidoItem[]): PedidoItem[] {
  return items.filter((i) => i.respId === RESPUESTA_ITEM_IMPRESION);
}

/**
 * The order's transmission message in the words of `MensajesTransmisiones` (the catalogue of message kinds), the
 * no-balance one (`pedidoConFinErrorPorFaltaDeSaldo`) as an error.
 */
function MensajeTransmisionPedido({ estado, mensajes }: { estado: EstadoTransmision | undefined; mensajes: MensajeTransmision[] | undefined }) {
  const propio = estado?.mensajeTransmision;
  if (!propio) return null;
  const texto = mensajes?.find((m) => m.clave === propio.clave)?.mensaje ?? propio.mensaje;
  return <Alert type={propio.clave === 'pedidoConFinErrorPorFaltaDeSaldo' ? 'error' : 'info'} showIcon title={texto} />;
}

const porcentaje = (v: number) => (v ? formatearPorcentaje(v) : '--');

/** /historico/pedido/{pedidoId}: one order with its lines, answers, invoices and messages; reorder, exports and delete. */
export default function PedidoHistorico() {
  const id = Number(useParams().pedidoId);
  const navegar = useNavigate();
  const respuesta = useRespuestas();
  const [imprimiendo, setImprimiendo] = useState(false);
  const [resultados, setResultados] = useState<ResultadoLineaCarrito[]>([]);
  const { importar } = useImportarAlCarrito();
  // A blocked pharmacy reads its history; it cannot put an old order back into the cart.
  const bloqueada = farmaciaBloqueada(useSesion());
  const pedido = useQuery({ queryKey: ['pedidos', 'historico', id], queryFn: () => leerPedido(id) });
  const detalle = useQuery({ queryKey: ['pedidos', 'historico', id, 'detalle'], queryFn: () => leerDetalle(id), enabled: pedido.isSuccess });
  const estado = useQuery({ queryKey: ['pedidos', 'historico', id, 'estado'], queryFn: () => leerEstadoTransmision(id), enabled: pedido.isSuccess });
  const facturas = useQuery({ queryKey: ['pedidos', 'historico', id, 'facturas'], queryFn: () => leerFacturas(id), enabled: pedido.isSuccess });
  const mensajes = useQuery({ queryKey: ['pedidos', 'mensajes-transmisiones'], queryFn: leerMensajesTransmisiones, staleTime: Infinity, enabled: Boolean(estado.data?.mensajeTransmision) });
  const reordenar = useMutation({
    mutationFn: (items: PedidoItem[]) => importar(items.map((i) => ({ troquel: i.troquel, cantidad: i.cantPedida }))),
    onSuccess: setResultados,
  });
  const borrar = useMutation({ mutationFn: () => borrarPedido(id), onSuccess: () => navegar(routePath('historico-buscar')) });

  if (pedido.isError) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="error" showIcon title="No se encontró el pedido." action={<Link to={routePath('historico-buscar')}>Volver al histórico</Link>} />
      </div>
    );
  }
  const items = detalle.data ?? [];
  const aImprimir = lineasParaImprimir(items);
  const p = pedido.data;
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Pedido {id}</Typography.Title>
      {!p ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label="Fecha">{formatearFechaHora(p.fechaAlta)}</Descriptions.Item>
            <Descriptions.Item label="Estado">
              <Tag color={estado.data?.transmitido ? 'green' : 'blue'} data-testid="estado-pedido">
                {estado.data?.estado ?? '…'}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Importe">{formatearPesos(p.importe)}</Descriptions.Item>
            <Descriptions.Item label="Ítems">{p.cantidadItems}</Descriptions.Item>
            <Descriptions.Item label="Unidades">{p.cantidadItemsTotal}</Descriptions.Item>
            <Descriptions.Item label="Facturas">
              {facturas.data && facturas.data.length > 0 ? (
                <Link to={routePath('cc-factura-electronica-pedido', { id })}>
                  {facturas.data.length === 1 ? `Ver factura ${facturas.data[0]}` : `Ver ${facturas.data.length} facturas`}
                </Link>
              ) : (
                'Sin facturas'
              )}
            </Descriptions.Item>
          </Descriptions>
          <MensajeTransmisionPedido estado={estado.data} mensajes={mensajes.data} />
          {/* Said beside the action, not in a tooltip: a disabled button gets no hover or focus. */}
          {bloqueada && <Alert id="aviso-bloqueo-pedido" type="warning" showIcon title={AVISO_FARMACIA_BLOQUEADA} />}
          <Space wrap>
            <Button
              type="primary"
              disabled={items.length === 0 || bloqueada}
              aria-describedby={bloqueada ? 'aviso-bloqueo-pedido' : undefined}
              loading={reordenar.isPending}
              onClick={() => reordenar.mutate(items)}
            >
              Volver a pedir
            </Button>
            <BotonDescarga disabled={items.length === 0} solicitud={{ path: `/api/pedido/${id}/archivo/asop` }} nombre={`ASOP${id}.RSP`} texto={`Descargar ASOP${id}.RSP`} />
            <BotonDescarga disabled={items.length === 0} solicitud={{ path: `/api/pedido/${id}/archivo/salida` }} nombre={`salida-${id}.txt`} texto={`Descargar salida-${id}.txt`} />
            <Tooltip title={aImprimir.length === 0 && items.length > 0 ? 'Ninguna línea tiene la respuesta de impresión (código 5).' : undefined}>
              <Button disabled={aImprimir.length === 0} onClick={() => setImprimiendo(true)}>
                Impresión manual{aImprimir.length > 0 ? ` (${aImprimir.length})` : ''}
              </Button>
            </Tooltip>
            {p.estadoId === ESTADO_PENDIENTE && (
              <Popconfirm
                title="¿Borrar el pedido?"
                description="El pedido todavía no se transmitió; se borrará y se liberará su stock."
                okText="Borrar"
                cancelText="Cancelar"
                onConfirm={() => borrar.mutate()}
              >
                <Button danger loading={borrar.isPending}>
                  Borrar pedido
                </Button>
              </Popconfirm>
            )}
          </Space>
          <ResultadosLineas resultados={resultados} nombre={(t) => items.find((i) => i.troquel === t)?.prodNombre} />
          <Tabs
            items={[
              {
                key: 'lineas',
                label: `Líneas (${items.length})`,
                children: (
                  <Table<PedidoItem>
                    rowKey="id"
                    size="small"
                    loading={detalle.isLoading}
                    dataSource={items}
                    scroll={{ x: 'max-content' }}
                    locale={{ emptyText: detalle.isError ? 'No se pudieron obtener las líneas del pedido.' : 'El pedido no tiene líneas.' }}
                    pagination={items.length > 100 ? { pageSize: 100 } : false}
                    columns={[
                      { title: 'Troquel', dataIndex: 'troquel', render: (v: number) => <Link to={routePath('historico-items', { troquel: v })}>{v}</Link> },
                      { title: 'Producto', dataIndex: 'prodNombre', render: (v: string, f) => <NombreConBono troquel={f.troquel} nombre={v} /> },
                      { title: 'Laboratorio', key: 'laboratorio', render: (_: unknown, f) => <EnlaceLaboratorio troquel={f.troquel} /> },
                      { title: 'Pedida', dataIndex: 'cantPedida', align: 'right' },
                      { title: 'Aprobada', dataIndex: 'cantAprobada', align: 'right' },
                      { title: 'Preparada', dataIndex: 'cantPreparada', align: 'right' },
                      { title: 'Respuesta', dataIndex: 'respId', render: (v: number | null) => respuesta(v) },
                      { title: 'Oferta', dataIndex: 'ofertaLeyenda', render: (v: string | null) => v ?? '--' },
                      { title: 'Descuento', dataIndex: 'descuento', align: 'right', render: porcentaje },
                      { title: 'Desc. producto', dataIndex: 'descuentoProducto', align: 'right', render: porcentaje },
                      { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => formatearPesos(v) },
                    ]}
                  />
                ),
              },
              { key: 'remitos', label: `Remitos (${p.remitos.length})`, children: <RemitosPedido remitos={p.remitos} pedidoId={p.id} /> },
            ]}
          />
          <ImpresionManual
            pedidoId={p.id}
            items={aImprimir}
            abierta={imprimiendo}
            onCerrar={() => setImprimiendo(false)}
          />
        </Space>
      )}
    </div>
  );
}
