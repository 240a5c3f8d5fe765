import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Space, Tag, Typography } from 'antd';
import { BotonDescarga, formatearFechaHora, TarjetaCargando } from '@portal/shared/client';
import { routePath, type NombreRuta } from '@portal/shared/domain';
import { leerDevolucion, leerEstadoTransmision, solicitudComprobante } from './comun-api.js';

/** How often the transmission state is asked again while the return waits for the distributor. */
export const INTERVALO_ESTADO_MS = 10_000;
const PENDIENTE_OK = 200;

export interface PropsConfirmacion {
  titulo: string;
  /** `/api/devolucion`, `/api/DevolucionVencido`, `/api/devolucionRecall`: the state is polled per return type (SPEC §4). */
  api: string;
  historico: NombreRuta;
  nueva: NombreRuta;
  /** Only general returns have a voucher to download. */
  comprobante?: boolean;
  /** How often the state is asked while pending (tests shorten it). */
  intervaloMs?: number;
}

/**
 * A return's confirmation: the return made, its voucher (a PDF the server makes, downloaded through the shared
 * BotonDescarga: progress, no timeout, the server's file name) and its transmission state, polled with a 5 s timeout
 * while it is pending; a poll without answer says so and the next one tries again.
 */
export function ConfirmacionDevolucion({ titulo, api, historico, nueva, comprobante = false, intervaloMs = INTERVALO_ESTADO_MS }: PropsConfirmacion) {
  const id = Number(useParams().id);
  const valido = Number.isInteger(id) && id > 0;
  const devolucion = useQuery({ queryKey: ['devoluciones', 'devolucion', api, id], queryFn: () => leerDevolucion(api, id), enabled: valido });
  const estado = useQuery({
    queryKey: ['devoluciones', 'estado', api, id],
    queryFn: () => leerEstadoTransmision(api, id),
    enabled: valido,
    retry: false,
    refetchInterval: (q) => (q.state.data && q.state.data.estadoId !== PENDIENTE_OK ? false : intervaloMs),
  });
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>{titulo}</Typography.Title>
      {!valido && <Alert type="info" showIcon title="Elija una devolución del histórico para ver su confirmación." />}
      {devolucion.isError && <Alert type="error" showIcon title="No se encontró la devolución." />}
      {devolucion.isLoading && <TarjetaCargando />}
      {devolucion.data && (
        <>
          <Alert type="success" showIcon title={`Devolución ${devolucion.data.id} registrada.`} style={{ marginBottom: 16 }} />
          <Descriptions bordered size="small" column={1} style={{ maxWidth: 640 }}>
            <Descriptions.Item label="Fecha">{formatearFechaHora(devolucion.data.fechaAlta)}</Descriptions.Item>
            {devolucion.data.facturaId !== null && <Descriptions.Item label="Factura">{devolucion.data.nroFactura ?? '--'}</Descriptions.Item>}
            <Descriptions.Item label="Unidades">{devolucion.data.cantidadItemsTotal}</Descriptions.Item>
            <Descriptions.Item label="Estado de transmisión">
              <Space wrap>
                <Tag color="blue">{estado.data?.estado ?? devolucion.data.estado}</Tag>
                {estado.isError && <Tag color="orange">Sin respuesta del servidor: se vuelve a consultar</Tag>}
              </Space>
            </Descriptions.Item>
          </Descriptions>
          <Space style={{ marginTop: 16 }} wrap>
            {comprobante && <BotonDescarga type="primary" solicitud={solicitudComprobante(id)} nombre={`devolucion-${id}.pdf`} texto="Descargar comprobante" />}
            <Link to={routePath(historico)}>Ir al histórico</Link>
            <Link to={routePath(nueva)}>Nueva devolución</Link>
          </Space>
        </>
      )}
    </div>
  );
}
