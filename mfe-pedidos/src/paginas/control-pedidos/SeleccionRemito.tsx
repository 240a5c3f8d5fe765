import { Link } from 'react-router-dom';
import { Space, Tag, Typography } from 'antd';
import { TablaServidor, formatearFechaHora, type ColumnaTabla } from '@portal/shared/client';
import type { RemitoParaControl } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { leerRemitosParaControl } from './control-pedidos-api.js';

const columnas: ColumnaTabla<RemitoParaControl>[] = [
  { campo: 'nroRemito', titulo: 'Remito', tipo: 'numero', ordenable: true },
  { campo: 'fecha', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFechaHora(String(v)) },
  {
    campo: 'pedidoIds',
    titulo: 'Pedidos',
    render: (v) => {
      const ids = v as number[];
      return ids.length === 0 ? '--' : (
        <Space size={8} wrap>
          {ids.map((id) => (
            <Link key={id} to={routePath('historico-pedido', { pedidoId: id })}>
              {id}
            </Link>
          ))}
        </Space>
      );
    },
  },
  { campo: 'cantidadItems', titulo: 'Ítems', tipo: 'numero' },
  { campo: 'cantidadUnidades', titulo: 'Unidades', tipo: 'numero', ordenable: true },
  {
    campo: 'controlEnCursoId',
    titulo: '',
    render: (_, r) => (
      <Link to={routePath('control-pedidos-nuevo', { id: r.nroRemito })}>
        {r.controlEnCursoId === null ? 'Controlar' : <Tag color="orange">Retomar control en curso</Tag>}
      </Link>
    ),
  },
];

/** /control-pedidos/seleccion-remito: the remitos waiting for control, paged by the server; a control a colleague left open is resumed. */
export default function SeleccionRemito() {
  return (
    <div data-remoto="mfe-pedidos">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1}>Nuevo control de pedido</Typography.Title>
        <Link to={routePath('control-pedidos-buscar')}>Histórico de controles</Link>
      </Space>
      <Typography.Paragraph>Elija el remito que llegó para controlarlo contra lo preparado.</Typography.Paragraph>
      <TablaServidor<RemitoParaControl>
        columnas={columnas}
        request={leerRemitosParaControl}
        claveFila="nroRemito"
        ordenInicial="-fecha"
        tamanoPagina={20}
        vacio="No hay remitos pendientes de control."
      />
    </div>
  );
}
