import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ESTADO_CONTROL,
  MAXIMO_CONTROL_SIN_PARAMETRO,
  MESES_CONSULTA_PEDIDOS,
  PARAMETRO_CONTROL_MAXIMO_ENTRADA,
  PARAMETRO_CONTROL_MAXIMO_LINEA,
  type ControlPedido,
  type ControlPedidoConItems,
  type ControlPedidoItem,
  type GuardarControlBody,
  type RemitoParaControl,
} from '@portal/shared/contracts';
import type { UsuarioToken } from '../../../auth/tipos.js';
import type { Db, Tx } from '../../../db/client.js';
import { conflicto, noEncontrado, solicitudInvalida } from '../../../errores.js';
import { definirLista, traducirConsulta, type ConsultaLista } from '../../../listas/index.js';
import { leerParametros } from '../../../plataforma/parametros/index.js';
import { itemsRemito, lineasPreparadas, bloquearRemito, marcarControlado, remitoPorId, remitosSinControlar } from '../pedido/index.js';
import { productosSinFiltro } from '../producto/index.js';
import { pdfControl } from './pdf.js';
import { controlPedido, controlPedidoConteo, controlPedidoItem } from './tablas.js';
import * as reloj from '../../../reloj.js';

const CONTROL_NO_ENCONTRADO = 'No se encontró el control de pedido.';
const REMITO_NO_ENCONTRADO = 'No se encontró el remito.';

type FilaControl = typeof controlPedido.$inferSelect;
type FilaItem = typeof controlPedidoItem.$inferSelect;

const aControl = (c: FilaControl, pedidoId: number | null): ControlPedido => ({
  id: c.id,
  farmaciaId: c.farmaciaId,
  fecha: c.fecha.toISOString(),
  estado: c.estado,
  userId: c.userId,
  nroRemito: c.nroRemito,
  pedidoId,
});

const aItem = (i: FilaItem): ControlPedidoItem => ({
  id: i.id,
  controlPedidoId: i.controlPedidoId,
  troquel: i.troquel,
  codigoBarras: i.codigoBarras,
  codigoBarras1: i.codigoBarras1,
  prodNombre: i.prodNombre,
  laboratorioNombre: i.laboratorioNombre,
  cantControlada: i.cantControlada,
  cantPreparada: i.cantPreparada,
  pedidoId: i.pedidoId,
  farmaciaId: i.farmaciaId,
  fecha: i.fecha.toISOString(),
  userId: i.userId,
});

/** One page of the remitos of the caller's pharmacy waiting for control, with their order, line count and a control left in process. */
export async function remitosParaControl(app: FastifyInstance, usuario: UsuarioToken, consulta: ConsultaLista): Promise<{ items: RemitoParaControl[]; total: number }> {
  const { items: remitos, total } = await remitosSinControlar(app.db, usuario.farmaciaId, consulta);
  if (remitos.length === 0) return { items: [], total };
  const pedidoIds = remitos.flatMap((r) => (r.pedidoId === null ? [] : [r.pedidoId]));
  const [lineas, enCurso] = await Promise.all([
    lineasPreparadas(app.db, pedidoIds),
    app.db
      .select({ id: controlPedido.id, nroRemito: controlPedido.nroRemito })
      .from(controlPedido)
      .where(and(inArray(controlPedido.nroRemito, remitos.map((r) => r.id)), eq(controlPedido.estado, ESTADO_CONTROL.enProceso))),
  ]);
  const controlDe = new Map(enCurso.map((c) => [c.nroRemito, c.id]));
  const items = remitos.map((r) => ({
    nroRemito: r.id,
    fecha: r.fecha.toISOString(),
    pedidoIds: r.pedidoId === null ? [] : [r.pedidoId],
    cantidadItems: r.pedidoId === null ? 0 : (lineas.get(r.pedidoId) ?? 0),
    cantidadUnidades: r.cantidadUnidades,
    controlEnCursoId: controlDe.get(r.id) ?? null,
  }));
  return { items, total };
}

/** The manual control maximum of SPEC §9: units in one entry (parameter 28) and units counted on one line (1138). */
export async function maximosControl(db: Db): Promise<{ porEntrada: number; porLinea: number }> {
  const parametros = await leerParametros(db, [PARAMETRO_CONTROL_MAXIMO_ENTRADA, PARAMETRO_CONTROL_MAXIMO_LINEA]);
  const valor = (id: number) => {
    const n = Number(parametros.find((p) => p.id === id)?.valor);
    return Number.isInteger(n) && n > 0 ? Math.min(n, MAXIMO_CONTROL_SIN_PARAMETRO) : MAXIMO_CONTROL_SIN_PARAMETRO;
  };
  return { porEntrada: valor(PARAMETRO_CONTROL_MAXIMO_ENTRADA), porLinea: valor(PARAMETRO_CONTROL_MAXIMO_LINEA) };
}

const itemsDe = (db: Db | Tx, controlId: number) =>
  db.select().from(controlPedidoItem).where(eq(controlPedidoItem.controlPedidoId, controlId)).orderBy(asc(controlPedidoItem.id));

/**
 * Starts or resumes the control of a remito of the caller's pharmacy, adds the counted units and, when asked, finishes
 * it: state 1, or 2 when a line was counted short. Units are added in the database row itself, so the counts of two
 * colleagues on the same remito add up; a count sent again with the same `conteoId` (a retry whose answer was lost) is
 * not added twice. Parameters 28 and 1138 bound each entry and each line (Spanish 400).
 */
export async function guardarControl(app: FastifyInstance, usuario: UsuarioToken, body: GuardarControlBody): Promise<ControlPedidoConItems> {
  const nroRemito = body.nroRemito;
  const remito = await remitoPorId(app.db, nroRemito);
  if (!remito || remito.farmaciaId !== usuario.farmaciaId) throw noEncontrado(REMITO_NO_ENCONTRADO);
  const maximos = await maximosControl(app.db);
  for (const { troquel, cantidad } of body.items ?? []) {
    if (Math.abs(cantidad) > maximos.porEntrada) {
      const mensaje = `La cantidad ${cantidad} del producto ${troquel} supera el máximo de ${maximos.porEntrada} unidades por entrada del control manual.`;
      throw solicitudInvalida(mensaje, { items: [mensaje] });
    }
  }
  const lineasRemito = await itemsRemito(app, usuario, nroRemito);
  // Read before the transaction: the product module answers through its own connection.
  const segundos = new Map((await productosSinFiltro(app.db, lineasRemito.map((l) => l.troquel))).map((p) => [p.troquel, p.codigoBarras1]));
  return app.db.transaction(async (tx) => {
    const bloqueado = await bloquearRemito(tx, nroRemito);
    if (!bloqueado) throw noEncontrado(REMITO_NO_ENCONTRADO);
    if (body.conteoId) {
      const [aplicado] = await tx.select({ controlId: controlPedidoConteo.controlPedidoId }).from(controlPedidoConteo).where(eq(controlPedidoConteo.conteoId, body.conteoId));
      if (aplicado) return conItems(tx, aplicado.controlId, bloqueado.pedidoId);
    }
    let [control] = await tx
      .select()
      .from(controlPedido)
      .where(and(eq(controlPedido.nroRemito, nroRemito), eq(controlPedido.estado, ESTADO_CONTROL.enProceso)))
      .orderBy(desc(controlPedido.id))
      .limit(1);
    if (!control) {
      if (bloqueado.controlado) throw conflicto(`El control del remito ${nroRemito} ya fue finalizado.`);
      [control] = await tx.insert(controlPedido).values({ farmaciaId: usuario.farmaciaId, nroRemito, userId: usuario.sub }).returning();
      await crearItems(tx, control!.id, usuario, lineasRemito, segundos);
    }
    const controlId = control!.id;
    if (body.conteoId) await tx.insert(controlPedidoConteo).values({ conteoId: body.conteoId, controlPedidoId: controlId });
    const sumas = new Map<number, number>();
    for (const { troquel, cantidad } of body.items ?? []) sumas.set(troquel, (sumas.get(troquel) ?? 0) + cantidad);
    for (const [troquel, cantidad] of sumas) {
      if (cantidad === 0) continue;
      const [actualizada] = await tx
        .update(controlPedidoItem)
        .set({ cantControlada: sql`greatest(0, ${controlPedidoItem.cantControlada} + ${cantidad})`, fecha: reloj.ahora(), userId: usuario.sub })
        .where(and(eq(controlPedidoItem.controlPedidoId, controlId), eq(controlPedidoItem.troquel, troquel)))
        .returning({ cantControlada: controlPedidoItem.cantControlada, prodNombre: controlPedidoItem.prodNombre });
      if (!actualizada) throw solicitudInvalida(`El producto ${troquel} no está en el remito ${nroRemito}.`, { items: [`El troquel ${troquel} no está en el remito.`] });
      if (actualizada.cantControlada > maximos.porLinea) {
        // Thrown inside the transaction: nothing of this count is kept.
        const mensaje = `${actualizada.prodNombre} llegaría a ${actualizada.cantControlada} unidades controladas: el control manual admite ${maximos.porLinea} por producto.`;
        throw solicitudInvalida(mensaje, { items: [mensaje] });
      }
    }
    if (body.finalizar) {
      const items = await itemsDe(tx, controlId);
      const conFaltantes = items.some((i) => i.cantControlada < i.cantPreparada);
      const estado = conFaltantes ? ESTADO_CONTROL.finalizadoConFaltantes : ESTADO_CONTROL.finalizado;
      await tx.update(controlPedido).set({ estado, fecha: reloj.ahora(), userId: usuario.sub }).where(eq(controlPedido.id, controlId));
      await marcarControlado(tx, nroRemito);
    }
    return conItems(tx, controlId, bloqueado.pedidoId);
  });
}

/** The control's lines, one per product of the remito, with what was prepared and both of the product's barcodes. */
async function crearItems(
  tx: Tx,
  controlId: number,
  usuario: UsuarioToken,
  lineasRemito: Awaited<ReturnType<typeof itemsRemito>>,
  segundos: ReadonlyMap<number, string | null>,
): Promise<void> {
  const porTroquel = new Map<number, (typeof lineasRemito)[number] & { cantidad: number }>();
  for (const l of lineasRemito) {
    const previa = porTroquel.get(l.troquel);
    porTroquel.set(l.troquel, { ...l, cantidad: (previa?.cantidad ?? 0) + l.cantPreparada });
  }
  if (porTroquel.size === 0) return;
  await tx.insert(controlPedidoItem).values(
    [...porTroquel.values()].map((l) => ({
      controlPedidoId: controlId,
      troquel: l.troquel,
      codigoBarras: l.codigoBarras,
      codigoBarras1: segundos.get(l.troquel) ?? null,
      prodNombre: l.prodNombre,
      laboratorioNombre: l.laboratorioNombre,
      cantPreparada: l.cantidad,
      pedidoId: l.pedidoId,
      farmaciaId: usuario.farmaciaId,
      userId: usuario.sub,
    })),
  );
}

async function conItems(db: Db | Tx, controlId: number, pedidoId: number | null): Promise<ControlPedidoConItems> {
  const [[control], items] = await Promise.all([db.select().from(controlPedido).where(eq(controlPedido.id, controlId)), itemsDe(db, controlId)]);
  return { ...aControl(control!, pedidoId), items: items.map(aItem) };
}

async function filaControl(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<FilaControl> {
  const [fila] = await app.db.select().from(controlPedido).where(eq(controlPedido.id, id));
  if (!fila || fila.farmaciaId !== usuario.farmaciaId) throw noEncontrado(CONTROL_NO_ENCONTRADO);
  return fila;
}

export async function obtenerControl(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<ControlPedido> {
  const fila = await filaControl(app, usuario, id);
  return aControl(fila, (await remitoPorId(app.db, fila.nroRemito))?.pedidoId ?? null);
}

export async function detalleControl(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<ControlPedidoItem[]> {
  const fila = await filaControl(app, usuario, id);
  return (await itemsDe(app.db, fila.id)).map(aItem);
}

// drizzle writes a one-table select's columns without their table, so the outer id is named in full: a bare "id" is the item's own.
const pedidoDelControl = sql<number | null>`(select min(${controlPedidoItem.pedidoId}) from ${controlPedidoItem} where ${controlPedidoItem.controlPedidoId} = ${controlPedido}.${sql.identifier(controlPedido.id.name)})`;

const listaControles = definirLista({
  campos: {
    id: { columna: controlPedido.id, tipo: 'numero' },
    fecha: { columna: controlPedido.fecha, tipo: 'fecha' },
    estado: { columna: controlPedido.estado, tipo: 'numero', valores: Object.values(ESTADO_CONTROL) },
    nroRemito: { columna: controlPedido.nroRemito, tipo: 'numero' },
    userId: { columna: controlPedido.userId, tipo: 'texto' },
    pedidoId: { columna: pedidoDelControl, tipo: 'numero' },
  },
  ordenPorDefecto: '-fecha',
  desempate: controlPedido.id,
  rangoFechas: { campos: ['fecha'], mesesMaximo: MESES_CONSULTA_PEDIDOS, consulta: 'la consulta de controles' },
});

/** One page of the pharmacy's controls (`POST /api/controlPedido/Buscar`). */
export async function buscarControles(db: Db, farmaciaId: number, consulta: ConsultaLista): Promise<{ items: ControlPedido[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaControles, consulta);
  const condicion = and(eq(controlPedido.farmaciaId, farmaciaId), where);
  const [filas, [fila]] = await Promise.all([
    db.select({ control: controlPedido, pedidoId: pedidoDelControl }).from(controlPedido).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(controlPedido).where(condicion),
  ]);
  return { items: filas.map((f) => aControl(f.control, f.pedidoId === null ? null : Number(f.pedidoId))), total: fila?.total ?? 0 };
}

const listaItems = definirLista({
  campos: {
    id: { columna: controlPedidoItem.id, tipo: 'numero' },
    controlPedidoId: { columna: controlPedidoItem.controlPedidoId, tipo: 'numero' },
    troquel: { columna: controlPedidoItem.troquel, tipo: 'numero' },
    pedidoId: { columna: controlPedidoItem.pedidoId, tipo: 'numero' },
    prodNombre: { columna: controlPedidoItem.prodNombre, tipo: 'texto' },
    laboratorioNombre: { columna: controlPedidoItem.laboratorioNombre, tipo: 'texto' },
    cantControlada: { columna: controlPedidoItem.cantControlada, tipo: 'numero' },
    cantPreparada: { columna: controlPedidoItem.cantPreparada, tipo: 'numero' },
    diferencia: { columna: sql`${controlPedidoItem.cantControlada} - ${controlPedidoItem.cantPreparada}`, tipo: 'numero' },
    fecha: { columna: controlPedidoItem.fecha, tipo: 'fecha' },
  },
  ordenPorDefecto: '-fecha',
  desempate: controlPedidoItem.id,
  rangoFechas: { campos: ['fecha'], mesesMaximo: MESES_CONSULTA_PEDIDOS, consulta: 'la consulta de controles' },
});

/** One page of the pharmacy's controlled lines (`POST /api/controlPedido/BuscarItems`), by product or order. */
export async function buscarItemsControl(db: Db, farmaciaId: number, consulta: ConsultaLista): Promise<{ items: ControlPedidoItem[]; total: number }> {
  const { where, orderBy, limit, offset } = traducirConsulta(listaItems, consulta);
  const condicion = and(eq(controlPedidoItem.farmaciaId, farmaciaId), where);
  const [filas, [fila]] = await Promise.all([
    db.select().from(controlPedidoItem).where(condicion).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ total: count() }).from(controlPedidoItem).where(condicion),
  ]);
  return { items: filas.map(aItem), total: fila?.total ?? 0 };
}

/** The control's PDF (lines, differences, signature boxes) and its file name. */
export async function descargarPdfControl(app: FastifyInstance, usuario: UsuarioToken, id: number): Promise<{ nombre: string; datos: Buffer }> {
  const [control, items] = await Promise.all([obtenerControl(app, usuario, id), detalleControl(app, usuario, id)]);
  return { nombre: `control-pedido-${id}.pdf`, datos: await pdfControl(control, items) };
}
