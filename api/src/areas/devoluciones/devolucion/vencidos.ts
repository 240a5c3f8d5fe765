import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { TipoDevolucion, type BorradorVencidos, type Devolucion, type ItemVencido, type NuevaDevolucionVencido, type ProductoVencido } from '@portal/shared/contracts';
import { EstadoValidacionLote, ETIQUETAS_VALIDACION_LOTE, normalizarLote, validarLoteLocal, validarVencimiento } from '@portal/shared/domain';
import type { UsuarioToken } from '../../../auth/tipos.js';
import type { Db, Tx } from '../../../db/client.js';
import { noEncontrado, solicitudInvalida } from '../../../errores.js';
import { sucursalDeFarmacia } from '../../../plataforma/farmacia/index.js';
import { obtenerDevolucion } from './consultas.js';
import { reglasDevolucion } from './reglas.js';
import { devolucion, devolucionItem } from './tablas.js';
import { productosDevolucion, verificarLotes } from './verificacion.js';
import { bloquearDevolucionesDeFarmacia } from './bloqueo.js';
import { cuposDevolucion, exigirDentroDeLoDespachado } from './devolvible.js';
import * as reloj from '../../../reloj.js';

const PENDIENTE_OK = 200;
const SIN_ESTADO = 0;

const filaBorrador = async (db: Db | Tx, farmaciaId: number) =>
  (await db.select().from(devolucion).where(and(eq(devolucion.farmaciaId, farmaciaId), eq(devolucion.tipo, TipoDevolucion.Vencido), eq(devolucion.borrador, true))))[0];

const aItemVencido = (i: typeof devolucionItem.$inferSelect): ItemVencido => ({
  troquel: i.troquel,
  prodNombre: i.prodNombre,
  cantidad: i.cantidadItems,
  nroLote: i.nroLote ?? '',
  nroSerie: i.nroSerie,
  fechaVencimiento: i.fechaVencimiento,
  trazableSinNroSerie: i.trazableSinNroSerie,
  trazable: i.trazable,
});

/**
 * `Producto/{troquel}`: the product's name and how its units are checked; a troquel that is no product is a 404, and so
 * is one the pharmacy never bought from the distributor (it cannot return it: issue 27), said when it is typed.
 */
export async function productoVencido(db: Db, usuario: UsuarioToken, troquel: number): Promise<ProductoVencido> {
  const p = (await productosDevolucion(db, [troquel])).get(troquel);
  if (!p) throw noEncontrado(`No existe el troquel ${troquel}.`);
  const cupo = (await cuposDevolucion(db, usuario.farmaciaId, [troquel])).producto.get(troquel);
  if (!cupo?.despachadas) throw noEncontrado(`La farmacia no compró el troquel ${troquel} (${p.nombre}) a la distribuidora: no puede devolverlo.`);
  return { troquel, prodNombre: p.nombre, tipoValidacion: p.tipo };
}

/** `recuperar`: the pharmacy's saved draft, whichever browser saved it; empty when there is none. */
export async function recuperarBorrador(db: Db, usuario: UsuarioToken): Promise<BorradorVencidos> {
  const b = await filaBorrador(db, usuario.farmaciaId);
  if (!b) return { items: [] };
  const items = await db.select().from(devolucionItem).where(eq(devolucionItem.devolucionId, b.id)).orderBy(devolucionItem.id);
  return { items: items.map(aItemVencido) };
}

/** The rows of an expired return's lines, named from the catalogue (a troquel that does not exist is a 400 naming its line). */
async function filasItems(tx: Tx, usuario: UsuarioToken, devolucionId: number, sucursal: number, items: readonly ItemVencido[], estado: (n: number) => number) {
  const productos = await productosDevolucion(tx, items.map((i) => i.troquel));
  return items.map((i, n) => {
    const p = productos.get(i.troquel);
    if (!p) throw solicitudInvalida(`Línea ${n + 1}: el troquel ${i.troquel} no existe.`, { [`items.${n}.troquel`]: ['No existe.'] });
    const serie = i.nroSerie === null ? null : normalizarLote(i.nroSerie);
    return {
      devolucionId,
      troquel: i.troquel,
      prodNombre: p.nombre,
      cantidadItems: i.cantidad,
      nroLote: normalizarLote(i.nroLote),
      nroSerie: serie === '' ? null : serie,
      estadoValidacion: estado(n),
      farmaciaId: usuario.farmaciaId,
      sucursal,
      userId: usuario.sub,
      trazable: p.tipo === 'serie',
      trazableSinNroSerie: i.trazableSinNroSerie,
      cantDevuelta: i.cantidad,
      fechaVencimiento: i.fechaVencimiento,
    };
  });
}

/** `guardar {items}`: replaces the pharmacy's draft (one per pharmacy); an empty list removes it. */
export async function guardarBorrador(app: FastifyInstance, usuario: UsuarioToken, b: BorradorVencidos): Promise<BorradorVencidos> {
  await app.db.transaction(async (tx) => {
    const previo = await filaBorrador(tx, usuario.farmaciaId);
    if (previo) await tx.delete(devolucion).where(eq(devolucion.id, previo.id));
    if (b.items.length === 0) return;
    const sucursal = await sucursalDeFarmacia(tx, usuario.farmaciaId);
    const [creado] = await tx
      .insert(devolucion)
      .values({ guid: crypto.randomUUID(), tipo: TipoDevolucion.Vencido, farmaciaId: usuario.farmaciaId, sucursal, estadoId: SIN_ESTADO, userId: usuario.sub, borrador: true, cantidadItemsTotal: b.items.reduce((s, i) => s + i.cantidad, 0) })
      .returning({ id: devolucion.id });
    await tx.insert(devolucionItem).values(await filasItems(tx, usuario, creado!.id, sucursal, b.items, () => EstadoValidacionLote.Pendiente));
  });
  return recuperarBorrador(app.db, usuario);
}

const dmy = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/**
 * `Nueva`: the expired-products return, whole or not at all, checked line by line (SPEC §5): lot lengths; the expiry
 * rule (the agreement takes, each month, the units whose expiry falls in that month: another month is 'Vencido', 7);
 * a traceable unit by its serial unless it has none, one unit per serial, the serial sold to this pharmacy and in no
 * other line or return (the batched check of `VerificarNroSerie`). Clears the draft.
 */
export async function nuevaDevolucionVencido(app: FastifyInstance, usuario: UsuarioToken, body: NuevaDevolucionVencido): Promise<Devolucion> {
  const { parametros, toggles } = await reglasDevolucion(app, usuario);
  const hoy = reloj.hoy();
  const id = await app.db.transaction(async (tx) => {
    await bloquearDevolucionesDeFarmacia(tx, usuario.farmaciaId);
    const [previa] = await tx.select({ id: devolucion.id, farmaciaId: devolucion.farmaciaId }).from(devolucion).where(eq(devolucion.guid, body.guid));
    if (previa) {
      if (previa.farmaciaId !== usuario.farmaciaId) throw noEncontrado('No se encontró la devolución.');
      return previa.id;
    }
    const productos = await productosDevolucion(tx, body.items.map((i) => i.troquel));
    const series: { troquel: number; valor: string; fechaVencimiento: string; n: number; nombre: string }[] = [];
    body.items.forEach((i, n) => {
      const producto = productos.get(i.troquel);
      const nombre = `Línea ${n + 1} (${i.troquel}${producto ? ` ${producto.nombre}` : ''})`;
      if (!producto) throw solicitudInvalida(`${nombre}: el troquel no existe.`, { [`items.${n}.troquel`]: ['No existe.'] });
      const lote = validarLoteLocal(i.nroLote, 'lote', parametros);
      if (lote !== null) throw solicitudInvalida(`${nombre}: ${lote === EstadoValidacionLote.Pendiente ? 'ingrese el lote' : ETIQUETAS_VALIDACION_LOTE[lote]}.`, { [`items.${n}.nroLote`]: [ETIQUETAS_VALIDACION_LOTE[lote]] });
      if (!i.fechaVencimiento) throw solicitudInvalida(`${nombre}: ingrese el vencimiento.`, { [`items.${n}.fechaVencimiento`]: ['Requerido.'] });
      if (validarVencimiento(i.fechaVencimiento, hoy) !== null) {
        throw solicitudInvalida(`${nombre}: vence el ${dmy(i.fechaVencimiento)} — ${ETIQUETAS_VALIDACION_LOTE[EstadoValidacionLote.Vencido]}: el convenio recibe las unidades que vencen en el mes en curso.`, {
          [`items.${n}.fechaVencimiento`]: [ETIQUETAS_VALIDACION_LOTE[EstadoValidacionLote.Vencido]],
        });
      }
      if (producto.tipo !== 'serie' || i.trazableSinNroSerie) return;
      const serie = validarLoteLocal(i.nroSerie ?? '', 'serie', parametros);
      if (serie !== null) throw solicitudInvalida(`${nombre}: ${serie === EstadoValidacionLote.Pendiente ? 'ingrese el número de serie' : ETIQUETAS_VALIDACION_LOTE[serie]}.`, { [`items.${n}.nroSerie`]: [ETIQUETAS_VALIDACION_LOTE[serie]] });
      if (i.cantidad !== 1) throw solicitudInvalida(`${nombre}: un número de serie identifica una sola unidad.`, { [`items.${n}.cantidad`]: ['Debe ser 1.'] });
      series.push({ troquel: i.troquel, valor: i.nroSerie!, fechaVencimiento: i.fechaVencimiento, n, nombre });
    });
    const verificadas = await verificarLotes(tx, usuario.farmaciaId, 'venta', { items: series.map((s) => ({ troquel: s.troquel, valor: s.valor, fechaVencimiento: s.fechaVencimiento })) }, parametros, { hoy });
    verificadas.forEach((v, k) => {
      if (v.estado === EstadoValidacionLote.Valido) return;
      const s = series[k]!;
      const etiqueta = ETIQUETAS_VALIDACION_LOTE[v.estado as EstadoValidacionLote];
      throw solicitudInvalida(`${s.nombre}: ${v.valor} — ${etiqueta}.`, { [`items.${s.n}.nroSerie`]: [etiqueta] });
    });
    // Only what the pharmacy bought, never more than was shipped to it; with the strict toggle, only lots shipped to it.
    const loteDeSerie = new Map(series.map((s, k) => [s.n, verificadas[k]!.lote]));
    await exigirDentroDeLoDespachado(
      tx,
      usuario.farmaciaId,
      body.items.map((i, n) => ({
        n,
        nombre: `Línea ${n + 1} (${i.troquel} ${productos.get(i.troquel)!.nombre})`,
        troquel: i.troquel,
        lote: loteDeSerie.get(n) ?? normalizarLote(i.nroLote),
        cantidad: i.cantidad,
        loteDespachado: toggles.cargaLoteEnDevolucionEstricta,
      })),
    );
    const sucursal = await sucursalDeFarmacia(tx, usuario.farmaciaId);
    const [creada] = await tx
      .insert(devolucion)
      .values({ guid: body.guid, tipo: TipoDevolucion.Vencido, farmaciaId: usuario.farmaciaId, sucursal, estadoId: PENDIENTE_OK, userId: usuario.sub, cantidadItemsTotal: body.items.reduce((s, i) => s + i.cantidad, 0) })
      .onConflictDoNothing({ target: devolucion.guid })
      .returning({ id: devolucion.id });
    if (!creada) return (await tx.select({ id: devolucion.id }).from(devolucion).where(eq(devolucion.guid, body.guid)))[0]!.id;
    await tx.insert(devolucionItem).values(await filasItems(tx, usuario, creada.id, sucursal, body.items, () => EstadoValidacionLote.Valido));
    const borrador = await filaBorrador(tx, usuario.farmaciaId);
    if (borrador) await tx.delete(devolucion).where(eq(devolucion.id, borrador.id));
    return creada.id;
  });
  return obtenerDevolucion(app.db, usuario, id, TipoDevolucion.Vencido);
}
