import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, InputNumber, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ahoraDistribuidora, entradaNumeroEsAr, TablaServidor, formatearFechaHora, formatearPesos, type ColumnaTabla, type FiltroLista, type ParametrosPagina } from '@portal/shared/client';
import { MESES_CONSULTA_PEDIDOS, type Pedido } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { errorRango } from '../comun/rangoConfigurado.js';
import { buscarPedidos, leerCorteHistorico, leerEstados, leerTurnos, leerUsuarios } from './historico-api.js';

/** The first day the history shows: the later of the cut date (parameter 308, day/month/year) and 32 months ago. */
export function inicioHistorico(corte: string | null | undefined, hoy: Dayjs = ahoraDistribuidora()): Dayjs {
  const limite = hoy.subtract(MESES_CONSULTA_PEDIDOS, 'month').startOf('day');
  const partes = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(corte?.trim() ?? '');
  const dia = partes ? dayjs(`${partes[3]}-${partes[2]!.padStart(2, '0')}-${partes[1]!.padStart(2, '0')}`) : null;
  return dia?.isValid() && dia.isAfter(limite) ? dia : limite;
}

export { errorRango };

interface Filtros {
  rango?: [Dayjs, Dayjs] | null;
  estadoId?: number;
  turnoId?: number;
  userId?: string;
  importeDesde?: number | null;
  importeHasta?: number | null;
}

export function filtrosPedidos({ rango, estadoId, turnoId, userId, importeDesde, importeHasta }: Filtros): FiltroLista[] {
  const filtros: FiltroLista[] = [];
  if (rango) {
    filtros.push({ campo: 'fechaAlta', operador: '>=', valor: rango[0].format('YYYY-MM-DD') });
    filtros.push({ campo: 'fechaAlta', operador: '<=', valor: rango[1].format('YYYY-MM-DD') });
  }
  if (estadoId !== undefined) filtros.push({ campo: 'estadoId', operador: '==', valor: estadoId });
  if (turnoId !== undefined) filtros.push({ campo: 'turnoId', operador: '==', valor: turnoId });
  if (userId) filtros.push({ campo: 'userId', operador: '==', valor: userId });
  if (importeDesde !== undefined && importeDesde !== null) filtros.push({ campo: 'importe', operador: '>=', valor: importeDesde });
  if (importeHasta !== undefined && importeHasta !== null) filtros.push({ campo: 'importe', operador: '<=', valor: importeHasta });
  return filtros;
}

/** /historico/buscar: the pharmacy's orders with filters, the newest first, paged by the server. */
export default function BuscarPedidos() {
  const [form] = Form.useForm<Filtros>();
  const [filtros, setFiltros] = useState<FiltroLista[]>([]);
  const estados = useQuery({ queryKey: ['pedidos', 'estados'], queryFn: leerEstados, staleTime: Infinity });
  const turnos = useQuery({ queryKey: ['pedidos', 'turnos'], queryFn: leerTurnos, staleTime: Infinity });
  const usuarios = useQuery({ queryKey: ['pedidos', 'historico-usuarios'], queryFn: leerUsuarios, staleTime: Infinity });
  const corte = useQuery({ queryKey: ['pedidos', 'corte-historico'], queryFn: leerCorteHistorico, staleTime: Infinity });
  const inicio = inicioHistorico(corte.data);
  const nombreUsuario = (id: string | null) => (id === null ? '--' : (usuarios.data?.find((u) => u.id === id)?.userName ?? '--'));
  const nombreEstado = (id: number) => estados.data?.find((e) => e.id === id)?.descripcion ?? 'N/A';
  const nombreTurno = (id: number | null) => (id === null ? '--' : (turnos.data?.find((t) => t.id === id)?.obs ?? String(id)));
  const request = useCallback((p: ParametrosPagina, signal: AbortSignal) => buscarPedidos(p, filtros, signal), [filtros]);

  const columnas: ColumnaTabla<Pedido>[] = [
    { campo: 'id', titulo: 'Pedido', tipo: 'numero', ordenable: true, ancho: 100, render: (v) => <Link to={routePath('historico-pedido', { pedidoId: Number(v) })}>{String(v)}</Link> },
    { campo: 'fechaAlta', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{formatearFechaHora(String(v))}</span> },
    { campo: 'estadoId', titulo: 'Estado', ordenable: true, render: (v) => nombreEstado(Number(v)) },
    // The shift's name ('Tarde: entrega antes de las 19 h' → 'Tarde'), its delivery on hover: the row stays one line at 1024 px.
    { campo: 'turnoId', titulo: 'Turno', render: (v) => <span title={nombreTurno(v as number | null)}>{nombreTurno(v as number | null).split(':')[0]}</span> },
    { campo: 'userId', titulo: 'Usuario', render: (v) => nombreUsuario(v as string | null) },
    { campo: 'operador', titulo: 'Operador', render: (v) => (v ? String(v) : '--') },
    { campo: 'cantidadItems', titulo: 'Ítems', tipo: 'numero', ordenable: true },
    { campo: 'importe', titulo: 'Importe', tipo: 'numero', ordenable: true, render: (v) => formatearPesos(Number(v)) },
  ];

  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Histórico de pedidos</Typography.Title>
      <Form form={form} layout="inline" onFinish={(v) => setFiltros(filtrosPedidos(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item
          name="rango"
          label="Fecha"
          extra={`Desde el ${inicio.format('DD/MM/YYYY')}`}
          rules={[{ validator: async (_regla, rango: Filtros['rango']) => { const error = errorRango(rango, inicio); if (error) throw new Error(error); } }]}
        >
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            placeholder={['Desde', 'Hasta']}
            minDate={inicio}
            maxDate={ahoraDistribuidora().endOf('day')}
            disabledDate={(d) => d.isAfter(ahoraDistribuidora().endOf('day')) || d.isBefore(inicio, 'day')}
          />
        </Form.Item>
        <Form.Item name="estadoId" label="Estado">
          <Select allowClear style={{ width: 200 }} placeholder="Todos" options={(estados.data ?? []).map((e) => ({ value: e.id, label: e.descripcion }))} />
        </Form.Item>
        <Form.Item name="turnoId" label="Turno">
          <Select allowClear style={{ width: 150 }} placeholder="Todos" options={(turnos.data ?? []).map((t) => ({ value: t.id, label: t.obs }))} />
        </Form.Item>
        <Form.Item name="userId" label="Usuario">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            placeholder="Todos"
            options={(usuarios.data ?? []).map((u) => ({ value: u.id, label: u.userName }))}
          />
        </Form.Item>
        <Form.Item name="importeDesde" label="Importe desde">
          <InputNumber min={0} {...entradaNumeroEsAr} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="importeHasta" label="hasta">
          <InputNumber min={0} {...entradaNumeroEsAr} style={{ width: 130 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            Buscar
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFiltros([]);
            }}
          >
            Limpiar
          </Button>
        </Space>
      </Form>
      <TablaServidor<Pedido> columnas={columnas} request={request} claveFila="id" ordenInicial="-fechaAlta" tamanoPagina={20} vacio="No hay pedidos para los filtros elegidos." />
    </div>
  );
}
