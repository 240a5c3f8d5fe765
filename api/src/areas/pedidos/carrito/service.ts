import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type {
  ActualizarItemCarritoBody,
  AgregarItemCarritoBody,
  Carrito,
  EstadoBloqueoCarrito,
  ImportarCarritoBody,
  LineasCarritoBody,
  ResultadoActualizacionCarrito,
  ResultadoAgregarCombo,
  ResultadoAgregarComboConCarrito,
  ResultadoCambioCarrito,
  ResultadoLineaCarrito,
  ResultadoLineasCarrito,
  ResultadoValidacionCombo,
  ValidarComboBody,
} from '@portal/shared/contracts';
import { CodigoResultadoCarrito } from '@portal/shared/domain';
import { MAXIMO_CANTIDAD_LINEA } from '@portal/shared/contracts';
import { tieneRol } from '../../../auth/roles.js';
import { carrito, carritoItem } from './tablas.js';
import type { Db, Tx } from '../../../db/client.js';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { conflicto, ErrorHttp, solicitudInvalida } from '../../../errores.js';
import { errorConRespuesta } from '../../../plugins/errores.js';
import { SESION_INVALIDA } from '../../../auth/verificador.js';
import { leerContexto, type ContextoCarrito } from './contexto.js';
import { carritoConocido, conoceCarrito, difundirCambio } from './publicador-cambios.js';
import { evaluarLinea, resultado } from './reglas.js';
import {
  bloquearFila,
  borrarLineaSuelta,
  carritoActual,
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
import * as reloj from '../../../reloj.js';

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
  /** Must leave `filas` as the cart's lines are after it; `troqueles`, when only their lines may have changed. */
  cambio: (tx: Tx, fila: FilaCarrito, filas: FilaItem[]) => Promise<{ valor: T; cambio: boolean; troqueles?: readonly number[] }>,
): Promise<{ valor: T; carrito: Carrito }> {
  const farmaciaId = autor.usuario.farmaciaId;
  const { valor, carrito: despues, enviar } = await app.db.transaction(async (tx) => {
    const fila = await bloquearFila(tx, farmaciaId);
    if (fila.bloqueado) throw conflicto(CARRITO_BLOQUEADO);
    const filas = await leerFilas(tx, fila.id);
    const hecho = await cambio(tx, fila, filas);
    // `cambio` keeps `filas` in step with what it wrote: the cart is answered and sent without reading it again.
    const lineas = lineasConocidas(filas);
    const version = hecho.cambio ? await marcarCambio(tx, fila.id) : fila.version;
    const carrito: Carrito = { carritoId: fila.id, version, items: lineas.map((l) => l.item) };
    return { valor: hecho.valor, carrito, enviar: hecho.cambio ? { lineas, troqueles: hecho.troqueles } : null };
  });
  if (enviar) {
    await difundirCambio(app, leerCarritoConVersion(app.db), farmaciaId, despues.carritoId, despues.version!, { tipo: 'completo', ...enviar }, autor.connectionId);
  }
  return { valor, carrito: despues };
}

/**
 * The pharmacy's current cart with its version, read in one snapshot without locking: the answer of a call that
 * changed nothing without taking the cart's lock (refused by the rules, or by the user's role), and of `GetItemsCarrito`.
 */
export async function carritoVigente(db: Db, farmaciaId: number): Promise<Carrito> {
  const { id } = await carritoActual(db, farmaciaId);
  const { version, lineas } = await leerCarritoConVersion(db)(id);
  return { carritoId: id, version, items: lineas.map((l) => l.item) };
}

/**
 * Runs a change whose answer is the cart itself, with its version: without it, the client could not tell this answer
 * from an older cart (a hub message or a reload still on its way) and would show the older one after it.
 */
async function modificarYResponderCarrito(
  app: FastifyInstance,
  autor: Autor,
  cambio: (tx: Tx, fila: FilaCarrito, filas: FilaItem[]) => Promise<{ valor: unknown; cambio: boolean; troqueles?: readonly number[] }>,
): Promise<Carrito> {
  return (await modificarCarrito(app, autor, cambio)).carrito;
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
): Promise<ResultadoLineasCarrito> {
  const farmaciaId = autor.usuario.farmaciaId;
  if (!puedeModificar(autor.usuario)) {
    return { resultados: lineas.map((l) => ({ troquel: l.troquel, ...resultado(CodigoResultadoCarrito.UsuarioSinPermisos, l.cantidad) })), carrito: await carritoVigente(app.db, farmaciaId) };
  }
  const ctx = await leerContexto(app.db, farmaciaId, lineas.map((l) => l.troquel), sumar || lineas.some((l) => l.ofertaId > 0));
  if (!sumar && lineas.length === 1) {
    const { resultado: una, carrito } = await fijarUna(app, autor, lineas[0]!, ctx);
    return { resultados: [una], carrito };
  }
  // Setting quantities does not depend on the cart: when the rules refuse every line, the cart is not even locked.
  if (!sumar) {
    const evaluaciones = lineas.map((l) => evaluarLinea(ctx, l.troquel, l.cantidad, l.ofertaId));
    if (evaluaciones.every((e) => e.accion.tipo === 'nada')) {
      return { resultados: evaluaciones.map((e, i) => ({ troquel: lineas[i]!.troquel, ...e.resultado })), carrito: await carritoVigente(app.db, farmaciaId) };
    }
  }
  if (sumar) exigirMaximoPorProducto(lineas);
  try {
    const { valor: resultados, carrito } = await modificarCarrito(app, autor, async (tx, fila, filas) => {
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
        // Adding keeps the line's offer unless the call names one.
        const ofertaId = linea.ofertaId > 0 ? linea.ofertaId : (existente?.ofertaId ?? 0);
        const hecho = await aplicar(tx, fila, filas, ctx, autor, linea.troquel, cantidad, ofertaId);
        cambio ||= hecho.cambio;
        resultados.push({ troquel: linea.troquel, ...hecho.resultado });
      }
      return { valor: resultados, cambio, troqueles: lineas.map((l) => l.troquel) };
    });
    return { resultados, carrito };
  } catch (err) {
    // The call is one transaction: an unexpected failure undoes all of it, and every line says so (code 10).
    if (err instanceof ErrorHttp) throw err;
    const resultados = lineas.map((l) => ({ troquel: l.troquel, ...excepcion(app, err, l.cantidad) }));
    return { resultados, carrito: await carritoVigente(app.db, farmaciaId) };
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
async function fijarUna(
  app: FastifyInstance,
  autor: Autor,
  linea: { troquel: number; cantidad: number; ofertaId: number },
  ctx: ContextoCarrito,
): Promise<{ resultado: ResultadoLineaCarrito; carrito: Carrito }> {
  const { resultado: evaluado, accion } = evaluarLinea(ctx, linea.troquel, linea.cantidad, linea.ofertaId);
  const farmaciaId = autor.usuario.farmaciaId;
  if (accion.tipo === 'nada') return { resultado: { troquel: linea.troquel, ...evaluado }, carrito: await carritoVigente(app.db, farmaciaId) };
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
    return { resultado: { troquel: linea.troquel, ...excepcion(app, err, linea.cantidad) }, carrito: await carritoVigente(app.db, farmaciaId) };
  }
  if (hecho.bloqueado) throw conflicto(CARRITO_BLOQUEADO);
  if (!hecho.cambio) return { resultado: { troquel: linea.troquel, ...evaluado }, carrito: await carritoVigente(app.db, farmaciaId) };
  await difundirCambio(app, leerCarritoConVersion(app.db), farmaciaId, hecho.carritoId, hecho.version, hecho.hecho, autor.connectionId);
  // The broadcast left this process knowing the cart at this version or a later one: answered without reading it.
  const carrito = carritoConocido(app, farmaciaId, hecho.carritoId, hecho.version) ?? (await carritoVigente(app.db, farmaciaId));
  return { resultado: { troquel: linea.troquel, ...evaluado }, carrito };
}

/** One line's answer: its result (without the troquel, as SPEC has it) and the cart. */
function unaLinea({ resultados, carrito }: ResultadoLineasCarrito): ResultadoCambioCarrito {
  const { codigo, mensaje, tipo, nuevoOfertaId, cantidad } = resultados[0]!;
  return { codigo, mensaje, tipo, nuevoOfertaId, cantidad, carrito };
}

/** `ActualizarItemCarrito`: sets the line's quantity (0 removes it). */
export const actualizarItem = async (app: FastifyInstance, autor: Autor, body: ActualizarItemCarritoBody): Promise<ResultadoCambioCarrito> =>
  unaLinea(await actualizarLineas(app, autor, [{ troquel: body.troquel, cantidad: body.cantidad, ofertaId: body.ofertaid }]));

/**
 * `AgregarItemCarrito`: adds units to what the line holds when the cart's lock is taken, not to what the page saw, so
 * a colleague's add at the same time is not lost; the importer's rules (a line never past 99,999 units).
 */
export const agregarItem = async (app: FastifyInstance, autor: Autor, body: AgregarItemCarritoBody): Promise<ResultadoCambioCarrito> =>
  unaLinea(await actualizarLineas(app, autor, [{ troquel: body.troquel, cantidad: body.cantidad, ofertaId: body.ofertaid }], true));

export const actualizarMasivo = (app: FastifyInstance, autor: Autor, lineas: LineasCarritoBody) => actualizarLineas(app, autor, lineas);

export const importar = (app: FastifyInstance, autor: Autor, lineas: ImportarCarritoBody) =>
  actualizarLineas(app, autor, lineas.map((l) => ({ ...l, ofertaId: 0 })), true);

/** Marks every line of the troquel as recommended or not; a troquel not in the cart answers code 20 and changes nothing. */
export async function marcarRecomendado(app: FastifyInstance, autor: Autor, troquel: number, recomendado: boolean): Promise<ResultadoCambioCarrito> {
  if (!puedeModificar(autor.usuario)) return { ...resultado(CodigoResultadoCarrito.UsuarioSinPermisos, 0), carrito: await carritoVigente(app.db, autor.usuario.farmaciaId) };
  const { valor, carrito } = await modificarCarrito(app, autor, async (tx, fila, filas) => {
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
    return { valor: resultado(CodigoResultadoCarrito.Ok, cantidad), cambio: true, troqueles: [troquel] };
  });
  return { ...valor, carrito };
}

/** Removes every line of the troquel (loose and inside combos); the cart as it is afterwards. */
export async function borrarItem(app: FastifyInstance, autor: Autor, troquel: number): Promise<Carrito> {
  return modificarYResponderCarrito(app, autor, async (tx, fila, filas) => {
    const quedan = filas.filter((f) => f.troquel !== troquel);
    const cambio = quedan.length < filas.length;
    if (cambio) await tx.delete(carritoItem).where(and(eq(carritoItem.carritoId, fila.id), eq(carritoItem.troquel, troquel)));
    filas.splice(0, filas.length, ...quedan);
    return { valor: { carritoId: fila.id, items: quedan.map(aItem) }, cambio, troqueles: [troquel] };
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

/** The combo validation (the combo-validar module's), run on the locked cart's lines. */
export type ValidadorCombo = (tx: Tx, filas: readonly FilaItem[]) => Promise<ResultadoValidacionCombo>;

/**
 * Puts a combo's lines into the cart when the combo validation finds nothing wrong, replacing the lines of that combo
 * already there (modifying a combo). The validation runs on the locked cart, so "already in the cart" (102) is exact;
 * the caller brings it (it reads the day's orders, which sit above the cart).
 */
export async function agregarCombo(app: FastifyInstance, autor: Autor, pedido: ValidarComboBody, validar: ValidadorCombo): Promise<ResultadoAgregarComboConCarrito> {
  if (!puedeModificar(autor.usuario)) {
    const mensaje = resultado(CodigoResultadoCarrito.UsuarioSinPermisos, 0).mensaje;
    return { agregado: false, multiplo: 0, observaciones: [{ troquel: 0, observacion: 0, mensaje }], carrito: await carritoVigente(app.db, autor.usuario.farmaciaId) };
  }
  const { valor, carrito } = await modificarCarrito<ResultadoAgregarCombo>(app, autor, async (tx, fila, filas) => {
    const validacion = await validar(tx, filas);
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
  return { ...valor, carrito };
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
