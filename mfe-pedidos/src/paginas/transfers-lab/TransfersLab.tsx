import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatearFecha, formatearPorcentaje, ListaConFiltros, type CampoFiltro, type ColumnaTabla, type FiltroLista } from '@portal/shared/client';
import type { TransferLaboratorio } from '@portal/shared/contracts';
import { AvisoListaSinLeer } from '../../catalogo/AvisoListaSinLeer.js';
import { useCatalogo } from '../../catalogo/useCatalogo.js';
import { useConfigPedidos } from '../../configuracion.js';
import { rangoConfigurado, reglaRango } from '../comun/rangoConfigurado.js';
import { NombreConBono } from '../historico/MarcaBono.js';
import { buscarTransfers, leerDistribuidoras } from './transfers-lab-api.js';

interface Filtros {
  rango?: [Dayjs, Dayjs] | null;
  distribuidoraId?: number;
}

export function filtrosTransfers({ rango, distribuidoraId }: Filtros): FiltroLista[] {
  const filtros: FiltroLista[] = [];
  if (rango) {
    filtros.push({ campo: 'fecha', operador: '>=', valor: rango[0].format('YYYY-MM-DD') });
    filtros.push({ campo: 'fecha', operador: '<=', valor: rango[1].format('YYYY-MM-DD') });
  }
  if (distribuidoraId !== undefined) filtros.push({ campo: 'distribuidoraId', operador: '==', valor: distribuidoraId });
  return filtros;
}

/** /historico/transfers-lab: the laboratory transfers placed for the pharmacy, newest first; rejected ones say why. */
function ListaTransfers({ rangoInicial }: { rangoInicial: [Dayjs, Dayjs] }) {
  const distribuidoras = useQuery({ queryKey: ['pedidos', 'distribuidoras'], queryFn: leerDistribuidoras, staleTime: Infinity });
  const { productos, auxiliares, auxiliaresFallidas, reintentarAuxiliares } = useCatalogo();
  const campos: CampoFiltro<Filtros>[] = [
    { tipo: 'fechas', nombre: 'rango', etiqueta: 'Fecha', reglas: [reglaRango], hastaHoy: true },
    { tipo: 'opciones', nombre: 'distribuidoraId', etiqueta: 'Distribuidora', todos: 'Todas', opciones: (distribuidoras.data ?? []).map((d) => ({ value: d.id, label: d.nombre })) },
  ];
  const columnas: ColumnaTabla<TransferLaboratorio>[] = [
    { campo: 'nroTransfer', titulo: 'Transfer', tipo: 'numero', ordenable: true },
    { campo: 'fechaTransfer', titulo: 'Fecha', tipo: 'fecha', ordenable: true, render: (v) => formatearFecha(String(v)) },
    { campo: 'distribuidoraId', titulo: 'Distribuidora', secundaria: true, render: (v) => distribuidoras.data?.find((d) => d.id === Number(v))?.nombre ?? 'N/A' },
    { campo: 'laboratorioId', titulo: 'Laboratorio', render: (v) => auxiliares.laboratorios.find((l) => l.id === Number(v))?.nombre ?? 'N/A' },
    {
      campo: 'troquel',
      titulo: 'Producto',
      ancho: 200,
      render: (v) => <NombreConBono troquel={Number(v)} nombre={productos.get(Number(v))?.nombre ?? `Troquel ${String(v)}`} />,
    },
    { campo: 'cantidad', titulo: 'Cantidad', tipo: 'numero', ordenable: true },
    { campo: 'descuento', titulo: 'Descuento', tipo: 'numero', ordenable: true, render: (v) => formatearPorcentaje(Number(v)) },
    { campo: 'unidadesBonificadas', titulo: 'Bonificadas', secundaria: true, tipo: 'numero' },
    { campo: 'plazo', titulo: 'Plazo', secundaria: true, tipo: 'numero', render: (v, f) => (f.plazoFijo ? formatearFecha(f.plazoFijo) : `${String(v)} días`) },
    {
      campo: 'rechazoDescripcion',
      titulo: 'Estado',
      render: (v) =>
        v ? (
          <Tooltip title={String(v)}>
            <Tag color="red">Rechazado: {String(v)}</Tag>
          </Tooltip>
        ) : (
          <Tag color="green">Aceptado</Tag>
        ),
    },
  ];
  return (
    <div data-remoto="mfe-pedidos">
      <Typography.Title level={1}>Transfers de laboratorio</Typography.Title>
      {auxiliaresFallidas.includes('laboratorios') && <AvisoListaSinLeer que="los nombres de los laboratorios" reintentar={reintentarAuxiliares} />}
      <ListaConFiltros<TransferLaboratorio, Filtros>
        clave={['pedidos', 'transfers-lab']}
        campos={campos}
        valoresIniciales={{ rango: rangoInicial }}
        columnas={columnas}
        request={(f, p, signal) => buscarTransfers(p, filtrosTransfers(f), signal)}
        claveFila="id"
        ordenInicial="-fecha"
        tamanoPagina={20}
        vacio="No hay transfers para los filtros elegidos."
      />
    </div>
  );
}

/** Opens on the date range of config.json (`transferRangoFechas`), read before the first search. */
export default function TransfersLab() {
  const config = useConfigPedidos();
  if (!config)
    return (
      <div data-remoto="mfe-pedidos">
        <Skeleton active />
      </div>
    );
  return <ListaTransfers rangoInicial={rangoConfigurado(config.transferRangoFechas)} />;
}
