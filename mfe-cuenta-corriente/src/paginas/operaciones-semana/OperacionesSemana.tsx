import { useState } from 'react';
import { Alert, Card, Col, Row, Segmented, Statistic, Table, Typography } from 'antd';
import { formatearFecha, formatearPesos, useSesion } from '@portal/shared/client';
import { formatearNumeroComprobante, type MovimientoCuenta } from '@portal/shared/contracts';
import { useOperaciones, useTotalSemana } from './operaciones-semana-api.js';

/** /cc/operaciones-de-la-semana: this week's or last week's operations, with the week's debits and credits. */
export default function OperacionesSemana() {
  const usuario = useSesion();
  const [semana, setSemana] = useState<'actual' | 'anterior'>('actual');
  const operaciones = useOperaciones(usuario?.farmaciaId, semana);
  const total = useTotalSemana(usuario?.farmaciaId);
  const t = total.data;
  const [desde, hasta, debitos, creditos] = t
    ? semana === 'actual'
      ? [t.desde, t.hasta, t.debitos, t.creditos]
      : [t.anteriorDesde, t.anteriorHasta, t.anteriorDebitos, t.anteriorCreditos]
    : [null, null, 0, 0];

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={1}>Operaciones de la semana</Typography.Title>
      <Segmented
        value={semana}
        onChange={(v) => setSemana(v as 'actual' | 'anterior')}
        options={[
          { value: 'actual', label: 'Semana actual' },
          { value: 'anterior', label: 'Semana anterior' },
        ]}
      />
      {(operaciones.isError || total.isError) && <Alert style={{ marginTop: 16 }} type="error" showIcon title="No se pudieron obtener las operaciones de la semana." />}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} md={8}>
          <Card loading={total.isLoading}>
            <Statistic title="Semana" value={desde && hasta ? `${formatearFecha(desde)} al ${formatearFecha(hasta)}` : ''} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={total.isLoading}>
            <Statistic title="Débitos" value={formatearPesos(debitos)} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={total.isLoading}>
            <Statistic title="Créditos" value={formatearPesos(creditos)} />
          </Card>
        </Col>
      </Row>
      <Card style={{ marginTop: 16 }}>
        <Table<MovimientoCuenta>
          size="small"
          rowKey={(m) => `${m.tipoComprobante}-${m.puntoDeVenta}-${m.nroComprobante}`}
          loading={operaciones.isLoading}
          dataSource={operaciones.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: 'No hay operaciones en la semana.' }}
          scroll={{ x: 760 }}
          columns={[
            { title: 'Fecha', dataIndex: 'fechaMovimiento', render: (f: string) => formatearFecha(f) },
            { title: 'Comprobante', key: 'comprobante', render: (_: unknown, m) => formatearNumeroComprobante(m.tipoComprobante, m.puntoDeVenta, m.nroComprobante) },
            { title: 'Descripción', dataIndex: 'descFC' },
            { title: 'Vencimiento', dataIndex: 'fechaVencimiento', render: (f: string | null) => formatearFecha(f) },
            { title: 'Débito', dataIndex: 'importe', align: 'right', render: (v: number) => (v > 0 ? formatearPesos(v) : '') },
            { title: 'Crédito', key: 'credito', align: 'right', render: (_: unknown, m) => (m.importe < 0 ? formatearPesos(-m.importe) : '') },
          ]}
        />
      </Card>
    </div>
  );
}
