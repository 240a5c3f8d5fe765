import { and, countDistinct, eq, gte, inArray, sum } from 'drizzle-orm';
import type { ObservacionComboValidada, ResultadoValidacionCombo, ValidarComboBody } from '@portal/shared/contracts';
import { ModoPremio, ModoRequisito, ObservacionCombo, modoPremio, modoRequisito, TEXTOS_OBSERVACION_COMBO } from '@portal/shared/domain';
import type { Db } from '../../db/client.js';
import { combo, comboItem, farmacia, pedidoItem, producto, productoBloqueado, stock } from '../../db/schema/index.js';
import type { Tx } from '../carrito/repositorio.js';

/** A cart line as the "already in the cart" rule (102) sees it. */
export interface LineaEnCarrito {
  troquel: number;
  comboId: number | null;
}

const observacion = (troquel: number, codigo: ObservacionCombo): ObservacionComboValidada => ({
  troquel,
  observacion: codigo,
  mensaje: TEXTOS_OBSERVACION_COMBO[codigo],
});

/** Midnight of the distributor's day (Buenos Aires, UTC−3 all year) that contains `ahora`. */
export function inicioDelDia(ahora: Date): Date {
  const local = new Date(ahora.getTime() - 3 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 3));
}

interface LineaCombo {
  troquel: number;
  cantidad: number;
  premio: boolean;
}

/**
 * How many times the requirement lines order the combo (0: not met), per requirement mode, and the troqueles whose
 * quantity is wrong. All: every requirement line, each the same multiple of its quantity. Some: any of them, each a
 * multiple of its quantity; the multiples add up. Reach quantity: the units among them, in whole `cantidadModo3` sets.
 */
function multiploRequisitos(modo: ModoRequisito, requisitos: LineaCombo[], pedidas: Map<number, number>, cantidadModo3: number | null) {
  const incorrectos: number[] = [];
  if (modo === ModoRequisito.AlcanzarCantidad) {
    const unidades = requisitos.reduce((total, r) => total + (pedidas.get(r.troquel) ?? 0), 0);
    const conjunto = Math.max(1, cantidadModo3 ?? 1);
    const multiplo = unidades % conjunto === 0 ? unidades / conjunto : 0;
    if (multiplo === 0) incorrectos.push(...requisitos.map((r) => r.troquel));
    return { multiplo, incorrectos };
  }
  const veces = requisitos.map((r) => ({ troquel: r.troquel, veces: (pedidas.get(r.troquel) ?? 0) / r.cantidad }));
  for (const v of veces) if (!Number.isInteger(v.veces) || (modo === ModoRequisito.Todos && v.veces === 0)) incorrectos.push(v.troquel);
  if (modo === ModoRequisito.Todos) {
    if (incorrectos.length) return { multiplo: 0, incorrectos };
    if (new Set(veces.map((v) => v.veces)).size > 1) return { multiplo: 0, incorrectos: requisitos.map((r) => r.troquel) };
    return { multiplo: veces[0]?.veces ?? 0, incorrectos };
  }
  const multiplo = incorrectos.length ? 0 : veces.reduce((total, v) => total + v.veces, 0);
  if (multiplo === 0 && incorrectos.length === 0) incorrectos.push(...requisitos.map((r) => r.troquel));
  return { multiplo, incorrectos };
}

/** Reward lines with a wrong quantity: every one at `multiplo` times its quantity, or exactly one of them. */
function premiosIncorrectos(modo: ModoPremio, premios: LineaCombo[], pedidas: Map<number, number>, multiplo: number): number[] {
  if (modo === ModoPremio.TodosAdicionales) {
    return premios.filter((p) => (pedidas.get(p.troquel) ?? 0) !== p.cantidad * multiplo).map((p) => p.troquel);
  }
  const elegidos = premios.filter((p) => (pedidas.get(p.troquel) ?? 0) > 0);
  if (elegidos.length === 0) return premios.length ? [0] : [];
  if (elegidos.length > 1) return elegidos.map((p) => p.troquel);
  const [unico] = elegidos;
  return (pedidas.get(unico!.troquel) ?? 0) === unico!.cantidad * multiplo ? [] : [unico!.troquel];
}

/**
 * `POST /api/combo/validar`: whether the pharmacy may order these quantities of the combo, and how many times
 * (SPEC §4 observations). Only items with a quantity over 0 count (SPEC §5). `enCarrito` is the pharmacy's cart:
 * a troquel of the combo already there outside this combo is observation 102.
 */
export async function validarCombo(
  db: Db | Tx,
  farmaciaId: number,
  pedido: ValidarComboBody,
  enCarrito: readonly LineaEnCarrito[],
  ahora = new Date(),
): Promise<ResultadoValidacionCombo> {
  const pedidas = new Map<number, number>();
  for (const { troquel, cantidad } of pedido.items) if (cantidad > 0) pedidas.set(troquel, (pedidas.get(troquel) ?? 0) + cantidad);

  const [cabecera] = await db.select().from(combo).where(eq(combo.id, pedido.comboId));
  if (!cabecera) return { multiplo: 0, observaciones: [observacion(0, ObservacionCombo.ComboInexistente)] };
  if (!cabecera.activo) return { multiplo: 0, observaciones: [observacion(0, ObservacionCombo.ComboInactivo)] };
  if (cabecera.inicioVigencia > ahora || cabecera.finVigencia < ahora) return { multiplo: 0, observaciones: [observacion(0, ObservacionCombo.ComboNoVigente)] };
  let requisito: ModoRequisito;
  let premio: ModoPremio;
  try {
    requisito = modoRequisito(cabecera.modoRequisito);
    premio = modoPremio(cabecera.modoPremio);
  } catch {
    return { multiplo: 0, observaciones: [observacion(0, ObservacionCombo.Generico)] };
  }

  const troqueles = [...pedidas.keys()];
  const hoy = inicioDelDia(ahora);
  const [lineas, [datosFarmacia], productos, bloqueados, pedidosHoy, [combosHoy]] = await Promise.all([
    db.select({ troquel: comboItem.troquel, cantidad: comboItem.cantidad, premio: comboItem.premio }).from(comboItem).where(eq(comboItem.comboId, cabecera.id)),
    db.select({ bloqueada: farmacia.bloqueada }).from(farmacia).where(eq(farmacia.id, farmaciaId)),
    troqueles.length
      ? db
          .select({ troquel: producto.troquel, fechaBaja: producto.fechaBaja, disponible: stock.cantidad, max: stock.max })
          .from(producto)
          .leftJoin(stock, eq(stock.troquel, producto.troquel))
          .where(inArray(producto.troquel, troqueles))
      : Promise.resolve([]),
    troqueles.length
      ? db
          .select({ troquel: productoBloqueado.troquel })
          .from(productoBloqueado)
          .where(and(eq(productoBloqueado.farmaciaId, farmaciaId), inArray(productoBloqueado.troquel, troqueles)))
      : Promise.resolve([]),
    troqueles.length
      ? db
          .select({ troquel: pedidoItem.troquel, unidades: sum(pedidoItem.cantPedida).mapWith(Number) })
          .from(pedidoItem)
          .where(and(eq(pedidoItem.farmaciaId, farmaciaId), gte(pedidoItem.fechaAlta, hoy), inArray(pedidoItem.troquel, troqueles)))
          .groupBy(pedidoItem.troquel)
      : Promise.resolve([]),
    db
      .select({ veces: countDistinct(pedidoItem.pedidoId) })
      .from(pedidoItem)
      .where(and(eq(pedidoItem.farmaciaId, farmaciaId), eq(pedidoItem.comboId, cabecera.id), gte(pedidoItem.fechaAlta, hoy))),
  ]);

  const observaciones: ObservacionComboValidada[] = [];
  if (datosFarmacia?.bloqueada) observaciones.push(observacion(0, ObservacionCombo.SocioNoPuedeComprar));
  const delCombo = new Map(lineas.map((l) => [l.troquel, l]));
  const porTroquel = new Map(productos.map((p) => [p.troquel, p]));
  const bloqueado = new Set(bloqueados.map((b) => b.troquel));
  const pedidoHoy = new Map(pedidosHoy.map((p) => [p.troquel, p.unidades]));
  const otrasLineas = new Set(enCarrito.filter((l) => l.comboId !== cabecera.id).map((l) => l.troquel));

  for (const [troquel, cantidad] of pedidas) {
    const p = porTroquel.get(troquel);
    if (!delCombo.has(troquel) || !p || p.fechaBaja !== null) observaciones.push(observacion(troquel, ObservacionCombo.ProductoInvalido));
    else if (bloqueado.has(troquel)) observaciones.push(observacion(troquel, ObservacionCombo.ProductoBloqueado));
    else if (p.disponible !== null && cantidad > p.disponible) observaciones.push(observacion(troquel, ObservacionCombo.DisponibilidadInsuficiente));
    else if (p.max !== null && cantidad > p.max) observaciones.push(observacion(troquel, ObservacionCombo.StockMaximoSuperado));
    else if (p.max !== null && cantidad + (pedidoHoy.get(troquel) ?? 0) > p.max) observaciones.push(observacion(troquel, ObservacionCombo.MaximoDiarioProducto));
    if (otrasLineas.has(troquel)) observaciones.push(observacion(troquel, ObservacionCombo.ItemEnCarrito));
  }

  const { multiplo, incorrectos } = multiploRequisitos(requisito, lineas.filter((l) => !l.premio), pedidas, cabecera.cantidadModo3);
  const malPremiados = multiplo > 0 ? premiosIncorrectos(premio, lineas.filter((l) => l.premio), pedidas, multiplo) : [];
  for (const troquel of new Set([...incorrectos, ...malPremiados])) observaciones.push(observacion(troquel, ObservacionCombo.CantidadIncorrecta));
  if (cabecera.maximoDiario !== null && multiplo > 0 && (combosHoy?.veces ?? 0) + 1 > cabecera.maximoDiario) {
    observaciones.push(observacion(0, ObservacionCombo.MaximoDiarioCombo));
  }
  return { multiplo, observaciones };
}
