import { lazy, Suspense, useMemo } from 'react';
import { Alert, Card, Col, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { formatearCifra, formatearFecha, formatearPesos, formatearSaldo, TablaServidor, type ColumnaTabla } from '@portal/shared/client';
import type { ComprobanteImpago, ResumenDeuda } from '@portal/shared/contracts';
import { useFarmaciasGrupo } from '../comun/farmacias-grupo-api.js';
import { claveAlcance, columnaFarmacia, useAlcance } from '../comun/grupo.js';
import { SelectorFarmaciaGrupo } from '../comun/SelectorFarmaciaGrupo.js';
import { CubetasAdeudadas } from './CubetasAdeudadas.js';
import { paginaResumenesDeuda, useComposicionDeuda, useTotalSemanaGrupo } from './composicion-deuda-api.js';

const GraficoComposicion = lazy(() => import('./GraficoComposicion.js'));

const columnasResumenes = (conFarmacia: boolean): ColumnaTabla<ResumenDeuda>[] => [
  ...(conFarmacia ? [{ campo: 'farmaciaId' as const, titulo: 'Farmacia', ordenable: true }] : []),
  { campo: 'nroResumen', titulo: 'Resumen', ordenable: true },
  { campo: 'fechaEmision', titulo: 'Semana del', ordenable: true, render: (f) => formatearFecha(f as string) },
  { campo: 'fechaVencimiento', titulo: 'Vencimiento', ordenable: true, render: (f) => formatearFecha(f as string) },
  { campo: 'tipoOperacion', titulo: 'Operación' },
  // What is still owed of the statement's week: positive when owed, as the composition's balance.
  { campo: 'saldo', titulo: 'Saldo', tipo: 'numero', ordenable: true, render: (v) => formatearSaldo(v as number) },
  { campo: 'novedad', titulo: 'Novedad', render: (n) => (n ? <Tag color={n === 'Vencido' ? 'red' : 'blue'}>{n as string}</Tag> : '') },
];

/** The group's week: this week's and last week's debits and credits (`totalOperacionesSemanaGrupo`). */
function SemanaDelGrupo({ alcance }: { alcance: ReturnType<typeof useAlcance> }) {
  const total = useTotalSemanaGrupo(alcance);
  const t = total.data;
  return (
    <Card title="Operaciones de la semana" style={{ marginTop: 16 }} loading={total.isLoading}>
      {total.isError && <Alert type="error" showIcon title="No se pudieron obtener las operaciones de la semana." />}
      {t && (
        <Row gutter={[16, 16]}>
          {(
            [
              [`Semana actual (${formatearFecha(t.desde)} al ${formatearFecha(t.hasta)})`, t.debitos, t.creditos, t.cantidad],
              [`Semana anterior (${formatearFecha(t.anteriorDesde)} al ${formatearFecha(t.anteriorHasta)})`, t.anteriorDebitos, t.anteriorCreditos, t.anteriorCantidad],
            ] as const
          ).map(([titulo, debitos, creditos, cantidad]) => (
            <Col key={titulo} xs={24} lg={12}>
              <Typography.Text strong>{titulo}</Typography.Text>
              <Row gutter={16} style={{ marginTop: 8 }}>
                <Col span={8}>
                  <Statistic title="Débitos" value={formatearPesos(debitos)} styles={{ content: { fontSize: 18 } }} />
                </Col>
                <Col span={8}>
                  <Statistic title="Créditos" value={formatearPesos(creditos)} styles={{ content: { fontSize: 18 } }} />
                </Col>
                <Col span={8}>
                  <Statistic title="Operaciones" value={cantidad} formatter={formatearCifra} styles={{ content: { fontSize: 18 } }} />
                </Col>
              </Row>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

export interface PropsComposicionDeuda {
  /** The group page: the whole group or one chosen pharmacy of it. */
  grupo?: boolean;
}

/**
 * /cc/composicion-de-la-deuda (and /cc-grupo/…): the balance, what is overdue and what falls due by bucket with its
 * chart, the unpaid vouchers, the buckets owed and the debt statements; for a group, also its week's operations.
 */
export default function ComposicionDeuda({ grupo = false }: PropsComposicionDeuda) {
  const alcance = useAlcance(grupo);
  const farmaciasGrupo = useFarmaciasGrupo(grupo ? alcance.grupoId : null);
  const composicion = useComposicionDeuda(alcance);
  const c = composicion.data;
  const conFarmacia = columnaFarmacia(alcance);
  const clave = claveAlcance(alcance);
  const { grupoId, farmaciaId } = alcance;
  const request = useMemo(() => paginaResumenesDeuda({ grupo, grupoId, farmaciaId }), [grupo, grupoId, farmaciaId]);
  const columnas = useMemo(() => columnasResumenes(conFarmacia), [conFarmacia]);
  const deCubetas = alcance.farmaciaId !== null ? [alcance.farmaciaId] : (farmaciasGrupo.data ?? []).map((f) => f.id);

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={1}>{grupo ? 'Composición de la deuda del grupo' : 'Composición de la deuda'}</Typography.Title>
      {grupo && <SelectorFarmaciaGrupo valor={alcance.farmaciaId} alCambiar={alcance.elegir} />}
      {composicion.isError && <Alert type="error" showIcon title="No se pudo obtener la composición de la deuda." style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {(
          [
            // The composition's balance is the sum of the movements: positive when the pharmacy (or group) owes.
            ['Saldo', c?.saldo, false, formatearSaldo],
            ['Vencido', c?.vencido, true, formatearPesos],
            ['A vencer', c?.aVencer, false, formatearPesos],
          ] as const
        ).map(([titulo, valor, alerta, formatear]) => (
          <Col key={titulo} xs={24} md={8}>
            <Card>
              <Skeleton loading={composicion.isLoading} active paragraph={false}>
                <Statistic title={titulo} value={valor === undefined ? '' : formatear(valor)} styles={{ content: { color: alerta && (valor ?? 0) > 0 ? '#cf1322' : undefined } }} />
              </Skeleton>
            </Card>
          </Col>
        ))}
      </Row>
      {grupo && <SemanaDelGrupo alcance={alcance} />}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={12}>
          <Card title={c ? `Deuda por vencimiento al ${formatearFecha(c.hoy)}` : 'Deuda por vencimiento'}>
            {c ? (
              c.vencido + c.aVencer > 0 ? (
                <Suspense fallback={<Skeleton active />}>
                  <GraficoComposicion tramos={c.tramos} />
                </Suspense>
              ) : (
                <Typography.Text>No hay deuda pendiente.</Typography.Text>
              )
            ) : (
              <Skeleton active loading={composicion.isLoading} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="Tramos">
            <Table
              size="small"
              rowKey="clave"
              pagination={false}
              loading={composicion.isLoading}
              dataSource={c?.tramos ?? []}
              locale={{ emptyText: 'Sin datos' }}
              columns={[
                { title: 'Tramo', dataIndex: 'etiqueta', render: (e: string, t) => <Tag color={t.vencido ? 'red' : 'blue'}>{e}</Tag> },
                { title: 'Comprobantes', dataIndex: 'cantidad', align: 'right' },
                { title: 'Importe', dataIndex: 'importe', align: 'right', render: (v: number) => formatearPesos(v) },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card title="Comprobantes impagos" style={{ marginTop: 16 }}>
        <Table<ComprobanteImpago>
          size="small"
          rowKey={(i) => `${i.farmaciaId}-${i.descFC}-${i.fechaMovimiento}`}
          loading={composicion.isLoading}
          dataSource={c?.impagos ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: 'No hay comprobantes impagos.' }}
          scroll={{ x: 640 }}
          columns={[
            ...(conFarmacia ? [{ title: 'Farmacia', dataIndex: 'farmaciaId' as const }] : []),
            { title: 'Comprobante', dataIndex: 'descFC' },
            { title: 'Fecha', dataIndex: 'fechaMovimiento', render: (f: string) => formatearFecha(f) },
            { title: 'Vencimiento', dataIndex: 'fechaVencimiento', render: (f: string | null) => formatearFecha(f) },
            { title: 'Importe', dataIndex: 'importe', align: 'right' as const, render: (v: number) => formatearPesos(v) },
            { title: 'Pendiente', dataIndex: 'pendiente', align: 'right' as const, render: (v: number) => formatearPesos(v) },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={10}>
          <CubetasAdeudadas farmacias={deCubetas} conFarmacia={conFarmacia} />
        </Col>
        <Col xs={24} xl={14}>
          <Card title="Resúmenes de deuda">
            <div style={{ overflowX: 'auto' }}>
              <TablaServidor<ResumenDeuda> key={clave} columnas={columnas} request={request} claveFila="nroResumen" ordenInicial="-fechaEmision" vacio="No hay resúmenes de deuda." />
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
