import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { ErrorApi } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { lineasRecall, useBorradorRecall } from './borrador-recall.js';
import { crearDevolucionRecall } from './recalls-api.js';

/** /recalls/resumen/{recallId}: the units as they will be returned; confirming creates the return (the same guid if retried). */
export default function ResumenRecall() {
  const recallId = Number(useParams().recallId);
  const navigate = useNavigate();
  const { recallId: delBorrador, productos, guid, limpiar } = useBorradorRecall();
  const lineas = lineasRecall(productos);
  const confirmar = useMutation({
    mutationFn: () => crearDevolucionRecall({ guid: guid!, recallId, items: lineas.map(({ prodNombre: _n, ...l }) => l) }),
    onSuccess: (d) => {
      limpiar();
      void navigate(routePath('recalls-confirmacion', { id: d.id }));
    },
  });
  if (delBorrador !== recallId || lineas.length === 0 || !guid) {
    return (
      <div data-remoto="mfe-devoluciones">
        <Typography.Title level={1}>Resumen de devolución por recall</Typography.Title>
        <Alert type="info" showIcon title="No hay una devolución de este recall en preparación." />
        <Link to={routePath('recalls-ingreso-lotes-items', { recallId })}>Cargar unidades</Link>
      </div>
    );
  }
  const unidades = lineas.reduce((s, l) => s + l.cantidad, 0);
  return (
    <div data-remoto="mfe-devoluciones">
      <Typography.Title level={1}>Resumen de devolución por recall</Typography.Title>
      <Typography.Paragraph>
        {lineas.length} {lineas.length === 1 ? 'línea' : 'líneas'}, {unidades} {unidades === 1 ? 'unidad' : 'unidades'}. Revise lo que devuelve y confirme.
      </Typography.Paragraph>
      <Table
        rowKey={(l) => `${l.troquel}|${l.lote}|${l.nroSerie ?? ''}`}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={lineas}
        columns={[
          { title: 'Troquel', dataIndex: 'troquel' },
          { title: 'Producto', dataIndex: 'prodNombre' },
          { title: 'Lote', dataIndex: 'lote', render: (v: string) => v || '--' },
          { title: 'Número de serie', dataIndex: 'nroSerie', render: (v: string | null) => v ?? '--' },
          { title: 'Unidades', dataIndex: 'cantidad', align: 'right' },
        ]}
      />
      {confirmar.isError && <Alert type="error" showIcon style={{ marginTop: 16 }} title={confirmar.error instanceof ErrorApi ? confirmar.error.mensajeServidor : 'No se pudo confirmar la devolución.'} />}
      <Space style={{ marginTop: 16 }} wrap>
        <Link to={routePath('recalls-ingreso-lotes-items', { recallId })}>Volver a la carga</Link>
        <Button type="primary" loading={confirmar.isPending} onClick={() => confirmar.mutate()}>
          Confirmar devolución
        </Button>
      </Space>
    </div>
  );
}
