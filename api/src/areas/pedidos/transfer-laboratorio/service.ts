import { and, asc, count, eq } from 'drizzle-orm';
import { MESES_CONSULTA_PEDIDOS, type Distribuidora, type TransferLaboratorio } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { distribuidora, transferLaboratorio } from './tablas.js';

const t = transferLaboratorio;

const listaTransfers = definirLista({
  campos: {
    id: { columna: t.id, tipo: 'numero' },
    nroTransfer: { columna: t.nroTransfer, tipo: 'numero' },
    fecha: { columna: t.fechaTransfer, tipo: 'fecha' },
    fechaTransfer: { columna: t.fechaTransfer, tipo: 'fecha' },
    distribuidoraId: { columna: t.distribuidoraId, tipo: 'numero' },
    laboratorioId: { columna: t.laboratorioId, tipo: 'numero' },
    troquel: { columna: t.troquel, tipo: 'numero' },
    cantidad: { columna: t.cantidad, tipo: 'numero' },
    descuento: { columna: t.descuento, tipo: 'numero' },
    rechazoDescripcion: { columna: t.rechazoDescripcion, tipo: 'texto' },
  },
  ordenPorDefecto: '-fecha',
  desempate: t.id,
  rangoFechas: { campos: ['fecha', 'fechaTransfer'], mesesMaximo: MESES_CONSULTA_PEDIDOS, consulta: 'la consulta de transfers' },
});

/** One page of the pharmacy's laboratory transfers (`GET /api/TransferLaboratorio/Buscar`, default sort `-fecha`). */
export async function buscarTransfers(db: Db, farmaciaId: number, consulta: ConsultaLista): Promise<{ items: TransferLaboratorio[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaTransfers, consulta);
  const condicion = and(eq(t.farmaciaId, farmaciaId), where);
  const [filas, [fila]] = await Promise.all([
    db.select().from(t).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(t).where(condicion),
  ]);
  return { items: filas.map(({ farmaciaId: _f, ...resto }) => resto), total: fila?.total ?? 0 };
}

export const listarDistribuidoras = (db: Db): Promise<Distribuidora[]> => db.select().from(distribuidora).orderBy(asc(distribuidora.id));
