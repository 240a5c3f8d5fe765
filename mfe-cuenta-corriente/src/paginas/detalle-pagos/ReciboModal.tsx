import { Descriptions, Modal, Space, Table } from 'antd';
import { BotonDescarga, formatearFecha, formatearPesos } from '@portal/shared/client';
import type { Pago } from '@portal/shared/contracts';
import { exportacionRecibo } from './detalle-pagos-api.js';

/** One receipt: its data, the vouchers it settled and its export (Excel or CSV, made by the server). */
export function ReciboModal({ recibo, cerrar }: { recibo: Pago | null; cerrar: () => void }) {
  return (
    <Modal
      open={recibo !== null}
      onCancel={cerrar}
      width={760}
      title={recibo ? `Recibo ${recibo.nroRecibo}` : ''}
      footer={
        recibo && (
          <Space wrap>
            <BotonDescarga solicitud={exportacionRecibo(recibo, 'xlsx')} nombre={`Recibo_${recibo.nroRecibo}.xlsx`} texto="Exportar recibo (Excel)" type="primary" />
            <BotonDescarga solicitud={exportacionRecibo(recibo, 'csv')} nombre={`Recibo_${recibo.nroRecibo}.csv`} texto="Exportar recibo (CSV)" />
          </Space>
        )
      }
    >
      {recibo && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Farmacia">{recibo.farmaciaId}</Descriptions.Item>
            <Descriptions.Item label="Fecha">{formatearFecha(recibo.fechaOperacion)}</Descriptions.Item>
            <Descriptions.Item label="Tipo de pago">{recibo.leyendaTipoDePago}</Descriptions.Item>
            <Descriptions.Item label="Operación">{recibo.tipoOperacion}</Descriptions.Item>
            <Descriptions.Item label="Importe">{formatearPesos(recibo.importePago)}</Descriptions.Item>
            <Descriptions.Item label="Importe nominal">{formatearPesos(recibo.importeNominal)}</Descriptions.Item>
            <Descriptions.Item label="Resumen">{recibo.nroResumen ?? '--'}</Descriptions.Item>
            <Descriptions.Item label="Vencimiento">{formatearFecha(recibo.fechaVencimiento)}</Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey={(i) => `${i.descripcion}-${i.nroComprobante}`}
            dataSource={recibo.itemsDetalle}
            pagination={false}
            locale={{ emptyText: 'Sin comprobantes.' }}
            columns={[
              { title: 'Comprobante cancelado', dataIndex: 'descripcion' },
              { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => formatearPesos(v) },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
