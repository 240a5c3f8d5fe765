import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type {
  ActualizarItemCarritoBody,
  Carrito,
  EstadoBloqueoCarrito,
  ImportarCarritoBody,
  LineasCarritoBody,
  ResultadoActualizacionCarrito,
  ResultadoAgregarCombo,
  ResultadoLineaCarrito,
  ValidarComboBody,
} from '@portal/shared/contracts';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import { MAXIMO_CANTIDAD_LINEA } from '@portal/shared/contracts';
import { tieneRol } from '../../auth/alcance.js';
import { carrito, carritoItem } from './tablas.js';
import type { Db, Tx } from '../../db/client.js';
import type { UsuarioToken } from '../../auth/tipos.js';
import { conflicto, ErrorHttp, solicitudInvalida } from '../../errores.js';
import { errorConRespuesta } from '../../plugins/errores.js';
import { SESION_INVALIDA } from '../../auth/verificador.js';
import { validarCombo } from '../combo-validar/service.js';
import { leerContexto, type ContextoCarrito } from './contexto.js';
import { conoceCarrito, difundirCambio } from './publicador-cambios.js';
import { evaluarLinea, resultado } from './reglas.js';
import {
  bloquearFila,
  borrarLineaSuelta,
  fijarLineaSuelta,
  guardarLineaSuelta,
  aItem,
  leerFilas,
  leerCarritoConVersion,
  lineaSuelta,
  lineasConocidas,
  marcarCambio,
  type FilaCarrito,
  type ResultadoFijarLinea,
  type FilaItem,
} from './repositorio.js';
import * as reloj from '../../reloj.js';

export const CARRITO_BLOQUEADO = 'El carrito está bloqueado: desbloquéelo para modificarlo.';

/** The hub connection of the request's author, which must not get its own change back. */
export function connectionIdDe(req: FastifyRequest): string | null {
  const valor = req.headers['connectionid'];
  return (Array.isArray(valor) ? valor[0] : valor) || null;
}

/** Who changes the cart, and from which hub connection. */
export interface Autor {
  usuario: UsuarioToken;
  connectionId: string | null;
}

/**
 * Runs `cambio` on the pharmacy's current cart inside a transaction that holds the cart row (`FOR UPDATE`), so changes
 * by users of one pharmacy take turns and none is lost; bumps `version` when something changed, and then sends the
 * whole cart to the pharmacy's other hub connections.
 */
export async function modificarCarrito<T>(
  app: FastifyInstance,
  autor: Autor,
  /** Must leave `filas` as the cart's lines are after it. */
  cambio: (tx: Tx, fila: FilaCarrito, filas: FilaItem[]) => Promise<{ valor: T; cambio: boolean }>,
): Promise<T> {
  return (await modificarCarritoConVersion(app, autor, cambio)).valor;
}

/** `modificarCarrito`, also answering the cart's version after the change (the one it had when nothing changed). */
async function modificarCarritoConVersion<T>(
  app: FastifyInstance,
  autor: Autor,
  cambio: (tx: Tx, fila: FilaCarrito, filas: FilaItem[]) => Promise<{ valor: T; cambio: boolean }>,
): Promise<{ valor: T; version: number }> {
  const farmaciaId = autor.usuario.farmaciaId;
  const { valor, version, enviar } = await app.db.transaction(async (tx) => {
    const fila = await bloquearFila(tx, farmaciaId);
    if (fila.bloqueado) throw conflicto(CARRITO_BLOQUEADO);
    const filas = await leerFilas(tx, fila.id);
    const hecho = await cambio(tx, fila, filas);
    if (!hecho.cambio) return { valor: hecho.valor, version: fila.version, enviar: null };
    const version = await marcarCambio(tx, fila.id);
    // `cambio` keeps `filas` in step with what it wrote: the cart is sent without reading it again.
    return { valor: hecho.valor, version, enviar: { carritoId: fila.id, version, lineas: lineasConocidas(filas) } };
  });
  if (enviar) {
    await difundirCambio(app, leerCarritoConVersion(app.db), farmaciaId, enviar.carritoId, enviar.version, { tipo: 'completo', lineas: enviar.lineas }, autor.connectionId);
  }
  return { valor, version };
}

/**
 * Runs a change whose answer is the cart itself, with its version: without it, the client could not tell this answer
 * from an older cart (a hub message or a reload still on its way) and would show the older one after it.
 */
async function modificarYResponderCarrito(
  app: FastifyInstance,
  autor: Autor,
  cambio: (tx: Tx, fila: FilaCarrito, filas: FilaItem[]) => Promise<{ valor: Omit<Carrito, 'version'>; cambio: boolean }>,
): Promise<Carrito> {
  const { valor, version } = await modificarCarritoConVersion(app, autor, cambio);
  return { ...valor, version };
}

const puedeModificar = (usuario: UsuarioToken) => tieneRol(usuario, 'Pedidos');

/** The result of a line that raised an unexpected error: code 10, and the error goes to the log. */
/**
 * A failure while writing a line. The database's refusals are answered as what they are, never as a result code
 * behind a 200 (issue 27): the line's author no longer exists (deleted while its token still held) is a 401; another
 * constraint the caller broke a 4xx, the database gone a 503 (the error handler's). Only the truly unexpected is
 * code 10, logged as the error it is.
 */
function excepcion(app: FastifyInstance, err: unknown, cantidad: number): ResultadoActualizacionCarrito {
  if (autorInexistente(err)) throw new ErrorHttp(401, SESION_INVALIDA);
  if (errorConRespuesta(err)) throw err;
  app.log.error({ err }, 'error al evaluar una línea del carrito');
  return resultado(CodigoResultadoCarrito.Excepcion, cantidad);
}

/** The foreign key from a cart line to its author, broken: the user was deleted (drizzle may wrap the driver's error). */
const FK_AUTOR = 'carrito_item_user_id_usuario_id_fk';
const autorInexistente = (err: unknown): boolean =>
  [err, (err as { cause?: unknown } | null)?.cause].some((e) => (e as { constraint?: string } | null)?.constraint === FK_AUTOR);

/** Applies one evaluated line to the locked cart; whether the cart changed. */
async function aplicar(tx: Tx, fila: FilaCarrito, filas: FilaItem[], ctx: ContextoCarrito, autor: Autor, troquel: number, cantidad: number, ofertaId: number) {
  const evaluacion = evaluarLinea(ctx, troquel, cantidad, ofertaId);
  const accion = evaluacion.accion;
  let cambio = false;
  if (accion.tipo === 'borrar') cambio = await borrarLineaSuelta(tx, fila.id, filas, troquel);
  else if (accion.tipo === 'guardar') {
    await guardarLineaSuelta(tx, fila.id, filas, { troquel, cantidad: accion.cantidad, ofertaId: accion.ofertaId, userId: autor.usuario.sub });
    cambio = true;
  }
  return { resultado: evaluacion.resultado, cambio };
}

/**
 * Sets the quantities of several loose lines in one transaction (ActualizarItemCarrito is the case of one line).
 * `sumar` adds the units to those already in the cart, keeping the line's offer (the importer's way).
 */
async function actualizarLineas(
  app: FastifyInstance,
  autor: Autor,
  lineas: readonly { troquel: number; cantidad: number; ofertaId: number }[],
  sumar = false,
): Promise<ResultadoLineaCarrito[]> {
  if (!puedeModificar(autor.usuario)) {
    return lineas.map((l) => ({ troquel: l.troquel, ...resultado(CodigoResultadoCarrito.UsuarioSinPermisos, l.cantidad) }));
  }
  const ctx = await leerContexto(app.db, autor.usuario.farmaciaId, lineas.map((l) => l.troquel), sumar || lineas.some((l) => l.ofertaId > 0));
  if (!sumar && lineas.length === 1) return [await fijarUna(app, autor, lineas[0]!, ctx)];
  // Setting quantities does not depend on the cart: when the rules refuse every line, the cart is not even locked.
  if (!sumar) {
    const evaluaciones = lineas.map((l) => evaluarLinea(ctx, l.troquel, l.cantidad, l.ofertaId));
    if (evaluaciones.every((e) => e.accion.tipo === 'nada')) return evaluaciones.map((e, i) => ({ troquel: lineas[i]!.troquel, ...e.resultado }));
  }
  if (sumar) exigirMaximoPorProducto(lineas);
  try {
    return await modificarCarrito(app, autor, async (tx, fila, filas) => {
      const resultados: ResultadoLineaCarrito[] = [];
      let cambio = false;
      for (const [n, linea] of lineas.entries()) {
        const existente = sumar ? lineaSuelta(filas, linea.troquel) : undefined;
        const cantidad = linea.cantidad + (existente?.cantidad ?? 0);
        if (cantidad > MAXIMO_CANTIDAD_LINEA) {
          throw solicitudInvalida(
            `Línea ${n + 1} (troquel ${linea.troquel}): con las ${miles(existente!.cantidad)} unidades que ya tiene el carrito sumaría ${miles(cantidad)}; el máximo por producto es ${miles(MAXIMO_CANTIDAD_LINEA)}.`,
            { [`${n}.cantidad`]: [`Máximo ${MAXIMO_CANTIDAD_LINEA - existente!.cantidad}.`] },
          );
        }
        const ofertaId = existente ? (existente.ofertaId ?? 0) : linea.ofertaId;
        const hecho = await aplicar(tx, fila, filas, ctx, autor, linea.troquel, cantidad, ofertaId);
        cambio ||= hecho.cambio;
        resultados.push({ troquel: linea.troquel, ...hecho.resultado });
      }
      return { valor: resultados, cambio };
    });
  } catch (err) {
    // The call is one transaction: an unexpected failure undoes all of it, and every line says so (code 10).
    if (err instanceof ErrorHttp) throw err;
    return lineas.map((l) => ({ troquel: l.troquel, ...excepcion(app, err, l.cantidad) }));
  }
}

const miles = (n: number) => n.toLocaleString('es-AR');

/**
 * Lines of one product add up (the importer's way): together they may not pass the most a cart line holds. Refused
 * before the cart is touched, naming the line where the sum passes it: nothing of the call is applied.
 */
function exigirMaximoPorProducto(lineas: readonly { troquel: number; cantidad: number }[]): void {
  const sumas = new Map<number, number>();
  for (const [n, l] of lineas.entries()) {
    const suma = (sumas.get(l.troquel) ?? 0) + l.cantidad;
    sumas.set(l.troquel, suma);
    if (suma > MAXIMO_CANTIDAD_LINEA) {
      throw solicitudInvalida(`Línea ${n + 1} (troquel ${l.troquel}): las líneas de este producto suman ${miles(suma)} unidades; el máximo por producto es ${miles(MAXIMO_CANTIDAD_LINEA)}.`, {
        [`${n}.cantidad`]: [`Máximo ${MAXIMO_CANTIDAD_LINEA - (suma - l.cantidad)}.`],
      });
    }
  }
}

/**
 * One line set to a quantity (the common call, ActualizarItemCarrito): it does not depend on the rest of the cart, so
 * it skips the transaction and writes in one round trip (`fijarLineaSuelta`).
 */
async function fijarUna(app: FastifyInstance, autor: Autor, linea: { troquel: number; cantidad: number; ofertaId: number }, ctx: ContextoCarrito): Promise<ResultadoLineaCarrito> {
  const { resultado: evaluado, accion } = evaluarLinea(ctx, linea.troquel, linea.cantidad, linea.ofertaId);
  if (accion.tipo === 'nada') return { troquel: linea.troquel, ...evaluado };
  const farmaciaId = autor.usuario.farmaciaId;
  let hecho: ResultadoFijarLinea;
  try {
    hecho = await fijarLineaSuelta(
      app.db,
      farmaciaId,
      {
        troquel: linea.troquel,
        cantidad: accion.tipo === 'guardar' ? accion.cantidad : 0,
        ofertaId: accion.tipo === 'guardar' ? accion.ofertaId : 0,
        userId: autor.usuario.sub,
      },
      !conoceCarrito(app, farmaciaId),
    );
  } catch (err) {
    return { troquel: linea.troquel, ...excepcion(app, err, linea.cantidad) };
  }
  if (hecho.bloqueado) throw conflicto(CARRITO_BLOQUEADO);
  if (hecho.cambio) await difundirCambio(app, leerCarritoConVersion(app.db), farmaciaId, hecho.carritoId, hecho.version, hecho.hecho, autor.connectionId);
  return { troquel: linea.troquel, ...evaluado };
}

export async function actualizarItem(app: FastifyInstance, autor: Autor, body: ActualizarItemCarritoBody): Promise<ResultadoActualizacionCarrito> {
  const [linea] = await actualizarLineas(app, autor, [{ troquel: body.troquel, cantidad: body.cantidad, ofertaId: body.ofertaid }]);
  const { codigo, mensaje, tipo, nuevoOfertaId, cantidad } = linea!;
  return { codigo, mensaje, tipo, nuevoOfertaId, cantidad };
}

export const actualizarMasivo = (app: FastifyInstance, autor: Autor, lineas: LineasCarritoBody) => actualizarLineas(app, autor, lineas);

export const importar = (app: FastifyInstance, autor: Autor, lineas: ImportarCarritoBody) =>
  actualizarLineas(app, autor, lineas.map((l) => ({ ...l, ofertaId: 0 })), true);

/** Marks every line of the troquel as recommended or not; a troquel not in the cart answers code 20 and changes nothing. */
export async function marcarRecomendado(app: FastifyInstance, autor: Autor, troquel: number, recomendado: boolean): Promise<ResultadoActualizacionCarrito> {
  if (!puedeModificar(autor.usuario)) return resultado(CodigoResultadoCarrito.UsuarioSinPermisos, 0);
  return modificarCarrito(app, autor, async (tx, fila, filas) => {
    const delTroquel = filas.filter((f) => f.troquel === troquel);
    if (delTroquel.length === 0) {
      return { valor: resultado(CodigoResultadoCarrito.ProductoInexistente, 0, { mensaje: 'El producto no está en el carrito.' }), cambio: false };
    }
    const cambios = { recomendado, userId: autor.usuario.sub, ultimaActualizacion: reloj.ahora() };
    await tx
      .update(carritoItem)
      .set(cambios)
      .where(and(eq(carritoItem.carritoId, fila.id), eq(carritoItem.troquel, troquel)));
    for (const f of delTroquel) Object.assign(f, cambios);
    const cantidad = delTroquel.reduce((total, f) => total + f.cantidad, 0);
    return { valor: resultado(CodigoResultadoCarrito.Ok, cantidad), cambio: true };
  });
}

/** Removes every line of the troquel (loose and inside combos); the cart as it is afterwards. */
export async function borrarItem(app: FastifyInstance, autor: Autor, troquel: number): Promise<Carrito> {
  return modificarYResponderCarrito(app, autor, async (tx, fila, filas) => {
    const quedan = filas.filter((f) => f.troquel !== troquel);
    const cambio = quedan.length < filas.length;
    if (cambio) await tx.delete(carritoItem).where(and(eq(carritoItem.carritoId, fila.id), eq(carritoItem.troquel, troquel)));
    filas.splice(0, filas.length, ...quedan);
    return { valor: { carritoId: fila.id, items: quedan.map(aItem) }, cambio };
  });
}

export async function borrarTodo(app: FastifyInstance, autor: Autor): Promise<Carrito> {
  return modificarYResponderCarrito(app, autor, async (tx, fila, filas) => {
    const cambio = filas.length > 0;
    if (cambio) await tx.delete(carritoItem).where(eq(carritoItem.carritoId, fila.id));
    filas.length = 0;
    return { valor: { carritoId: fila.id, items: [] }, cambio };
  });
}

/** Blocks or unblocks the cart for changes; the one call a blocked cart accepts. */
export async function bloquear(app: FastifyInstance, farmaciaId: number, valor: boolean): Promise<EstadoBloqueoCarrito> {
  return app.db.transaction(async (tx) => {
    const fila = await bloquearFila(tx, farmaciaId);
    if (fila.bloqueado !== valor) await tx.update(carrito).set({ bloqueado: valor, actualizado: reloj.ahora() }).where(eq(carrito.id, fila.id));
    return { carritoId: fila.id, bloqueado: valor };
  });
}

/**
 * Puts a combo's lines into the cart when the combo validation finds nothing wrong, replacing the lines of that combo
 * already there (modifying a combo). The validation runs on the locked cart, so "already in the cart" (102) is exact.
 */
export async function agregarCombo(app: FastifyInstance, autor: Autor, pedido: ValidarComboBody): Promise<ResultadoAgregarCombo> {
  if (!puedeModificar(autor.usuario)) {
    return { agregado: false, multiplo: 0, observaciones: [{ troquel: 0, observacion: 0, mensaje: resultado(CodigoResultadoCarrito.UsuarioSinPermisos, 0).mensaje }] };
  }
  return modificarCarrito<ResultadoAgregarCombo>(app, autor, async (tx, fila, filas) => {
    const validacion = await validarCombo(tx, autor.usuario.farmaciaId, pedido, filas);
    if (validacion.observaciones.length > 0) return { valor: { agregado: false, ...validacion }, cambio: false };
    const ahora = reloj.ahora();
    const cantidades = new Map<number, number>();
    for (const { troquel, cantidad } of pedido.items) if (cantidad > 0) cantidades.set(troquel, (cantidades.get(troquel) ?? 0) + cantidad);
    exigirMaximoPorProducto([...cantidades].map(([troquel, cantidad]) => ({ troquel, cantidad })));
    const lineas = [...cantidades].map(([troquel, cantidad]) => ({ troquel, cantidad }));
    await tx.delete(carritoItem).where(and(eq(carritoItem.carritoId, fila.id), eq(carritoItem.comboId, pedido.comboId)));
    const nuevas = await tx
      .insert(carritoItem)
      .values(lineas.map((l) => ({ carritoId: fila.id, troquel: l.troquel, cantidad: l.cantidad, comboId: pedido.comboId, userId: autor.usuario.sub, ultimaActualizacion: ahora })))
      .returning();
    filas.splice(0, filas.length, ...filas.filter((f) => f.comboId !== pedido.comboId), ...nuevas);
    return { valor: { agregado: true, ...validacion }, cambio: true };
  });
}

/** Who changed a line of the pharmacy's current cart last, and when (the dashboard's cart widget); null for an empty cart. */
export async function ultimoCambioCarrito(db: Db, farmaciaId: number): Promise<{ userId: string | null; fecha: Date } | null> {
  const [fila] = await db
    .select({ userId: carritoItem.userId, fecha: carritoItem.ultimaActualizacion })
    .from(carritoItem)
    .innerJoin(carrito, eq(carrito.id, carritoItem.carritoId))
    .where(and(eq(carrito.farmaciaId, farmaciaId), eq(carrito.actual, true)))
    .orderBy(desc(carritoItem.ultimaActualizacion), desc(carritoItem.id))
    .limit(1);
  return fila ?? null;
}
