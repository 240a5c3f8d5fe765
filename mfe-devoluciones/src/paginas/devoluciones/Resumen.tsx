import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { ErrorApi } from '@portal/shared/client';
import { MotivoDevolucionId, routePath } from '@portal/shared/domain';
import { lotesPorUnidad, useBorradorDevolucion, type LineaBorrador } from './borrador.js';
import { crearDevolucion, leerMotivos } from './devoluciones-api.js';

const textoLotes = (l: LineaBorrador) => {
  const cargadas = l.entradas.reduce((s, e) => s + e.unidades, 0);
  const lotes = l.entradas.map((e) => (e.unidades > 1 ? `${e.valor} × ${e.unidades}` : e.valor));
  if (l.item.tipoValidacion !== 'ninguno' && l.motivoDevolucionId !== MotivoDevolucionId.FaltanteEnEntrega && cargadas < l.cantidad) lotes.push(`${l.cantidad - cargadas} sin lote`);
  return lotes.length ? lotes.join(', ') : '--';
};

/** /devoluciones/resumen: the return as it will be sent; confirming creates it (the same guid if retried) and shows its confirmation. */
export default function Resumen() {
  const { facturaId, nroFactura, lineas, guid, limpiar } = useBorradorDevolucion();
  const navigate = useNavigate();
  const motivos = useQuery({ queryKey: ['devoluciones', 'motivos'], queryFn: leerMotivos, staleTime: Infinity });
  const nombreMotivo = new Map((motivos.data ?? []).map((m) => [m.id, m.descripcion]));
  const confirmar = useMutation({
    mutationFn: () =>
      crearDevolucion({
        guid: guid!,
        facturaId: facturaId!,
        items: lineas.map((l) => ({ pedidoDetId: l.item.pedidoDetId, cantidad: l.cantidad, motivoDevolucionId: l.motivoDevolucionId!, lotes: lotesPorUnidad(l.entradas) })),
      }),
    onSuccess: (d) => {
      limpiar();
      void navigate(routePath('devoluciones-confirmacion', { id: d.id }));
    },
  });
  if (facturaId === null || lineas.length === 0 || !guid) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Resumen de devolución</Typography.Title>
        <Alert type="info" showIcon title="No hay una devolución en preparación." />
        <Link to={routePath('devoluciones-seleccionar-factura')}>Nueva devolución</Link>
      </div>
    );
  }
  const unidades = lineas.reduce((s, l) => s + l.cantidad, 0);
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Resumen de devolución</Typography.Title>
      <Typography.Paragraph>
        Factura {nroFactura}: {lineas.length} {lineas.length === 1 ? 'línea' : 'líneas'}, {unidades} {unidades === 1 ? 'unidad' : 'unidades'}. Revise lo que devuelve y confirme.
      </Typography.Paragraph>
      <Table<LineaBorrador>
        rowKey={(l) => l.item.pedidoDetId}
        size="small"
        dataSource={lineas}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Troquel', key: 'troquel', render: (_: unknown, l) => l.item.troquel },
          { title: 'Producto', key: 'producto', render: (_: unknown, l) => l.item.prodNombre },
          { title: 'Cantidad', dataIndex: 'cantidad', align: 'right' },
          { title: 'Motivo', key: 'motivo', render: (_: unknown, l) => nombreMotivo.get(l.motivoDevolucionId ?? 0) ?? '' },
          { title: 'Lotes / series', key: 'lotes', render: (_: unknown, l) => textoLotes(l) },
        ]}
      />
      {confirmar.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={confirmar.error instanceof ErrorApi ? confirmar.error.mensajeServidor : 'No se pudo confirmar la devolución. Vuelva a intentar.'}
        />
      )}
      <Space style={{ marginTop: 16 }} wrap>
        <Link to={routePath('devoluciones-nueva-desde-factura', { id: facturaId })}>Volver a la factura</Link>
        <Button type="primary" loading={confirmar.isPending} onClick={() => confirmar.mutate()}>
          Confirmar devolución
        </Button>
      </Space>
    </div>
  );
}
