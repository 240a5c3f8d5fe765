import { useMemo, useState } from 'react';
import { Alert, Button, Card, DatePicker, Form, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ahoraDistribuidora, BotonDescarga, formatearFecha, formatearPesos, TablaServidor, useSesion, type ColumnaTabla } from '@portal/shared/client';
import { formatearNumeroComprobante, type MovimientoCuenta } from '@portal/shared/contracts';
import { useConfigCuentaCorriente } from '../../configuracion.js';
import { descargaMovimientos, nombreMovimientos, paginaMovimientos, type FormatoMovimientos } from './descarga-movimientos-api.js';
import { MENSAJES_FECHAS, ResultadoFechas, rangoMesAnterior, validarRangoFechas } from './rango-fechas.js';

const DIA = 'YYYY-MM-DD';

const COLUMNAS: ColumnaTabla<MovimientoCuenta>[] = [
  { campo: 'fechaMovimiento', titulo: 'Fecha', ordenable: true, render: (f) => formatearFecha(f as string) },
  { campo: 'fechaVencimiento', titulo: 'Vencimiento', render: (f) => formatearFecha(f as string | null) },
  { campo: 'nroComprobante', titulo: 'Comprobante', render: (_v, m) => <span style={{ whiteSpace: 'nowrap' }}>{formatearNumeroComprobante(m.tipoComprobante, m.puntoDeVenta, m.nroComprobante)}</span> },
  { campo: 'descFC', titulo: 'Descripción' },
  { campo: 'importe', titulo: 'Débito', tipo: 'numero', ordenable: true, render: (v) => ((v as number) > 0 ? formatearPesos(v as number) : '') },
  { campo: 'idFactura', titulo: 'Crédito', alinear: 'right', render: (_v, m) => (m.importe < 0 ? formatearPesos(-m.importe) : '') },
];

/**
 * /cc/descarga-de-movimientos-historicos: a date range checked with the date result codes (SPEC §4) and the toggles,
 * its movements paged by the server, and the file (CSV or XLSX) the server makes, downloaded with its progress.
 */
export default function DescargaMovimientos() {
  const usuario = useSesion();
  const config = useConfigCuentaCorriente();
  const [rango, setRango] = useState<[Dayjs, Dayjs]>(() => rangoMesAnterior(ahoraDistribuidora()));
  const [formato, setFormato] = useState<FormatoMovimientos>('xlsx');
  const [consulta, setConsulta] = useState<{ desde: string; hasta: string } | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const farmaciaId = usuario?.farmaciaId ?? 0;
  const desde = rango[0].format(DIA);
  const hasta = rango[1].format(DIA);
  const validacion = validarRangoFechas(desde, hasta, ahoraDistribuidora().format(DIA), config);
  const resultado = validacion === ResultadoFechas.Ok && consulta?.desde === desde && consulta.hasta === hasta && total === 0 ? ResultadoFechas.SinResultados : validacion;
  const request = useMemo(() => (consulta ? paginaMovimientos(farmaciaId, consulta.desde, consulta.hasta, setTotal) : null), [farmaciaId, consulta]);
  const mensaje = MENSAJES_FECHAS[resultado];

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={1}>Descarga de movimientos históricos</Typography.Title>
      <Card>
        <Form
          layout="inline"
          style={{ rowGap: 8 }}
          onFinish={() => {
            if (validacion !== ResultadoFechas.Ok) return;
            setTotal(null);
            setConsulta({ desde, hasta });
          }}
        >
          <Form.Item label="Fechas">
            <DatePicker.RangePicker format="DD/MM/YYYY" allowClear={false} value={rango} placeholder={['Desde', 'Hasta']} onChange={(v) => v?.[0] && v[1] && setRango([v[0], v[1]])} />
          </Form.Item>
          <Form.Item label="Formato">
            <Radio.Group value={formato} onChange={(e) => setFormato(e.target.value as FormatoMovimientos)} optionType="button">
              <Radio.Button value="xlsx">Excel (XLSX)</Radio.Button>
              <Radio.Button value="csv">CSV</Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Space wrap>
            <Button htmlType="submit" disabled={validacion !== ResultadoFechas.Ok}>
              Ver movimientos
            </Button>
            <BotonDescarga
              type="primary"
              solicitud={descargaMovimientos(farmaciaId, desde, hasta, formato)}
              nombre={nombreMovimientos(farmaciaId, desde, hasta, formato)}
              texto="Descargar"
              disabled={validacion !== ResultadoFechas.Ok}
            />
          </Space>
        </Form>
        {mensaje && <Alert style={{ marginTop: 12 }} type={resultado === ResultadoFechas.SinResultados ? 'info' : 'warning'} showIcon title={mensaje} />}
      </Card>
      {consulta && request && (
        <Card title={`Movimientos del ${formatearFecha(consulta.desde)} al ${formatearFecha(consulta.hasta)}`} style={{ marginTop: 16 }}>
          <div style={{ overflowX: 'auto' }}>
            <TablaServidor<MovimientoCuenta> key={`${consulta.desde}-${consulta.hasta}`} columnas={COLUMNAS} request={request} claveFila="descFC" ordenInicial="fechaMovimiento" tamanoPagina={20} vacio="No hay movimientos entre esas fechas." />
          </div>
        </Card>
      )}
    </div>
  );
}
