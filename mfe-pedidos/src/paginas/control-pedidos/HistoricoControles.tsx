import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { BotonDescarga, formatearFechaHora, ListaConFiltros, type CampoFiltro, type ColumnaTabla, type FiltroLista } from '@portal/shared/client';
import { NOMBRES_ESTADO_CONTROL, type ControlPedido } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { reglaRango } from '../comun/rangoConfigurado.js';
import { buscarControles, leerDetalleControl } from './control-pedidos-api.js';
import { LineasControl } from './LineasControl.js';

interface Filtros {
  rango?: [Dayjs, Dayjs] | null;
  estado?: number;
  nroRemito?: number | null;
}

export function filtrosControles({ rango, estado, nroRemito }: Filtros): FiltroLista[] {
  const filtros: FiltroLista[] = [];
  if (rango) {
    filtros.push({ campo: 'fecha', operador: '>=', valor: rango[0].format('YYYY-MM-DD') });
    filtros.push({ campo: 'fecha', operador: '<=', valor: rango[1].format('YYYY-MM-DD') });
  }
  if (estado !== undefined) filtros.push({ campo: 'estado', operador: '==', valor: estado });
  if (nroRemito !== undefined && nroRemito !== null) filtros.push({ campo: 'nroRemito', operador: '==', valor: nroRemito });
  return filtros;
}

const CAMPOS: CampoFiltro<Filtros>[] = [
  { tipo: 'fechas', nombre: 'rango', etiqueta: 'Fecha', reglas: [reglaRango], hastaHoy: true },
  { tipo: 'opciones', nombre: 'estado', etiqueta: 'Estado', todos: 'Todos', ancho: 220, opciones: Object.entries(NOMBRES_ESTADO_CONTROL).map(([id, nombre]) => ({ value: Number(id), label: nombre })) },
  { tipo: 'numero', nombre: 'nroRemito', etiqueta: 'Remito', min: 1, max: 99_999_999 },
];

const COLOR_ESTADO: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'red' };
export const EstadoControl = ({ estado }: { estado: number }) => <Tag color={COLOR_ESTADO[estado]}>{NOMBRES_ESTADO_CONTROL[estado] ?? 'N/A'}</Tag>;

function DetalleControl({ control, onCerrar }: { control: ControlPedido; onCerrar(): void }) {
  const detalle = useQuery({ queryKey: ['pedidos', 'control', control.id, 'detalle'], queryFn: () => leerDetalleControl(control.id) });
  return (
    <Modal
      open
      width={960}
      title={`Control ${control.id} del remito ${control.nroRemito}`}
      onCancel={onCerrar}
      footer={[
        <BotonDescarga key="pdf" solicitud={{ path: `/api/controlPedido/${control.id}/pdf` }} nombre={`control-pedido-${control.id}.pdf`} texto="Descargar PDF del control" />,
        <Button key="cerrar" onClick={onCerrar}>
          Cerrar
        </Button>,
      ]}
    >
      <LineasControl
        items={detalle.data ?? []}
        cargando={detalle.isLoading}
        alto={400}
        conEnlaces
        vacio={detalle.isError ? 'No se pudieron obtener los ítems del control.' : 'El control no tiene ítems.'}
      />
    </Modal>
  );
}

/** The pharmacy's order controls with filters (all of them, or those of one order), paged by the server. */
export function HistoricoControles({ fijos = [], conFiltros = true }: { fijos?: FiltroLista[]; conFiltros?: boolean }) {
  const [abierto, setAbierto] = useState<ControlPedido | null>(null);
  const columnas: ColumnaTabla<ControlPedido>[] = [
    { campo: 'id', titulo: 'Control', tipo: 'numero', ordenable: true, render: (v, f) => <Button type="link" onClick={() => setAbierto(f)}>{String(v)}</Button> },
    { campo: 'fecha', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFechaHora(String(v)) },
    { campo: 'nroRemito', titulo: 'Remito', tipo: 'numero', ordenable: true },
    {
      campo: 'pedidoId',
      titulo: 'Pedido',
      tipo: 'numero',
      render: (v) => (v === null ? '--' : <Link to={routePath('control-pedidos-pedido', { pedidoId: Number(v) })}>{String(v)}</Link>),
    },
    { campo: 'estado', titulo: 'Estado', ordenable: true, render: (v, f) => (f.estado === 0 ? <Link to={routePath('control-pedidos-nuevo', { id: f.nroRemito })}><EstadoControl estado={0} /></Link> : <EstadoControl estado={Number(v)} />) },
  ];
  return (
    <>
      <ListaConFiltros<ControlPedido, Filtros>
        clave={['pedidos', 'controles', fijos]}
        campos={conFiltros ? CAMPOS : []}
        valoresIniciales={{}}
        columnas={columnas}
        request={(f, p, signal) => buscarControles(p, [...fijos, ...filtrosControles(f)], signal)}
        claveFila="id"
        ordenInicial="-fecha"
        tamanoPagina={20}
        vacio="No hay controles de pedido para mostrar."
      />
      {abierto && <DetalleControl control={abierto} onCerrar={() => setAbierto(null)} />}
    </>
  );
}
