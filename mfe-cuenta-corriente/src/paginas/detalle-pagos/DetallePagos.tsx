import { useMemo, useState } from 'react';
import { Alert, Button, Card, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ahoraDistribuidora, BotonDescarga, formatearFecha, formatearPesos, ListaConFiltros, type CampoFiltro, type ColumnaTabla } from '@portal/shared/client';
import type { Pago } from '@portal/shared/contracts';
import { claveAlcance, columnaFarmacia, useAlcance } from '../comun/grupo.js';
import { SelectorFarmaciaGrupo } from '../comun/SelectorFarmaciaGrupo.js';
import { exportacionPagos, leerRecibo, paginaPagos, useLeyendasPago, useTiposOperacionPago, type FiltrosPagos } from './detalle-pagos-api.js';
import { ReciboModal } from './ReciboModal.js';

const DIA = 'YYYY-MM-DD';

interface Filtros {
  rango: [Dayjs, Dayjs];
  tipoDePagoId?: number;
  tipoOperacionId?: number;
}

/** What the search and the export send. */
const aFiltrosPagos = ({ rango, tipoDePagoId, tipoOperacionId }: Filtros): FiltrosPagos => ({ desde: rango[0].format(DIA), hasta: rango[1].format(DIA), tipoDePagoId, tipoOperacionId });

function columnasPagos(conFarmacia: boolean, abrir: (p: Pago) => void): ColumnaTabla<Pago>[] {
  return [
    ...(conFarmacia ? [{ campo: 'farmaciaId' as const, titulo: 'Farmacia', ordenable: true }] : []),
    { campo: 'fechaOperacion', titulo: 'Fecha', ordenable: true, render: (f) => formatearFecha(f as string) },
    { campo: 'nroRecibo', titulo: 'Recibo', ordenable: true },
    { campo: 'leyendaTipoDePago', titulo: 'Tipo de pago', secundaria: true },
    { campo: 'tipoOperacion', titulo: 'Operación' },
    { campo: 'fechaVencimiento', titulo: 'Vencimiento', secundaria: true, render: (f) => formatearFecha(f as string | null) },
    { campo: 'itemsDetalle', titulo: 'Comprobantes', secundaria: true, alinear: 'right', render: (_v, p) => p.itemsDetalle.length },
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
  const [inicio] = useState<Filtros>(() => ({ rango: [ahoraDistribuidora().subtract(3, 'month'), ahoraDistribuidora()] }));
  const leyendas = useLeyendasPago(grupo);
  const tipos = useTiposOperacionPago(grupo);
  const [recibo, setRecibo] = useState<Pago | null>(null);
  const [errorRecibo, setErrorRecibo] = useState(false);
  const conFarmacia = columnaFarmacia(alcance);

  const abrir = (p: Pago) => {
    setErrorRecibo(false);
    leerRecibo(p).then(setRecibo, () => setErrorRecibo(true));
  };
  const columnas = useMemo(() => columnasPagos(conFarmacia, abrir), [conFarmacia]);
  const campos: CampoFiltro<Filtros>[] = [
    { tipo: 'fechas', nombre: 'rango', etiqueta: 'Fechas', obligatorio: true },
    { tipo: 'opciones', nombre: 'tipoDePagoId', etiqueta: 'Tipo de pago', todos: 'Todos', cargando: leyendas.isLoading, opciones: (leyendas.data ?? []).map((l) => ({ value: l.id, label: l.leyenda })) },
    { tipo: 'opciones', nombre: 'tipoOperacionId', etiqueta: 'Operación', todos: 'Todas', ancho: 210, cargando: tipos.isLoading, opciones: (tipos.data ?? []).map((t) => ({ value: t.id, label: t.descripcion })) },
  ];
  const descargas = (f: Filtros) => {
    const filtros = aFiltrosPagos(f);
    const nombre = `Pagos_${farmaciaId ?? 'grupo'}_${filtros.desde}_${filtros.hasta}`;
    return (
      <>
        <Space wrap style={{ marginBottom: 12 }}>
          <BotonDescarga solicitud={exportacionPagos({ grupo, grupoId, farmaciaId }, filtros, 'xlsx')} nombre={`${nombre}.xlsx`} texto="Exportar pagos (Excel)" />
          <BotonDescarga solicitud={exportacionPagos({ grupo, grupoId, farmaciaId }, filtros, 'csv')} nombre={`${nombre}.csv`} texto="Exportar pagos (CSV)" />
          <Typography.Text type="secondary">
            Del {formatearFecha(filtros.desde)} al {formatearFecha(filtros.hasta)}, un renglón por comprobante cancelado.
          </Typography.Text>
        </Space>
        {errorRecibo && <Alert type="error" showIcon title="No se pudo obtener el detalle del recibo." style={{ marginBottom: 12 }} />}
      </>
    );
  };

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={1}>{grupo ? 'Detalle de pagos del grupo' : 'Detalle de pagos'}</Typography.Title>
      {grupo && <SelectorFarmaciaGrupo valor={farmaciaId} alCambiar={alcance.elegir} />}
      <Card>
        <ListaConFiltros<Pago, Filtros>
          clave={['cuenta-corriente', 'pagos', claveAlcance(alcance)]}
          campos={campos}
          valoresIniciales={inicio}
          columnas={columnas}
          request={(f, p, signal) => paginaPagos({ grupo, grupoId, farmaciaId }, aFiltrosPagos(f))(p, signal)}
          claveFila="nroRecibo"
          ordenInicial="-fechaOperacion"
          tamanoPagina={15}
          vacio="No hay pagos en esas fechas."
          entreFiltrosYTabla={descargas}
        />
      </Card>
      <ReciboModal recibo={recibo} cerrar={() => setRecibo(null)} />
    </div>
  );
}
