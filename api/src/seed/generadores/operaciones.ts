import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { controlPedido, controlPedidoItem, cubeta, remito, transferLaboratorio } from '../../db/schema/index.js';
import type { EscritorLotes } from '../lotes.js';
import { DIA_MS, diaIso, enDia } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import type { ProductoGenerado } from './catalogo.js';
import type { Ids, PedidoEntregado } from './historia.js';
import { DISTRIBUIDORAS } from './referencia.js';

/**
 * A pharmacy controls what arrives within days; a remito older than this that was never controlled was received
 * without a control and no longer waits for one (the list of remitos to control holds the recent ones only).
 */
export const DIAS_PARA_CONTROLAR = 120;
/** The newest deliveries have not been controlled yet: they wait on /control-pedidos/seleccion-remito. */
const REMITOS_SIN_CONTROLAR = 3;

/** The catalogue's transferable products by laboratory, computed once per catalogue (the large seed has 50,000 products). */
const transferiblesPorCatalogo = new WeakMap<readonly ProductoGenerado[], Map<number, ProductoGenerado[]>>();
function transferiblesPorLaboratorio(productos: readonly ProductoGenerado[]): Map<number, ProductoGenerado[]> {
  let porLaboratorio = transferiblesPorCatalogo.get(productos);
  if (!porLaboratorio) {
    porLaboratorio = new Map();
    for (const p of productos) {
      if (p.medicamento && p.disponible) porLaboratorio.set(p.laboratorioId, [...(porLaboratorio.get(p.laboratorioId) ?? []), p]);
    }
    transferiblesPorCatalogo.set(productos, porLaboratorio);
  }
  return porLaboratorio;
}

/**
 * What a pharmacy did with its deliveries: order controls of the remitos of the last months but the newest three
 * (left to control; one in five finished with a shortage), buckets still owed, and laboratory transfers.
 */
export function generarOperaciones(
  ctx: Contexto,
  farmaciaId: number,
  entregados: readonly PedidoEntregado[],
  productos: readonly ProductoGenerado[],
  ids: Ids,
  escritor: EscritorLotes,
): void {
  const { rnd, ahora } = ctx;
  const desde = ahora.getTime() - DIAS_PARA_CONTROLAR * DIA_MS;
  const recientes = entregados.filter((p) => p.fecha.getTime() >= desde).slice(0, -REMITOS_SIN_CONTROLAR);
  for (const p of recientes) {
    const conFaltantes = rnd.probabilidad(0.2);
    const controlId = ids.siguiente('controlPedido');
    const fecha = new Date(p.fecha.getTime() + rnd.entero(20, 30) * 3_600_000);
    escritor.agregar(controlPedido, { id: controlId, farmaciaId, fecha, estado: conFaltantes ? 2 : 1, userId: p.userId, nroRemito: p.remitoId });
    escritor.agregar(
      controlPedidoItem,
      ...p.lineas.map((l, i) => ({
        id: ids.siguiente('controlPedidoItem'),
        controlPedidoId: controlId,
        troquel: l.producto.troquel,
        codigoBarras: l.producto.codigoBarras,
        codigoBarras1: l.producto.codigoBarras1,
        prodNombre: l.producto.nombre,
        laboratorioNombre: l.producto.laboratorio,
        cantControlada: conFaltantes && i === 0 ? Math.max(0, l.cantAprobada - 1) : l.cantAprobada,
        cantPreparada: l.cantAprobada,
        pedidoId: p.pedidoId,
        farmaciaId,
        fecha,
        userId: p.userId,
      })),
    );
  }

  for (const [i, p] of entregados.slice(-10).entries()) {
    escritor.agregar(cubeta, {
      id: ids.siguiente('cubeta'),
      farmaciaId,
      nroCubeta: ids.siguiente('nroCubeta') + 40_000,
      remitoId: p.remitoId,
      fecha: p.fecha,
      tamano: rnd.elegir(['Chica', 'Mediana', 'Grande']),
      devuelta: i < 6,
    });
  }

  const porLaboratorio = transferiblesPorLaboratorio(productos);
  const laboratorios = [...porLaboratorio.keys()];
  for (let d = -720; d < 0; d += rnd.entero(10, 20)) {
    const nroTransfer = ids.siguiente('nroTransfer') + 800_000;
    const fecha = enDia(ahora, d);
    const delLaboratorio = porLaboratorio.get(rnd.elegir(laboratorios))!;
    const lab = delLaboratorio[0]!.laboratorioId;
    const rechazado = rnd.probabilidad(0.1);
    for (const p of rnd.muestra(delLaboratorio, rnd.entero(1, 4))) {
      const plazo = rnd.elegir([30, 60, 90]);
      escritor.agregar(transferLaboratorio, {
        id: ids.siguiente('transferLaboratorio'),
        farmaciaId,
        nroTransfer,
        fechaTransfer: diaIso(fecha),
        distribuidoraId: rnd.entero(1, DISTRIBUIDORAS.length),
        laboratorioId: lab,
        troquel: p.troquel,
        cantidad: rnd.entero(2, 24),
        descuento: rnd.entero(5, 25),
        unidadesBonificadas: rnd.probabilidad(0.3) ? rnd.entero(1, 4) : 0,
        plazo,
        plazoFijo: rnd.probabilidad(0.2) ? diaIso(new Date(fecha.getTime() + plazo * DIA_MS)) : null,
        rechazoDescripcion: rechazado ? rnd.elegir(['Producto sin stock en la distribuidora', 'Farmacia sin convenio con el laboratorio', 'Supera el cupo mensual']) : null,
        facturaId: null,
      });
    }
  }
}

/** After the history is written: a remito with a control is controlled (set-based: the large seed has a hundred thousand remitos). */
export async function marcarRemitosControlados(db: Db): Promise<void> {
  await db.update(remito).set({ controlado: true }).where(inArray(remito.id, db.select({ id: controlPedido.nroRemito }).from(controlPedido)));
}

/**
 * Once the orders' states are set from the controls: a remito older than `DIAS_PARA_CONTROLAR` that nobody controlled
 * was received without a control and no longer waits for one (its order keeps "sending approved", not "controlled").
 */
export async function cerrarRemitosViejos(db: Db, ahora: Date): Promise<void> {
  await db
    .update(remito)
    .set({ controlado: true })
    .where(and(eq(remito.controlado, false), lt(remito.fecha, new Date(ahora.getTime() - DIAS_PARA_CONTROLAR * DIA_MS))));
}
