import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Carrito, ConfirmarPedidoBody, Pedido, RechazoPedido } from '@portal/shared/contracts';
import type { UsuarioToken } from '../../../auth/tipos.js';
import type { Db, Tx } from '../../../db/client.js';
import { conflicto, noEncontrado, solicitudInvalida } from '../../../errores.js';
import { cuerpoError } from '../../../plugins/errores.js';
import { bloquearFila, cerrarYAbrirCarrito, leerFilas, type FilaItem } from '../carrito/index.js';
import { buscarCondicionesFarmacia, MENSAJE_FARMACIA_INEXISTENTE, turnosDeFarmacia } from '../../../plataforma/farmacia/index.js';
import { registrarUltimoPedido } from '../favoritos/index.js';
import { reservarStock } from '../producto/index.js';
import { importeComprometido } from './comprometido.js';
import { claveIdempotencia, EstadoPedido } from './estados.js';
import { insertarLineas } from './lineas-pedido.js';
import { aPedido } from './mapeo.js';
import { tasaPercepciones } from './percepciones.js';
import { pedido } from './tablas.js';
import { valorarLineas, type LineaValorada } from './valoracion.js';
import * as reloj from '../../../reloj.js';

export const MENSAJE_FARMACIA_BLOQUEADA = 'La farmacia está bloqueada y no puede confirmar pedidos. Comuníquese con la distribuidora.';
export const MENSAJE_FARMACIA_SIN_SALDO = 'La farmacia no tiene saldo suficiente para confirmar el pedido. Comuníquese con cuenta corriente.';
export const MENSAJE_CARRITO_CAMBIO = 'El carrito cambió mientras confirmaba el pedido: revise el resumen y vuelva a confirmar.';
export const MENSAJE_CARRITO_NO_VIGENTE = 'El carrito ya no está vigente: actualice la página y revise el carrito actual.';

/** Either the order (new, or the one a previous submit of the same cart made) or the refusal that leads to a page. */
export type ResultadoConfirmacion = { pedido: Pedido } | { rechazo: RechazoPedido };

const rechazo = (codigo: RechazoPedido['codigo'], mensaje: string): { rechazo: RechazoPedido } => ({
  rechazo: {
    ...cuerpoError(409, mensaje),
    codigo,
    ruta: codigo === 'FarmaciaBloqueada' ? 'farmacia-bloqueada' : 'farmacia-sin-saldo',
  },
});

async function pedidoPorClave(db: Db | Tx, farmaciaId: number, clave: string): Promise<Pedido | null> {
  const [fila] = await db.select().from(pedido).where(and(eq(pedido.claveIdempotencia, clave), eq(pedido.farmaciaId, farmaciaId)));
  return fila ? aPedido(fila) : null;
}

/** The cart's lines and the summary the user confirmed, both as sorted keys; an empty summary is not compared. */
function resumenCoincide(filas: readonly FilaItem[], body: ConfirmarPedidoBody): boolean {
  if (body.items.length === 0 && body.combos.length === 0) return true;
  const delCarrito = filas.map((f) => `${f.comboId ?? 0}:${f.troquel}:${f.cantidad}`).sort();
  const confirmado = [
    ...body.items.map((i) => `0:${i.troquel}:${i.cantidad}`),
    ...body.combos.flatMap((c) => c.items.map((i) => `${c.comboId}:${i.troquel}:${i.cantidad}`)),
  ].sort();
  return delCarrito.length === confirmado.length && delCarrito.every((k, i) => k === confirmado[i]);
}

const redondear = (n: number) => Math.round(n * 100) / 100;

/** What the order will cost: its lines, their VAT and the perceptions the invoice adds (as the cart amounts do). */
function totalPedido(lineas: readonly LineaValorada[], percepcion: number): number {
  const subtotal = lineas.reduce((s, l) => s + l.importe, 0);
  const iva = lineas.reduce((s, l) => s + l.iva, 0);
  return redondear(subtotal + iva + subtotal * percepcion);
}

/**
 * `POST /api/pedido/Confirmar`: turns the pharmacy's current cart into an order. Idempotent per cart: the cart is
 * locked while it is confirmed and closed afterwards, so a second submit of the same cart finds the first order (by
 * `claveIdempotencia`) and answers it. Stock is reserved in the same transaction; the new empty cart goes to every
 * hub connection of the pharmacy.
 */
export async function confirmarPedido(
  app: FastifyInstance,
  usuario: UsuarioToken,
  body: ConfirmarPedidoBody,
  ahora = reloj.ahora(),
): Promise<ResultadoConfirmacion> {
  const farmaciaId = usuario.farmaciaId;
  const clave = claveIdempotencia(body.carritoId);
  const [previo, farm, turnos] = await Promise.all([
    pedidoPorClave(app.db, farmaciaId, clave),
    buscarCondicionesFarmacia(app.db, farmaciaId),
    turnosDeFarmacia(app.db, farmaciaId),
  ]);
  if (previo) return { pedido: previo };
  if (!farm) throw noEncontrado(MENSAJE_FARMACIA_INEXISTENTE);
  if (farm.bloqueada) return rechazo('FarmaciaBloqueada', MENSAJE_FARMACIA_BLOQUEADA);
  if (!turnos.some((t) => t.id === body.turnoId)) {
    throw solicitudInvalida('El turno elegido no está disponible para la farmacia.', { turnoId: ['Elija uno de los turnos disponibles.'] });
  }

  const hecho = await app.db.transaction(async (tx): Promise<{ resultado: ResultadoConfirmacion; nuevoCarrito: Carrito | null }> => {
    const fila = await bloquearFila(tx, farmaciaId);
    if (fila.id !== body.carritoId) {
      // Another submit of this cart may have confirmed it while this one waited for the lock.
      const confirmado = await pedidoPorClave(tx, farmaciaId, clave);
      if (confirmado) return { resultado: { pedido: confirmado }, nuevoCarrito: null };
      throw conflicto(MENSAJE_CARRITO_NO_VIGENTE);
    }
    const filas = await leerFilas(tx, fila.id);
    if (filas.length === 0) throw solicitudInvalida('El carrito está vacío: agregue productos antes de confirmar.');
    if (!resumenCoincide(filas, body)) throw conflicto(MENSAJE_CARRITO_CAMBIO);

    const lineas = await valorarLineas(tx, farm, filas, ahora);
    const total = totalPedido(lineas, tasaPercepciones(farm));
    if (total > farm.saldo + farm.limiteCredito - (await importeComprometido(tx, farmaciaId))) {
      return { resultado: rechazo('FarmaciaSinSaldo', MENSAJE_FARMACIA_SIN_SALDO), nuevoCarrito: null };
    }

    const reservas = await reservarStock(tx, lineas);
    const [creado] = await tx
      .insert(pedido)
      .values({
        pedidoGuid: randomUUID(),
        farmaciaId,
        fechaAlta: ahora,
        estadoId: EstadoPedido.PendienteOk,
        turnoId: body.turnoId,
        userId: usuario.sub,
        importe: total,
        operador: usuario.nombre,
        cantidadItems: lineas.length,
        cantidadItemsTotal: lineas.reduce((s, l) => s + l.cantidad, 0),
        carritoId: fila.id,
        claveIdempotencia: clave,
        procesarBonos: body.procesarBonos,
        mensajeTransmision: 'pedidoPendienteDeTransmision',
      })
      .returning();
    // The reservation is the distributor's stock answer (cantAprobada); the fulfilment job answers each line when it transmits.
    await insertarLineas(tx, { id: creado!.id, farmaciaId, userId: usuario.sub, fechaAlta: ahora }, lineas, reservas);
    await registrarUltimoPedido(tx, usuario.sub, lineas.map((l) => l.troquel), ahora);
    const nuevoCarrito = await cerrarYAbrirCarrito(tx, fila.id, farmaciaId, ahora);
    return { resultado: { pedido: aPedido(creado!) }, nuevoCarrito };
  });

  if (hecho.nuevoCarrito) {
    try {
      // Every connection, the author's too: its cart id changed and the order answer does not carry the new one.
      await app.hub.enviarAFarmacia(farmaciaId, 'ActualizarCarrito', [hecho.nuevoCarrito]);
    } catch (err) {
      app.log.warn({ err, farmaciaId }, 'no se pudo difundir el carrito nuevo tras confirmar');
    }
  }
  return hecho.resultado;
}
