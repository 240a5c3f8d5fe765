import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  TipoDevolucion,
  type Devolucion,
  type FacturaParaDevolver,
  type FaltanteDisponible,
  type ItemParaDevolver,
  type MotivoDevolucion,
  type NuevaDevolucion,
  type VerificacionLote,
  type VerificarLotesBody,
} from '@portal/shared/contracts';
import { ETIQUETAS_VALIDACION_LOTE, EstadoValidacionLote, MotivoDevolucionId, motivoNoDisponible, puedeConfirmarLotes } from '@portal/shared/domain';
import type { UsuarioToken } from '../../../auth/tipos.js';
import type { Db, Tx } from '../../../db/client.js';
import { noEncontrado, solicitudInvalida } from '../../../errores.js';
import { faltantesControlados } from '../../pedidos/control-pedido/index.js';
import { facturaDeFarmacia, facturasParaDevolver as facturasDeFarmacia, lineasFacturadas, lineasFacturadasDeProducto, type FacturaDevolvible } from '../../cuenta-corriente/factura/index.js';
import { sucursalDeFarmacia } from '../../../plataforma/farmacia/index.js';
import { pedidoEsDeFarmacia, pedidosDeLineas } from '../../pedidos/pedido/index.js';
import { obtenerDevolucion } from './consultas.js';
import { reglasDevolucion, type ReglasDevolucion } from './reglas.js';
import { devolucion, devolucionItem, motivoDevolucion } from './tablas.js';
import { tiposValidacion, verificarLotes, type AmbitoVerificacion } from './verificacion.js';
import { ESTADOS_SIN_DEVOLUCION } from './estados.js';
import { bloquearDevolucionesDeFarmacia } from './bloqueo.js';
import { exigirDentroDeLoDespachado, type LineaADevolver } from './devolvible.js';
import * as reloj from '../../../reloj.js';

const FACTURA_NO_ENCONTRADA = 'No se encontró la factura.';
const PENDIENTE_OK = 200;
const DIA_MS = 86_400_000;

type Ejecutor = Db | Tx;

export const motivos = (db: Ejecutor): Promise<MotivoDevolucion[]> => db.select().from(motivoDevolucion).orderBy(motivoDevolucion.id);

const desde = (dias: number, ahora = reloj.ahora()) => new Date(ahora.getTime() - dias * DIA_MS);

const aFacturaParaDevolver = (f: FacturaDevolvible): FacturaParaDevolver => ({ ...f, fechaEmision: f.fechaEmision.toISOString() });

/**
 * `ParaFacturas`: the pharmacy's invoices (not notes) within the caller's return window, newest first, searched by
 * voucher number, order, remito, troquel or product name; or the one invoice asked by id.
 */
export async function facturasParaDevolver(app: FastifyInstance, usuario: UsuarioToken, body: { texto?: string; facturaId?: number }): Promise<FacturaParaDevolver[]> {
  const { parametros } = await reglasDevolucion(app, usuario);
  const limite = desde(parametros.maxDiasAnteriorFacturaParaDevolucion);
  if (body.facturaId !== undefined) {
    const f = await facturaDeFarmacia(app.db, body.facturaId, usuario.farmaciaId);
    return f && f.fechaEmision >= limite ? [aFacturaParaDevolver(f)] : [];
  }
  return (await facturasDeFarmacia(app.db, usuario.farmaciaId, limite, body.texto ?? '')).map(aFacturaParaDevolver);
}

/** The invoice of the caller's pharmacy, within the window; another pharmacy's is a 404, an old one a 400 naming it. */
async function facturaDevolvible(db: Ejecutor, usuario: UsuarioToken, facturaId: number, r: ReglasDevolucion, bloquear = false): Promise<FacturaDevolvible> {
  const f = await facturaDeFarmacia(db, facturaId, usuario.farmaciaId, bloquear);
  if (!f) throw noEncontrado(FACTURA_NO_ENCONTRADA);
  const dias = r.parametros.maxDiasAnteriorFacturaParaDevolucion;
  if (f.fechaEmision < desde(dias)) {
    throw solicitudInvalida(`La factura ${f.nroComprobante} está fuera del plazo de ${dias} días para devoluciones.`, { facturaId: ['Fuera del plazo de devolución.'] });
  }
  return f;
}

/** Units of these order lines already in a return that went back (rejected ones and those without approved items aside), optionally only of one reason. */
async function unidadesDevueltas(db: Ejecutor, pedidoItemIds: readonly number[], motivoId?: number): Promise<Map<number, number>> {
  if (pedidoItemIds.length === 0) return new Map();
  const filas = await db
    .select({ linea: devolucionItem.pedidoItemIdOrigen, unidades: sql<number>`sum(${devolucionItem.cantidadItems})`.mapWith(Number) })
    .from(devolucionItem)
    .innerJoin(devolucion, eq(devolucion.id, devolucionItem.devolucionId))
    .where(
      and(
        inArray(devolucionItem.pedidoItemIdOrigen, [...new Set(pedidoItemIds)]),
        notInArray(devolucion.estadoId, ESTADOS_SIN_DEVOLUCION),
        eq(devolucion.borrador, false),
        motivoId === undefined ? undefined : eq(devolucionItem.motivoDevolucionId, motivoId),
      ),
    )
    .groupBy(devolucionItem.pedidoItemIdOrigen);
  return new Map(filas.map((f) => [f.linea!, f.unidades]));
}

/** The invoice's lines with what was invoiced minus what returns already hold. */
async function lineasDevolvibles(db: Ejecutor, facturaId: number): Promise<ItemParaDevolver[]> {
  const lineas = await lineasFacturadas(db, facturaId);
  const [devueltas, tipos] = await Promise.all([unidadesDevueltas(db, lineas.map((l) => l.pedidoItemId)), tiposValidacion(db, lineas.map((l) => l.troquel))]);
  return lineas.map((l) => {
    const cantDevuelta = devueltas.get(l.pedidoItemId) ?? 0;
    return {
      pedidoDetId: l.pedidoItemId,
      troquel: l.troquel,
      prodNombre: l.prodNombre,
      cantAprobada: l.cantAprobada,
      cantDevuelta,
      cantDisponible: Math.max(0, l.cantAprobada - cantDevuelta),
      importeTotal: l.importeTotal,
      iva: l.iva,
      comboId: l.comboId,
      observacionesProductoMask: l.observacionesProductoMask,
      tipoValidacion: tipos.get(l.troquel) ?? 'ninguno',
    };
  });
}

export async function itemsParaDevolver(app: FastifyInstance, usuario: UsuarioToken, facturaId: number): Promise<ItemParaDevolver[]> {
  await facturaDevolvible(app.db, usuario, facturaId, await reglasDevolucion(app, usuario));
  return lineasDevolvibles(app.db, facturaId);
}

/** The batched check of SPEC §5; an invoice or order named in the body must be the caller's (404 otherwise). */
export async function verificar(app: FastifyInstance, usuario: UsuarioToken, ambito: AmbitoVerificacion, body: VerificarLotesBody): Promise<VerificacionLote[]> {
  const { parametros } = await reglasDevolucion(app, usuario);
  if (ambito === 'factura') {
    if (body.facturaId === undefined) throw solicitudInvalida('Indique la factura.', { facturaId: ['Requerido.'] });
    if (!(await facturaDeFarmacia(app.db, body.facturaId, usuario.farmaciaId))) throw noEncontrado(FACTURA_NO_ENCONTRADA);
  }
  if (ambito === 'pedido') {
    if (body.pedidoId === undefined) throw solicitudInvalida('Indique el pedido.', { pedidoId: ['Requerido.'] });
    if (!(await pedidoEsDeFarmacia(app.db, body.pedidoId, usuario.farmaciaId))) throw noEncontrado('No se encontró el pedido.');
  }
  if (ambito === 'recall' && body.recallId === undefined) throw solicitudInvalida('Indique el recall.', { recallId: ['Requerido.'] });
  return verificarLotes(app.db, usuario.farmaciaId, ambito, body, parametros);
}

/**
 * `pedido/FaltanteDisponiblePorTroquel`: the shortages of a product the pharmacy recorded controlling its orders,
 * on invoices within the shortage window (`maxDiasAnteriorFacturaParaDevolucionFaltantes`), with what was already
 * claimed and what is left; `facturaId` narrows to one invoice (another pharmacy's is a 404).
 */
export async function faltanteDisponiblePorTroquel(app: FastifyInstance, usuario: UsuarioToken, troquel: number, facturaId?: number): Promise<FaltanteDisponible[]> {
  const { parametros } = await reglasDevolucion(app, usuario);
  if (facturaId !== undefined && !(await facturaDeFarmacia(app.db, facturaId, usuario.farmaciaId))) throw noEncontrado(FACTURA_NO_ENCONTRADA);
  return faltantesDisponibles(app.db, usuario.farmaciaId, troquel, desde(parametros.maxDiasAnteriorFacturaParaDevolucionFaltantes), facturaId);
}

/** The shortages of a product on the pharmacy's invoices since `limite` (or of one invoice), with what is left to claim. */
async function faltantesDisponibles(db: Ejecutor, farmaciaId: number, troquel: number, limite: Date, facturaId?: number): Promise<FaltanteDisponible[]> {
  const lineas = await lineasFacturadasDeProducto(db, farmaciaId, troquel, limite, facturaId);
  const [faltantes, reclamadas] = await Promise.all([
    faltantesControlados(db, farmaciaId, troquel, lineas.map((l) => l.pedidoId)),
    unidadesDevueltas(db, lineas.map((l) => l.pedidoItemId), MotivoDevolucionId.FaltanteEnEntrega),
  ]);
  return lineas.flatMap((l) => {
    const cantFaltante = Math.min(l.cantAprobada, faltantes.get(l.pedidoId) ?? 0);
    if (cantFaltante === 0) return [];
    const cantReclamada = reclamadas.get(l.pedidoItemId) ?? 0;
    return [
      {
        facturaId: l.facturaId,
        pedidoId: l.pedidoId,
        pedidoDetId: l.pedidoItemId,
        troquel: l.troquel,
        prodNombre: l.prodNombre,
        fechaEmision: l.fechaEmision.toISOString(),
        cantFacturada: l.cantAprobada,
        cantFaltante,
        cantReclamada,
        cantDisponible: Math.max(0, cantFaltante - cantReclamada),
      },
    ];
  });
}

const nombreLinea = (n: number, l: ItemParaDevolver) => `Línea ${n + 1} (${l.troquel} ${l.prodNombre})`;

interface UnidadAVerificar {
  n: number;
  linea: ItemParaDevolver;
  valor: string;
}

/**
 * `nueva`: a general return of one invoice, whole or not at all. The invoice row is locked while its lines are read and
 * written, so two submissions cannot return the same units twice; the same guid again answers the return it made.
 * Each line is checked as SPEC §5 and the toggles say: reasons bound by date (parameter 2, the shortage window), a
 * shortage within what the pharmacy's control recorded, and one lot or serial per unit checked against what was
 * shipped (on this invoice with `conectarFacturaConDevolucion`, else to the pharmacy), unentered lots allowed only
 * with `cargaLoteEnDevolucionEstricta` off (`puedeConfirmarLotes`, as the browser decides).
 */
export async function nuevaDevolucion(app: FastifyInstance, usuario: UsuarioToken, body: NuevaDevolucion): Promise<Devolucion> {
  const r = await reglasDevolucion(app, usuario);
  const ambito: AmbitoVerificacion = r.toggles.conectarFacturaConDevolucion ? 'factura' : 'venta';
  const id = await app.db.transaction(async (tx) => {
    // The pharmacy's returns of every kind are written one at a time (what was shipped bounds them all), then the
    // invoice: a second submission of the same guid waits here, then finds the first one's return.
    await bloquearDevolucionesDeFarmacia(tx, usuario.farmaciaId);
    const factura = await facturaDevolvible(tx, usuario, body.facturaId, r, true);
    const previa = await devolucionPorGuid(tx, body.guid);
    if (previa) {
      if (previa.farmaciaId !== usuario.farmaciaId) throw noEncontrado('No se encontró la devolución.');
      return previa.id;
    }
    const lineas = new Map((await lineasDevolvibles(tx, body.facturaId)).map((l) => [l.pedidoDetId, l]));
    const motivosValidos = new Set((await motivos(tx)).map((m) => m.id));
    const pedidas = new Map<number, number>();
    const aVerificar: UnidadAVerificar[] = [];
    const faltantesPedidos: { n: number; linea: ItemParaDevolver; cantidad: number }[] = [];
    body.items.forEach((item, n) => {
      const linea = lineas.get(item.pedidoDetId);
      if (!linea) throw solicitudInvalida(`Línea ${n + 1}: no pertenece a la factura.`, { [`items.${n}.pedidoDetId`]: ['No pertenece a la factura.'] });
      const nombre = nombreLinea(n, linea);
      const total = (pedidas.get(linea.pedidoDetId) ?? 0) + item.cantidad;
      pedidas.set(linea.pedidoDetId, total);
      if (total > linea.cantDisponible) {
        throw solicitudInvalida(`${nombre}: la cantidad supera las ${linea.cantDisponible} unidades que se pueden devolver.`, { [`items.${n}.cantidad`]: [`Máximo ${linea.cantDisponible}.`] });
      }
      if (!motivosValidos.has(item.motivoDevolucionId)) throw solicitudInvalida(`${nombre}: el motivo no existe.`, { [`items.${n}.motivoDevolucionId`]: ['No existe.'] });
      const fueraDePlazo = motivoNoDisponible(item.motivoDevolucionId, factura.fechaEmision, r.plazo, r.toggles, r.esAdministrador, reloj.ahora());
      if (fueraDePlazo) throw solicitudInvalida(`${nombre}: ${fueraDePlazo}`, { [`items.${n}.motivoDevolucionId`]: [fueraDePlazo] });
      // A shortage never arrived: there is no unit, so no lot or serial to check.
      if (item.motivoDevolucionId === MotivoDevolucionId.FaltanteEnEntrega) return void faltantesPedidos.push({ n, linea, cantidad: item.cantidad });
      if (linea.tipoValidacion === 'ninguno') return;
      const que = linea.tipoValidacion === 'serie' ? 'un número de serie' : 'un lote';
      if (item.lotes.length > item.cantidad) throw solicitudInvalida(`${nombre}: hay más lotes o series que unidades (${item.cantidad}).`, { [`items.${n}.lotes`]: [`Se esperan ${item.cantidad}.`] });
      for (const valor of item.lotes) aVerificar.push({ n, linea, valor });
      const faltan = item.cantidad - item.lotes.length;
      if (faltan > 0 && !puedeConfirmarLotes([EstadoValidacionLote.Pendiente], r.toggles.cargaLoteEnDevolucionEstricta, linea.tipoValidacion)) {
        throw solicitudInvalida(`${nombre}: ingrese ${que} por unidad (${item.cantidad}).`, { [`items.${n}.lotes`]: [`Se esperan ${item.cantidad}.`] });
      }
    });
    await exigirFaltantesDisponibles(tx, usuario, factura, r, faltantesPedidos);

    const verificados = await verificarLotes(tx, usuario.farmaciaId, ambito, { facturaId: body.facturaId, items: aVerificar.map((v) => ({ troquel: v.linea.troquel, valor: v.valor })) }, r.parametros);
    verificados.forEach((v, k) => {
      const { n, linea } = aVerificar[k]!;
      if (puedeConfirmarLotes([v.estado as EstadoValidacionLote], r.toggles.cargaLoteEnDevolucionEstricta, linea.tipoValidacion)) return;
      const etiqueta = ETIQUETAS_VALIDACION_LOTE[v.estado as EstadoValidacionLote];
      throw solicitudInvalida(`${nombreLinea(n, linea)}: ${v.valor || '(vacío)'} — ${etiqueta}.`, { [`items.${n}.lotes`]: [`${v.valor || '(vacío)'}: ${etiqueta}`] });
    });
    await exigirDentroDeLoDespachado(tx, usuario.farmaciaId, lineasADevolver(body, lineas, aVerificar, verificados, r.toggles.cargaLoteEnDevolucionEstricta));

    const sucursal = await sucursalDeFarmacia(tx, usuario.farmaciaId);
    const [creada] = await tx
      .insert(devolucion)
      .values({
        guid: body.guid,
        tipo: TipoDevolucion.General,
        farmaciaId: usuario.farmaciaId,
        sucursal,
        estadoId: PENDIENTE_OK,
        userId: usuario.sub,
        cantidadItemsTotal: body.items.reduce((s, i) => s + i.cantidad, 0),
        facturaId: body.facturaId,
      })
      .onConflictDoNothing({ target: devolucion.guid })
      .returning({ id: devolucion.id });
    if (!creada) return (await devolucionPorGuid(tx, body.guid))!.id;
    const pedidos = await pedidosDeLineas(tx, body.items.map((i) => i.pedidoDetId));
    await tx.insert(devolucionItem).values(filasDeItems(body, lineas, aVerificar, verificados, { devolucionId: creada.id, farmaciaId: usuario.farmaciaId, sucursal, userId: usuario.sub }, pedidos));
    return creada.id;
  });
  return obtenerDevolucion(app.db, usuario, id);
}

/**
 * A shortage claimed must be within what the pharmacy's control recorded for that invoice line and not claimed yet
 * (read in the return's transaction, under the invoice's lock).
 */
async function exigirFaltantesDisponibles(
  tx: Tx,
  usuario: UsuarioToken,
  factura: FacturaDevolvible,
  r: ReglasDevolucion,
  pedidos: readonly { n: number; linea: ItemParaDevolver; cantidad: number }[],
): Promise<void> {
  const revisadas = new Set<number>();
  for (const { n, linea } of pedidos) {
    if (revisadas.has(linea.pedidoDetId)) continue;
    revisadas.add(linea.pedidoDetId);
    const disponibles = await faltantesDisponibles(tx, usuario.farmaciaId, linea.troquel, desde(r.parametros.maxDiasAnteriorFacturaParaDevolucionFaltantes), factura.facturaId);
    const disponible = disponibles.find((f) => f.pedidoDetId === linea.pedidoDetId)?.cantDisponible ?? 0;
    const pedido = pedidos.filter((p) => p.linea.pedidoDetId === linea.pedidoDetId).reduce((s, p) => s + p.cantidad, 0);
    if (pedido > disponible) {
      const mensaje = disponible === 0 ? 'no hay faltantes registrados en el control del pedido para reclamar.' : `sólo quedan ${disponible} unidades faltantes para reclamar.`;
      throw solicitudInvalida(`${nombreLinea(n, linea)}: ${mensaje}`, { [`items.${n}.cantidad`]: [`Máximo ${disponible}.`] });
    }
  }
}

/**
 * The rows of a general return: a line without checks or a shortage in one row; a line of serials one row per unit;
 * a line of lots one row per lot with the units it covers (a repeated lot is detected and kept together), and the
 * units left without a lot (strict off) in one pending row.
 */
function filasDeItems(
  body: NuevaDevolucion,
  lineas: Map<number, ItemParaDevolver>,
  aVerificar: readonly UnidadAVerificar[],
  verificados: readonly VerificacionLote[],
  base: { devolucionId: number; farmaciaId: number; sucursal: number; userId: string },
  pedidos: Map<number, number>,
): (typeof devolucionItem.$inferInsert)[] {
  return body.items.flatMap((item, n): (typeof devolucionItem.$inferInsert)[] => {
    const linea = lineas.get(item.pedidoDetId)!;
    const comun = { ...base, troquel: linea.troquel, prodNombre: linea.prodNombre, motivoDevolucionId: item.motivoDevolucionId, pedidoItemIdOrigen: linea.pedidoDetId, pedidoId: pedidos.get(linea.pedidoDetId) ?? null };
    if (linea.tipoValidacion === 'ninguno' || item.motivoDevolucionId === MotivoDevolucionId.FaltanteEnEntrega) {
      return [{ ...comun, cantidadItems: item.cantidad, estadoValidacion: EstadoValidacionLote.Valido }];
    }
    const propios = verificados.filter((_, k) => aVerificar[k]!.n === n);
    const pendientes = item.cantidad - propios.length;
    const pendiente = pendientes > 0 ? [{ ...comun, cantidadItems: pendientes, estadoValidacion: EstadoValidacionLote.Pendiente, trazable: linea.tipoValidacion === 'serie' }] : [];
    if (linea.tipoValidacion === 'serie') {
      return [
        ...propios.map((v) => ({ ...comun, cantidadItems: 1, nroSerie: v.valor, nroLote: v.lote, trazable: true, estadoValidacion: v.estado, fechaVencimiento: v.fechaVencimientoReal })),
        ...pendiente,
      ];
    }
    const porLote = new Map<string, { v: VerificacionLote; unidades: number }>();
    for (const v of propios) {
      const g = porLote.get(v.valor);
      if (g) g.unidades += 1;
      else porLote.set(v.valor, { v, unidades: 1 });
    }
    return [
      ...[...porLote.values()].map(({ v, unidades }) => ({
        ...comun,
        cantidadItems: unidades,
        nroLote: v.valor,
        nroLoteValidado: v.estado === EstadoValidacionLote.Valido ? v.valor : null,
        estadoValidacion: v.estado,
        fechaVencimiento: v.fechaVencimientoReal,
      })),
      ...pendiente,
    ];
  });
}

/**
 * A general return's units as the shipped limit judges them: per line, the units of each lot (a serial's lot) and those
 * without one (a shortage, a product without lots, lots left pending).
 */
function lineasADevolver(
  body: NuevaDevolucion,
  lineas: Map<number, ItemParaDevolver>,
  aVerificar: readonly UnidadAVerificar[],
  verificados: readonly VerificacionLote[],
  estricta: boolean,
): LineaADevolver[] {
  return body.items.flatMap((item, n) => {
    const linea = lineas.get(item.pedidoDetId)!;
    const base = { n, nombre: nombreLinea(n, linea), troquel: linea.troquel, loteDespachado: estricta };
    const porLote = new Map<string, number>();
    if (item.motivoDevolucionId !== MotivoDevolucionId.FaltanteEnEntrega) {
      verificados.forEach((v, k) => {
        if (aVerificar[k]!.n !== n) return;
        const lote = v.lote ?? v.valor;
        if (lote) porLote.set(lote, (porLote.get(lote) ?? 0) + 1);
      });
    }
    const conLote = [...porLote.values()].reduce((s, u) => s + u, 0);
    return [
      ...[...porLote].map(([lote, cantidad]) => ({ ...base, lote, cantidad })),
      ...(item.cantidad > conLote ? [{ ...base, lote: null, cantidad: item.cantidad - conLote }] : []),
    ];
  });
}

async function devolucionPorGuid(db: Ejecutor, guid: string) {
  const [d] = await db.select({ id: devolucion.id, farmaciaId: devolucion.farmaciaId }).from(devolucion).where(eq(devolucion.guid, guid));
  return d;
}
