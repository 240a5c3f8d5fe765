import { useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ahoraDistribuidora, BotonDescarga, formatearFecha, formatearPesos, TablaServidor, type ColumnaTabla } from '@portal/shared/client';
import type { Pago } from '@portal/shared/contracts';
import { claveAlcance, columnaFarmacia, useAlcance } from '../comun/grupo.js';
import { SelectorFarmaciaGrupo } from '../comun/SelectorFarmaciaGrupo.js';
import { exportacionPagos, leerRecibo, paginaPagos, useLeyendasPago, useTiposOperacionPago, type FiltrosPagos } from './detalle-pagos-api.js';
import { ReciboModal } from './ReciboModal.js';

const DIA = 'YYYY-MM-DD';

function columnasPagos(conFarmacia: boolean, abrir: (p: Pago) => void): ColumnaTabla<Pago>[] {
  return [
    ...(conFarmacia ? [{ campo: 'farmaciaId' as const, titulo: 'Farmacia', ordenable: true }] : []),
    { campo: 'fechaOperacion', titulo: 'Fecha', ordenable: true, render: (f) => formatearFecha(f as string) },
    { campo: 'nroRecibo', titulo: 'Recibo', ordenable: true },
    { campo: 'leyendaTipoDePago', titulo: 'Tipo de pago' },
    { campo: 'tipoOperacion', titulo: 'Operación' },
    { campo: 'fechaVencimiento', titulo: 'Vencimiento', render: (f) => formatearFecha(f as string | null) },
    { campo: 'itemsDetalle', titulo: 'Comprobantes', alinear: 'right', render: (_v, p) => p.itemsDetalle.length },
    { campo: 'importePago', titulo: 'Importe', tipo: 'numero', ordenable: true, render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{formatearPesos(v as number)}</span> },
    {
      campo: 'nroResumen',
      titulo: 'Detalle',
      render: (_v, p) => (
        <Button size="small" aria-label={`Detalle del recibo ${p.nroRecibo}`} onClick={() => abrir(p)}>
          Ver recibo
        </Button>
      ),
    },
  ];
}

/**
 * /cc/detalle-pagos (and the group's, for the whole group or one pharmacy): payments of a date range by payment kind
 * and operation type, paged by the server; a receipt's detail; the server's export of the search and of a receipt.
 */
export default function DetallePagos({ grupo = false }: { grupo?: boolean }) {
  const alcance = useAlcance(grupo);
  const { grupoId, farmaciaId } = alcance;
  const [rango, setRango] = useState<[Dayjs, Dayjs]>(() => [ahoraDistribuidora().subtract(3, 'month'), ahoraDistribuidora()]);
  const [tipo, setTipo] = useState<number | undefined>(undefined);
  const [operacion, setOperacion] = useState<number | undefined>(undefined);
  const [filtros, setFiltros] = useState<FiltrosPagos>(() => ({ desde: rango[0].format(DIA), hasta: rango[1].format(DIA) }));
  const leyendas = useLeyendasPago(grupo);
  const tipos = useTiposOperacionPago(grupo);
  const [recibo, setRecibo] = useState<Pago | null>(null);
  const [errorRecibo, setErrorRecibo] = useState(false);
  const conFarmacia = columnaFarmacia(alcance);

  const abrir = (p: Pago) => {
    setErrorRecibo(false);
    leerRecibo(p).then(setRecibo, () => setErrorRecibo(true));
  };
  const request = useMemo(() => paginaPagos({ grupo, grupoId, farmaciaId }, filtros), [grupo, grupoId, farmaciaId, filtros]);
  const columnas = useMemo(() => columnasPagos(conFarmacia, abrir), [conFarmacia]);
  const nombre = `Pagos_${farmaciaId ?? 'grupo'}_${filtros.desde}_${filtros.hasta}`;

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={2}>{grupo ? 'Detalle de pagos del grupo' : 'Detalle de pagos'}</Typography.Title>
      {grupo && <SelectorFarmaciaGrupo valor={farmaciaId} alCambiar={alcance.elegir} />}
      <Card>
        <Form
          layout="inline"
          style={{ rowGap: 8, marginBottom: 16 }}
          onFinish={() => setFiltros({ desde: rango[0].format(DIA), hasta: rango[1].format(DIA), tipoDePagoId: tipo, tipoOperacionId: operacion })}
        >
          <Form.Item label="Fechas">
            <DatePicker.RangePicker format="DD/MM/YYYY" allowClear={false} value={rango} placeholder={['Desde', 'Hasta']} onChange={(v) => v?.[0] && v[1] && setRango([v[0], v[1]])} />
          </Form.Item>
          <Form.Item label="Tipo de pago">
            <Select aria-label="Tipo de pago" allowClear placeholder="Todos" style={{ width: 200 }} value={tipo} onChange={setTipo} loading={leyendas.isLoading} options={(leyendas.data ?? []).map((l) => ({ value: l.id, label: l.leyenda }))} />
          </Form.Item>
          <Form.Item label="Operación">
            <Select aria-label="Operación" allowClear placeholder="Todas" style={{ width: 210 }} value={operacion} onChange={setOperacion} loading={tipos.isLoading} options={(tipos.data ?? []).map((t) => ({ value: t.id, label: t.descripcion }))} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              Buscar
            </Button>
          </Form.Item>
        </Form>
        <Space wrap style={{ marginBottom: 12 }}>
          <BotonDescarga solicitud={exportacionPagos({ grupo, grupoId, farmaciaId }, filtros, 'xlsx')} nombre={`${nombre}.xlsx`} texto="Exportar pagos (Excel)" />
          <BotonDescarga solicitud={exportacionPagos({ grupo, grupoId, farmaciaId }, filtros, 'csv')} nombre={`${nombre}.csv`} texto="Exportar pagos (CSV)" />
          <Typography.Text type="secondary">
            Del {formatearFecha(filtros.desde)} al {formatearFecha(filtros.hasta)}, un renglón por comprobante cancelado.
          </Typography.Text>
        </Space>
        {errorRecibo && <Alert type="error" showIcon title="No se pudo obtener el detalle del recibo." style={{ marginBottom: 12 }} />}
        <div style={{ overflowX: 'auto' }}>
          <TablaServidor<Pago>
            key={claveAlcance(alcance)}
            columnas={columnas}
            request={request}
            claveFila="nroRecibo"
            ordenInicial="-fechaOperacion"
            tamanoPagina={15}
            vacio="No hay pagos en esas fechas."
          />
        </div>
      </Card>
      <ReciboModal recibo={recibo} cerrar={() => setRecibo(null)} />
    </div>
  );
}
