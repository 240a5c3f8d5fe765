import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatearFecha, ListaConFiltros, useSesion, type CampoFiltro, type ColumnaTabla, type FiltroLista } from '@portal/shared/client';
import type { Bono } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { useConfigPedidos } from '../../configuracion.js';
import { rangoConfigurado, reglaRango } from '../comun/rangoConfigurado.js';
import { leerEstados } from '../historico/historico-api.js';
import { buscarBonos, leerBonosPendientes } from './bonos-api.js';

interface Filtros {
  rango?: [Dayjs, Dayjs] | null;
  estadoId?: number;
  tipo?: 'pap' | 'tarmed';
}

export function filtrosBonos({ rango, estadoId, tipo }: Filtros): FiltroLista[] {
  const filtros: FiltroLista[] = [];
  if (rango) {
    filtros.push({ campo: 'fechaAlta', operador: '>=', valor: rango[0].format('YYYY-MM-DD') });
    filtros.push({ campo: 'fechaAlta', operador: '<=', valor: rango[1].format('YYYY-MM-DD') });
  }
  if (estadoId !== undefined) filtros.push({ campo: 'estadoId', operador: '==', valor: estadoId });
  if (tipo) filtros.push({ campo: 'tarmed', operador: '==', valor: tipo === 'tarmed' });
  return filtros;
}

/** /historico/bonos: the pharmacy's bonos with their state, by date. */
function ListaBonos({ rangoInicial }: { rangoInicial: [Dayjs, Dayjs] }) {
  const estados = useQuery({ queryKey: ['pedidos', 'estados'], queryFn: leerEstados, staleTime: Infinity });
  const productos = useCatalogo().productos;
  const farmaciaId = useSesion()?.farmaciaId;
  const pendientes = useQuery({ queryKey: ['pedidos', 'bonos-pendientes', farmaciaId], queryFn: () => leerBonosPendientes(farmaciaId!), enabled: farmaciaId !== undefined });
  const campos: CampoFiltro<Filtros>[] = [
    { tipo: 'fechas', nombre: 'rango', etiqueta: 'Fecha', reglas: [reglaRango], hastaHoy: true },
    { tipo: 'opciones', nombre: 'estadoId', etiqueta: 'Estado', todos: 'Todos', opciones: (estados.data ?? []).map((e) => ({ value: e.id, label: e.descripcion })) },
    { tipo: 'opciones', nombre: 'tipo', etiqueta: 'Tipo', todos: 'Todos', ancho: 150, opciones: [{ value: 'pap', label: 'Bono PAP' }, { value: 'tarmed', label: 'Bono tarmed' }] },
  ];
  const columnas: ColumnaTabla<Bono>[] = [
    { campo: 'nroBono', titulo: 'Bono', tipo: 'numero', ordenable: true },
    { campo: 'fechaAlta', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFecha(String(v)) },
    {
      campo: 'troquel',
      titulo: 'Producto',
      render: (v) => <Link to={routePath('historico-items', { troquel: Number(v) })}>{productos.get(Number(v))?.nombre ?? `Troquel ${String(v)}`}</Link>,
    },
    { campo: 'tarmed', titulo: 'Tipo', render: (v) => <Tag color="gold">{v ? 'Bono tarmed' : 'Bono PAP'}</Tag> },
    { campo: 'cantidad', titulo: 'Cantidad', tipo: 'numero', ordenable: true },
    { campo: 'estadoId', titulo: 'Estado', ordenable: true, render: (v) => estados.data?.find((e) => e.id === Number(v))?.descripcion ?? 'N/A' },
    { campo: 'fechaFactura', titulo: 'Fecha de factura', tipo: 'fecha', ordenable: true, render: (v) => formatearFecha(v as string | null) },
  ];
  return (
    <div data-remoto="mfe-pedidos">
      <Space align="baseline" size="middle">
        <Typography.Title level={1}>Bonos</Typography.Title>
        {pendientes.data !== undefined && (
          <Tag color={pendientes.data > 0 ? 'orange' : 'green'}>
            {pendientes.data} {pendientes.data === 1 ? 'bono pendiente' : 'bonos pendientes'}
          </Tag>
        )}
      </Space>
      <ListaConFiltros<Bono, Filtros>
        clave={['pedidos', 'bonos', farmaciaId]}
        campos={campos}
        valoresIniciales={{ rango: rangoInicial }}
        columnas={columnas}
        request={(f, p, signal) => buscarBonos(p, filtrosBonos(f), signal)}
        claveFila="id"
        ordenInicial="-fechaAlta"
        tamanoPagina={20}
        vacio="No hay bonos para los filtros elegidos."
      />
    </div>
  );
}

/** Opens on the date range of config.json (`bonosRangoFechasBonos`), read before the first search. */
export default function Bonos() {
  const config = useConfigPedidos();
  if (!config)
    return (
      <div data-remoto="mfe-pedidos">
        <Skeleton active />
      </div>
    );
  return <ListaBonos rangoInicial={rangoConfigurado(config.bonosRangoFechasBonos)} />;
}
