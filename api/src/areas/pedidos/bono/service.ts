import { and, count, eq } from 'drizzle-orm';
import { IDS_ESTADO, MESES_CONSULTA_PEDIDOS, type Bono } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { bono } from './tablas.js';

/** State "pending OK" of SPEC §4: the bono waits to be credited. */
const ESTADO_PENDIENTE_OK = 200;

export async function contarBonosPendientes(db: Db, farmaciaId: number): Promise<number> {
  const [fila] = await db
    .select({ cantidad: count() })
    .from(bono)
    .where(and(eq(bono.farmaciaId, farmaciaId), eq(bono.estadoId, ESTADO_PENDIENTE_OK)));
  return fila?.cantidad ?? 0;
}

const listaBonos = definirLista({
  campos: {
    id: { columna: bono.id, tipo: 'numero' },
    fechaAlta: { columna: bono.fechaAlta, tipo: 'fecha' },
    nroBono: { columna: bono.nroBono, tipo: 'numero' },
    cantidad: { columna: bono.cantidad, tipo: 'numero' },
    estadoId: { columna: bono.estadoId, tipo: 'numero', valores: IDS_ESTADO },
    fechaFactura: { columna: bono.fechaFactura, tipo: 'fecha' },
    troquel: { columna: bono.troquel, tipo: 'numero' },
    tarmed: { columna: bono.tarmed, tipo: 'booleano' },
  },
  ordenPorDefecto: '-fechaAlta',
  desempate: bono.id,
  rangoFechas: { campos: ['fechaAlta'], mesesMaximo: MESES_CONSULTA_PEDIDOS, consulta: 'la consulta de bonos' },
});

/** One page of the pharmacy's bonos (`GET /api/Bono/Buscar`). */
export async function buscarBonos(db: Db, farmaciaId: number, consulta: ConsultaLista): Promise<{ items: Bono[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaBonos, consulta);
  const condicion = and(eq(bono.farmaciaId, farmaciaId), where);
  const [filas, [fila]] = await Promise.all([
    db.select().from(bono).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(bono).where(condicion),
  ]);
  return {
    items: filas.map((b) => ({
      id: b.id,
      fechaAlta: b.fechaAlta.toISOString(),
      nroBono: b.nroBono,
      cantidad: b.cantidad,
      estadoId: b.estadoId,
      fechaFactura: b.fechaFactura,
      troquel: b.troquel,
      tarmed: b.tarmed,
      notaCreditoTarmedId: b.notaCreditoTarmedId,
      pedidoDetId: b.pedidoItemId,
    })),
    total: fila?.total ?? 0,
  };
}
