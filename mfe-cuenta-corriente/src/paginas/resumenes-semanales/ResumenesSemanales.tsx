import { useMemo, useState } from 'react';
import { Card, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ahoraDistribuidora, BotonDescarga, formatearFecha, formatearPesos, formatearSaldo, ListaConFiltros, type CampoFiltro, type ColumnaTabla } from '@portal/shared/client';
import type { ResumenSemanal } from '@portal/shared/contracts';
import { claveAlcance, columnaFarmacia, useAlcance } from '../comun/grupo.js';
import { SelectorFarmaciaGrupo } from '../comun/SelectorFarmaciaGrupo.js';
import { descargaResumen, paginaResumenes } from './resumenes-semanales-api.js';

const DIA = 'YYYY-MM-DD';

interface Filtros {
  rango: [Dayjs, Dayjs];
}

const CAMPOS: CampoFiltro<Filtros>[] = [{ tipo: 'fechas', nombre: 'rango', etiqueta: 'Semanas que terminan entre', obligatorio: true }];

const columnasResumenes = (conFarmacia: boolean): ColumnaTabla<ResumenSemanal>[] => [
  ...(conFarmacia ? [{ campo: 'farmaciaId' as const, titulo: 'Farmacia', ordenable: true }] : []),
  { campo: 'nroResumen', titulo: 'Resumen', ordenable: true },
  { campo: 'hasta', titulo: 'Semana', ordenable: true, render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{`${formatearFecha(r.desde)} al ${formatearFecha(r.hasta)}`}</span> },
  { campo: 'fechaVencimiento', titulo: 'Vencimiento', secundaria: true, render: (f) => formatearFecha(f as string) },
  { campo: 'debitos', titulo: 'Débitos', secundaria: true, tipo: 'numero', render: (v) => formatearPesos(v as number) },
  { campo: 'creditos', titulo: 'Créditos', secundaria: true, tipo: 'numero', render: (v) => formatearPesos(v as number) },
  // The balance at the week's end, the sum of the movements up to it: positive when the pharmacy owes.
  { campo: 'saldo', titulo: 'Saldo', tipo: 'numero', ordenable: true, render: (v) => formatearSaldo(v as number) },
  {
    campo: 'id',
    titulo: 'Archivo',
    render: (_v, r) => (
      <BotonDescarga size="small" solicitud={descargaResumen(r.id)} nombre={`Resumen semanal ${r.nroResumen}.pdf`} texto={<span aria-label={`Descargar resumen ${r.nroResumen}`}>PDF</span>} />
    ),
  },
];

/** /cc/resumenes-semanales (and the group's, whole or one pharmacy): weekly statements of a range, paged by the server, each with its PDF. */
export default function ResumenesSemanales({ grupo = false }: { grupo?: boolean }) {
  const alcance = useAlcance(grupo);
  const { grupoId, farmaciaId } = alcance;
  const [inicio] = useState<Filtros>(() => ({ rango: [ahoraDistribuidora().subtract(3, 'month'), ahoraDistribuidora()] }));
  const conFarmacia = columnaFarmacia(alcance);
  const columnas = useMemo(() => columnasResumenes(conFarmacia), [conFarmacia]);

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={1}>{grupo ? 'Resúmenes semanales del grupo' : 'Resúmenes semanales'}</Typography.Title>
      {grupo && <SelectorFarmaciaGrupo valor={farmaciaId} alCambiar={alcance.elegir} />}
      <Card>
        <ListaConFiltros<ResumenSemanal, Filtros>
          clave={['cuenta-corriente', 'resumenes-semanales', claveAlcance(alcance)]}
          campos={CAMPOS}
          valoresIniciales={inicio}
          columnas={columnas}
          request={({ rango }, p, signal) => paginaResumenes({ grupo, grupoId, farmaciaId }, { desde: rango[0].format(DIA), hasta: rango[1].format(DIA) })(p, signal)}
          claveFila="id"
          ordenInicial="-hasta"
          tamanoPagina={15}
          vacio="No hay resúmenes en esas fechas."
        />
      </Card>
    </div>
  );
}
