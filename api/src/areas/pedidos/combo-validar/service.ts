import type { ObservacionComboValidada, ResultadoValidacionCombo, ValidarComboBody } from '@portal/shared/contracts';
import { ModoPremio, ModoRequisito, ObservacionCombo, modoPremio, modoRequisito, TEXTOS_OBSERVACION_COMBO } from '@portal/shared/domain';
import type { Db, Tx } from '../../../db/client.js';
import { comboConLineas } from '../combo/index.js';
import { buscarCondicionesFarmacia } from '../../../plataforma/farmacia/index.js';
import { unidadesPedidasDesde, vecesComboPedidoDesde } from '../pedido/index.js';
import { troquelesBloqueados, leerProductosConPrecio } from '../producto/index.js';
import * as reloj from '../../../reloj.js';

/** A cart line as the "already in the cart" rule (102) sees it. */
export interface LineaEnCarrito {
  troquel: number;
  comboId: number | null;
}

/**
 * An observation: its SPEC §8 text, after the name of the product it is about (the whole combo's have none) and, when
 * there is one, what would be right ("Ibupirac 600 mg x 10: Cantidad incorrecta (el combo lleva 2 por vez)").
 */
const observacion = (troquel: number, codigo: ObservacionCombo, producto?: string, pista?: string | null): ObservacionComboValidada => ({
  troquel,
  observacion: codigo,
  mensaje: `${producto ? `${producto}: ` : ''}${TEXTOS_OBSERVACION_COMBO[codigo]}${pista ? ` (${pista})` : ''}`,
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

/** Names as alternatives, as Spanish writes them: "A", "A o B", "A, B o C". */
const unoDe = (nombres: readonly string[]) => (nombres.length <= 1 ? (nombres[0] ?? '') : `${nombres.slice(0, -1).join(', ')} o ${nombres.at(-1)}`);

/** What quantity the combo expects of a line, in words, for the "wrong quantity" observation. */
function cantidadEsperada(linea: LineaCombo | undefined, requisito: ModoRequisito, premio: ModoPremio, cantidadModo3: number | null): string | null {
  if (!linea) return null;
  if (linea.premio) {
    return premio === ModoPremio.SoloUnoAdicional
      ? `un solo premio, ${linea.cantidad} por cada vez que se pide el combo`
      : `${linea.cantidad} por cada vez que se pide el combo`;
  }
  if (requisito === ModoRequisito.AlcanzarCantidad) return `los productos requeridos suman de a ${Math.max(1, cantidadModo3 ?? 1)} unidades`;
  if (requisito === ModoRequisito.Todos) return `el combo lleva ${linea.cantidad} por vez, la misma cantidad de veces en cada producto requerido`;
  return `de a ${linea.cantidad} unidades`;
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
  ahora = reloj.ahora(),
): Promise<ResultadoValidacionCombo> {
  const pedidas = new Map<number, number>();
  for (const { troquel, cantidad } of pedido.items) if (cantidad > 0) pedidas.set(troquel, (pedidas.get(troquel) ?? 0) + cantidad);

  const cabecera = await comboConLineas(db, pedido.comboId);
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
  const [farmacia, porTroquel, bloqueado, pedidoHoy, combosHoy] = await Promise.all([
    buscarCondicionesFarmacia(db, farmaciaId),
    leerProductosConPrecio(db, troqueles),
    troquelesBloqueados(db, farmaciaId, troqueles),
    unidadesPedidasDesde(db, farmaciaId, troqueles, hoy),
    vecesComboPedidoDesde(db, farmaciaId, cabecera.id, hoy),
  ]);

  const observaciones: ObservacionComboValidada[] = [];
  if (farmacia?.bloqueada) observaciones.push(observacion(0, ObservacionCombo.SocioNoPuedeComprar));
  const lineas = cabecera.lineas;
  const delCombo = new Map(lineas.map((l) => [l.troquel, l]));
  const otrasLineas = new Set(enCarrito.filter((l) => l.comboId !== cabecera.id).map((l) => l.troquel));
  // Every line is named, also those not asked for (a requirement left at 0): their names are read once more.
  const faltantes = lineas.map((l) => l.troquel).filter((t) => !porTroquel.has(t));
  const nombres = new Map([...porTroquel, ...(faltantes.length ? await leerProductosConPrecio(db, faltantes) : [])].map(([t, p]) => [t, p.nombre]));
  const de = (troquel: number, codigo: ObservacionCombo, pista?: string | null) => observacion(troquel, codigo, nombres.get(troquel) ?? `Troquel ${troquel}`, pista);

  for (const [troquel, cantidad] of pedidas) {
    const p = porTroquel.get(troquel);
    if (!delCombo.has(troquel) || !p || p.fechaBaja !== null) observaciones.push(de(troquel, ObservacionCombo.ProductoInvalido, delCombo.has(troquel) ? null : 'no es parte del combo'));
    else if (bloqueado.has(troquel)) observaciones.push(de(troquel, ObservacionCombo.ProductoBloqueado));
    else if (p.disponible !== null && cantidad > p.disponible) observaciones.push(de(troquel, ObservacionCombo.DisponibilidadInsuficiente));
    else if (p.max !== null && cantidad > p.max) observaciones.push(de(troquel, ObservacionCombo.StockMaximoSuperado, `máximo ${p.max} por pedido`));
    else if (p.max !== null && cantidad + (pedidoHoy.get(troquel) ?? 0) > p.max) observaciones.push(de(troquel, ObservacionCombo.MaximoDiarioProducto));
    if (otrasLineas.has(troquel)) observaciones.push(de(troquel, ObservacionCombo.ItemEnCarrito));
  }

  const { multiplo, incorrectos } = multiploRequisitos(requisito, lineas.filter((l) => !l.premio), pedidas, cabecera.cantidadModo3);
  const malPremiados = multiplo > 0 ? premiosIncorrectos(premio, lineas.filter((l) => l.premio), pedidas, multiplo) : [];
  for (const troquel of new Set([...incorrectos, ...malPremiados])) {
    if (troquel === 0) {
      // No reward chosen where one of them must be: the observation names the ones to choose from.
      const opciones = lineas.filter((l) => l.premio).map((l) => nombres.get(l.troquel) ?? `Troquel ${l.troquel}`);
      observaciones.push(observacion(0, ObservacionCombo.CantidadIncorrecta, 'Productos bonificados', `elija uno: ${unoDe(opciones)}`));
    }
    else observaciones.push(de(troquel, ObservacionCombo.CantidadIncorrecta, cantidadEsperada(delCombo.get(troquel), requisito, premio, cabecera.cantidadModo3)));
  }
  if (cabecera.maximoDiario !== null && multiplo > 0 && combosHoy + 1 > cabecera.maximoDiario) {
    observaciones.push(observacion(0, ObservacionCombo.MaximoDiarioCombo));
  }
  return { multiplo, observaciones };
}
