import {
  CodigoResultadoCarrito,
  FlagProducto,
  MENSAJES_RESULTADO_CARRITO,
  tieneFlag,
  tipoResultadoCarrito,
  type TipoResultadoCarrito,
} from '@portal/shared/domain';
import type { ResultadoActualizacionCarrito } from '@portal/shared/contracts';
import { mejorOfertaPorLinea, valorUnitario } from '../precio/index.js';
import { esTestCovid, type ContextoCarrito } from './contexto.js';
import type { CondicionesFarmacia } from '../../../plataforma/farmacia/index.js';
import type { ProductoConPrecio } from '../producto/index.js';
import type { OfertaDeTroquel } from '../oferta/index.js';

/**
 * The distributor never sells below half its own price (`ultimoPrecio`): a pharmacy discount compounded with an offer
 * that goes further breaks the minimum price (code 70).
 */
export const FRACCION_PRECIO_MINIMO = 0.5;

export const TipoFarmacia = { Farmacia: 0, Botiquin: 1, Drogueria: 2, Perfumeria: 3 } as const;

/** What the rules decided for one line. `accion` says what to do with the cart. */
export interface Evaluacion {
  resultado: ResultadoActualizacionCarrito;
  accion: { tipo: 'guardar'; cantidad: number; ofertaId: number } | { tipo: 'borrar' } | { tipo: 'nada' };
}

export function resultado(codigo: CodigoResultadoCarrito, cantidad: number, extra: { nuevoOfertaId?: number; mensaje?: string; tipo?: TipoResultadoCarrito } = {}): ResultadoActualizacionCarrito {
  return {
    codigo,
    mensaje: extra.mensaje ?? MENSAJES_RESULTADO_CARRITO[codigo],
    tipo: extra.tipo ?? tipoResultadoCarrito(codigo),
    nuevoOfertaId: extra.nuevoOfertaId ?? 0,
    cantidad,
  };
}

const rechazo = (codigo: CodigoResultadoCarrito, cantidad: number, nuevoOfertaId = 0): Evaluacion => ({
  resultado: resultado(codigo, cantidad, { nuevoOfertaId }),
  accion: { tipo: 'nada' },
});

const psicofarmaco = (p: ProductoConPrecio) => p.psicofarmaco || tieneFlag(p.flags, FlagProducto.Psicofarmaco);
const psicofarmacoNoFacturable = (p: ProductoConPrecio) => p.psicofarmacoNoFacturable || tieneFlag(p.flags, FlagProducto.PsicofarmacoNoFacturable);
const trazable = (p: ProductoConPrecio) => p.trazable || tieneFlag(p.flags, FlagProducto.Trazable);
const medicamento = (p: ProductoConPrecio) => p.drogaId !== null;

/** The first rule of the product and the pharmacy that forbids the line, or null. */
function prohibicion(p: ProductoConPrecio | undefined, ctx: ContextoCarrito): CodigoResultadoCarrito | null {
  if (!p || p.fechaBaja !== null || p.ultimoPrecio === null) return CodigoResultadoCarrito.ProductoInexistente;
  if (ctx.bloqueados.has(p.troquel)) return CodigoResultadoCarrito.ProductoBloqueado;
  if (!ctx.covidHabilitado && esTestCovid(p)) return CodigoResultadoCarrito.TestsCovid;
  if (psicofarmacoNoFacturable(p)) return CodigoResultadoCarrito.PsicofarmacoNoFacturable;
  const f: CondicionesFarmacia = ctx.farmacia;
  if (psicofarmaco(p) && f.tipoFarmacia === TipoFarmacia.Botiquin) return CodigoResultadoCarrito.PsicofarmacoEnBotiquin;
  if (medicamento(p) && (f.tipoFarmacia === TipoFarmacia.Perfumeria || f.tipoFarmacia === TipoFarmacia.Drogueria)) {
    return CodigoResultadoCarrito.MedicamentoEnPerfumeria;
  }
  if (trazable(p) && !f.gln) return CodigoResultadoCarrito.FarmaciaSinGln;
  return null;
}

/**
 * The quantity the product's order rules allow (minimum, maximum, multiple), and why it changed: every rule that moved
 * it, in the order it acted (7 with a multiple of 6 and a maximum of 10 is 6 "because it is sold by 6 and the maximum is
 * 10", not because of the maximum alone).
 */
export function ajustarCantidad(cantidad: number, reglas: { min: number | null; max: number | null; multiplo: number | null }): { cantidad: number; motivo: string | null } {
  const min = Math.max(1, reglas.min ?? 1);
  const multiplo = Math.max(1, reglas.multiplo ?? 1);
  const motivos: string[] = [];
  let ajustada = cantidad;
  if (ajustada < min) {
    ajustada = min;
    motivos.push(`el mínimo por pedido es ${min}`);
  }
  const pedidaSobreMaximo = reglas.max !== null && ajustada > reglas.max;
  if (reglas.max !== null && pedidaSobreMaximo) {
    ajustada = reglas.max;
    motivos.push(`el máximo por pedido es ${reglas.max}`);
  }
  if (ajustada % multiplo !== 0) {
    const haciaArriba = Math.ceil(ajustada / multiplo) * multiplo;
    const superaMaximo = reglas.max !== null && haciaArriba > reglas.max;
    ajustada = reglas.max !== null && superaMaximo ? Math.max(multiplo, Math.floor(reglas.max / multiplo) * multiplo) : haciaArriba;
    motivos.push(`se vende en múltiplos de ${multiplo}`);
    if (superaMaximo && !pedidaSobreMaximo) motivos.push(`el máximo por pedido es ${reglas.max}`);
  }
  return { cantidad: ajustada, motivo: motivos.length > 0 ? motivos.join(' y ') : null };
}

const cumpleCondiciones = (o: OfertaDeTroquel, cantidad: number) =>
  cantidad >= o.cantidadMinima && cantidad <= (o.cantidadMaxima ?? Infinity) && cantidad <= (o.cantidadDisponible ?? Infinity);

/**
 * SPEC §4 add-result codes for one line that sets `cantidad` units of `troquel` under `ofertaId` (0: none), in this
 * order: removal, product missing (20), blocked (60), COVID tests (130), psychotropic not billable (40), psychotropic
 * in a first-aid kit (30), medicine in a perfumery or drugstore (31), traceable without GLN (90); then the quantity
 * is adjusted to the order rules; an offer no longer current (110) or whose conditions the quantity does not meet (100)
 * is dropped and the best current one suggested; a PAMI diaper needs an offer (50); a free line is a gift (80) and
 * one below the minimum price is refused (70).
 */
export function evaluarLinea(ctx: ContextoCarrito, troquel: number, cantidad: number, ofertaId: number): Evaluacion {
  if (cantidad === 0) {
    return { resultado: resultado(CodigoResultadoCarrito.Ok, 0, { mensaje: 'Producto quitado del carrito.' }), accion: { tipo: 'borrar' } };
  }
  const p = ctx.productos.get(troquel);
  const prohibido = prohibicion(p, ctx);
  if (prohibido !== null || !p) return rechazo(prohibido ?? CodigoResultadoCarrito.ProductoInexistente, cantidad);

  const ajuste = ajustarCantidad(cantidad, p);
  const unidades = ajuste.cantidad;
  const disponibles = ctx.ofertas.get(troquel) ?? [];
  const mejor = () => mejorOfertaPorLinea([{ troquel, cantidad: unidades }], ctx.ofertas)[0]?.ofertaId ?? 0;

  let codigo: CodigoResultadoCarrito = CodigoResultadoCarrito.Ok;
  let efectiva: OfertaDeTroquel | null = null;
  let nuevoOfertaId = 0;
  if (ofertaId > 0) {
    const oferta = disponibles.find((o) => o.ofertaId === ofertaId);
    if (!oferta) {
      codigo = CodigoResultadoCarrito.OfertaVencida;
      nuevoOfertaId = mejor();
    } else if (!cumpleCondiciones(oferta, unidades)) {
      codigo = CodigoResultadoCarrito.CondicionesVentaDistintas;
      nuevoOfertaId = mejor();
    } else {
      efectiva = oferta;
    }
  }
  if (p.panalPami && !efectiva) return rechazo(CodigoResultadoCarrito.PanalPamiSinOferta, unidades, nuevoOfertaId);

  const precioBase = p.ultimoPrecio ?? 0;
  const valor = valorUnitario(precioBase, ctx.farmacia.descuento, efectiva?.descuento ?? 0);
  if (valor <= 0) return rechazo(CodigoResultadoCarrito.ProductosRegaladosNoAceptados, unidades);
  if (valor < precioBase * FRACCION_PRECIO_MINIMO) return rechazo(CodigoResultadoCarrito.PrecioMinimoNoRespetado, unidades);

  const accion = { tipo: 'guardar' as const, cantidad: unidades, ofertaId: efectiva?.ofertaId ?? 0 };
  if (codigo !== CodigoResultadoCarrito.Ok) return { resultado: resultado(codigo, unidades, { nuevoOfertaId }), accion };
  if (ajuste.motivo) {
    return {
      resultado: resultado(CodigoResultadoCarrito.Ok, unidades, {
        tipo: 'warning',
        mensaje: `La cantidad se ajustó a ${unidades} ${unidades === 1 ? 'unidad' : 'unidades'}: ${ajuste.motivo}.`,
      }),
      accion,
    };
  }
  return { resultado: resultado(CodigoResultadoCarrito.Ok, unidades), accion };
}
