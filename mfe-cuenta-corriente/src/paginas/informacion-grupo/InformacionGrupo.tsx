import { Alert, Card, Col, Descriptions, Progress, Row, Statistic, Table, Tag, Typography } from 'antd';
import { formatearCifra, formatearFecha, formatearPesos, formatearPorcentaje, formatearSaldo, usePantallaAngosta, useSesion } from '@portal/shared/client';
import type { FarmaciaGrupo } from '@portal/shared/contracts';
import { useFarmaciasGrupo, useInfoGrupo } from '../comun/farmacias-grupo-api.js';

/**
 * Credit taken is what a pharmacy (or the group, the sum of its pharmacies') owes, positive, never in its favour
 * (`/api/FarmaciaGrupo`): read as every balance is, under a label that already says it is owed.
 */
const tomado = (creditoTomado: number) => formatearSaldo(creditoTomado, { rotuloDeudor: true });

/** Share of the credit limit taken, 0–100 (a pharmacy without a limit has used none of it). */
const usado = (limite: number, tomado: number) => (limite > 0 ? Math.min(100, Math.round((tomado / limite) * 100)) : 0);

/** /cc-grupo/informacion: the group (active members, credit limit and taken) and its pharmacies, each with its credit gauge. */
export default function InformacionGrupo() {
  const usuario = useSesion();
  const info = useInfoGrupo(usuario?.grupoId);
  const farmacias = useFarmaciasGrupo(usuario?.grupoId);
  const angosta = usePantallaAngosta();
  const g = info.data;

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={1}>{g ? `Información del grupo ${g.nombre}` : 'Información del grupo'}</Typography.Title>
      {(info.isError || farmacias.isError) && <Alert type="error" showIcon title="No se pudo obtener la información del grupo." />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card loading={info.isLoading}>
            <Statistic title="Socios activos" value={g?.cantidadSociosActivos ?? 0} formatter={formatearCifra} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={info.isLoading}>
            <Statistic title="Límite de crédito" value={g ? formatearPesos(g.limiteCredito) : ''} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={info.isLoading}>
            <Statistic title="Crédito tomado" value={g ? tomado(g.creditoTomado) : ''} />
            {g && <Progress percent={usado(g.limiteCredito, g.creditoTomado)} status={usado(g.limiteCredito, g.creditoTomado) >= 90 ? 'exception' : 'normal'} />}
          </Card>
        </Col>
      </Row>
      <Card title="Farmacias del grupo" style={{ marginTop: 16 }}>
        <Table<FarmaciaGrupo>
          size="small"
          rowKey="id"
          loading={farmacias.isLoading}
          dataSource={farmacias.data ?? []}
          pagination={false}
          locale={{ emptyText: 'El grupo no tiene farmacias.' }}
          // Below 1200 px the pharmacy's locality, round and statement due date fold into the row's detail (issue 29).
          expandable={
            angosta
              ? {
                  expandedRowRender: (f) => (
                    <Descriptions
                      size="small"
                      column={3}
                      items={[
                        { key: 'localidad', label: 'Localidad', children: f.localidad },
                        { key: 'reparto', label: 'Reparto', children: f.reparto },
                        { key: 'vencimiento', label: 'Vto. resumen', children: formatearFecha(f.fechaVencimientoResumen) },
                      ]}
                    />
                  ),
                }
              : undefined
          }
          columns={[
            { title: 'Farmacia', key: 'farmacia', render: (_: unknown, f) => `${f.id} · ${f.nombre}` },
            ...(angosta ? [] : [{ title: 'Localidad', dataIndex: 'localidad' }]),
            { title: 'Estado', dataIndex: 'bloqueo', render: (b: boolean) => (b ? <Tag color="red">Bloqueada</Tag> : <Tag color="green">Habilitada</Tag>) },
            { title: 'Descuento', dataIndex: 'descuento', align: 'right', render: (d: number) => formatearPorcentaje(d) },
            { title: 'Plazo', dataIndex: 'plazo', align: 'right', render: (p: number) => <span style={{ whiteSpace: 'nowrap' }}>{p} días</span> },
            ...(angosta
              ? []
              : [
                  { title: 'Reparto', dataIndex: 'reparto', align: 'right' as const },
                  { title: 'Vto. resumen', dataIndex: 'fechaVencimientoResumen', render: (f: string | null) => formatearFecha(f) },
                ]),
            { title: 'Límite', dataIndex: 'limiteCredito', align: 'right', render: (v: number) => formatearPesos(v) },
            { title: 'Tomado', dataIndex: 'creditoTomado', align: 'right', render: (v: number) => tomado(v) },
            {
              title: 'Crédito usado',
              key: 'uso',
              align: 'center',
              render: (_: unknown, f) => (
                <Progress
                  type="dashboard"
                  size={56}
                  percent={usado(f.limiteCredito, f.creditoTomado)}
                  status={usado(f.limiteCredito, f.creditoTomado) >= 90 ? 'exception' : 'normal'}
                  aria-label={`Crédito usado por ${f.nombre}`}
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
