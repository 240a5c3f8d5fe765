import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { TipoDevolucion, type Devolucion, type NuevaDevolucionRecall } from '@portal/shared/contracts';
import { EstadoValidacionLote, ETIQUETAS_VALIDACION_LOTE, MotivoDevolucionId, validarLoteLocal } from '@portal/shared/domain';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { noEncontrado, solicitudInvalida } from '../../../errores.js';
import { sucursalDeFarmacia } from '../../../plataforma/farmacia/index.js';
import { esVigente } from '../recall/index.js';
import { itemsDeRecalls } from './items-recall.js';
import { obtenerDevolucion } from './consultas.js';
import { reglasDevolucion } from './reglas.js';
import { devolucion, devolucionItem } from './tablas.js';
import { verificarLotes } from './verificacion.js';
import { bloquearDevolucionesDeFarmacia } from './bloqueo.js';
import { exigirDentroDeLoDespachado } from './devolvible.js';

const PENDIENTE_OK = 200;

/**
 * `devolucionRecall/Nueva`: units of a recall in force, whole or not at all; the same guid twice makes one return.
 * A line of a product with lot check is units of one lot the recall withdraws; a traceable product goes one unit per
 * line by its serial, which must have been shipped to the pharmacy with a recalled lot and be in no other return
 * (the same batched check the page asks, `VerificarNroSerieEnRecall`).
 */
export async function nuevaDevolucionRecall(app: FastifyInstance, usuario: UsuarioToken, body: NuevaDevolucionRecall): Promise<Devolucion> {
  const { parametros } = await reglasDevolucion(app, usuario);
  const id = await app.db.transaction(async (tx) => {
    await bloquearDevolucionesDeFarmacia(tx, usuario.farmaciaId);
    const [previa] = await tx.select({ id: devolucion.id, farmaciaId: devolucion.farmaciaId }).from(devolucion).where(eq(devolucion.guid, body.guid));
    if (previa) {
      if (previa.farmaciaId !== usuario.farmaciaId) throw noEncontrado('No se encontró la devolución.');
      return previa.id;
    }
    if (!(await esVigente(tx, body.recallId))) throw solicitudInvalida(`El recall ${body.recallId} no está vigente.`, { recallId: ['No vigente.'] });
    const items = new Map((await itemsDeRecalls(tx, usuario.farmaciaId, [body.recallId])).map((i) => [i.troquel, i]));
    const lineas = body.items.map((i, n) => {
      const item = items.get(i.troquel);
      const nombre = `Línea ${n + 1} (${i.troquel}${item ? ` ${item.prodNombre}` : ''})`;
      const rechazar = (campo: string, texto: string, etiqueta = texto): never => {
        throw solicitudInvalida(`${nombre}: ${texto}.`, { [`items.${n}.${campo}`]: [etiqueta] });
      };
      if (!item) return rechazar('troquel', 'el producto no está en el recall', ETIQUETAS_VALIDACION_LOTE[EstadoValidacionLote.IncorrectoPorRecall]);
      const serie = item.tipoValidacion === 'serie';
      const valor = serie ? (i.nroSerie ?? '') : i.lote;
      const local = validarLoteLocal(valor, serie ? 'serie' : 'lote', parametros);
      if (local === EstadoValidacionLote.Pendiente) rechazar(serie ? 'nroSerie' : 'lote', serie ? 'ingrese el número de serie de la unidad' : 'ingrese el lote');
      if (local !== null) rechazar(serie ? 'nroSerie' : 'lote', `${valor.trim()} — ${ETIQUETAS_VALIDACION_LOTE[local]}`, ETIQUETAS_VALIDACION_LOTE[local]);
      if (serie && i.cantidad !== 1) rechazar('cantidad', 'un número de serie identifica una sola unidad', 'Debe ser 1.');
      return { n, nombre, item: i, prodNombre: item.prodNombre, serie, valor };
    });
    const verificados = await verificarLotes(tx, usuario.farmaciaId, 'recall', { recallId: body.recallId, items: lineas.map((l) => ({ troquel: l.item.troquel, valor: l.valor })) }, parametros);
    verificados.forEach((v, k) => {
      if (v.estado === EstadoValidacionLote.Valido) return;
      const l = lineas[k]!;
      const etiqueta = ETIQUETAS_VALIDACION_LOTE[v.estado as EstadoValidacionLote];
      throw solicitudInvalida(`${l.nombre}: ${v.valor} — ${etiqueta}.`, { [`items.${l.n}.${l.serie ? 'nroSerie' : 'lote'}`]: [etiqueta] });
    });
    // Never more of a lot than was shipped to the pharmacy, net of its earlier returns of any kind (issue 27).
    await exigirDentroDeLoDespachado(
      tx,
      usuario.farmaciaId,
      lineas.map((l, k) => ({ n: l.n, nombre: l.nombre, troquel: l.item.troquel, lote: l.serie ? verificados[k]!.lote : verificados[k]!.valor, cantidad: l.item.cantidad, loteDespachado: true })),
    );
    const sucursal = await sucursalDeFarmacia(tx, usuario.farmaciaId);
    const [creada] = await tx
      .insert(devolucion)
      .values({ guid: body.guid, tipo: TipoDevolucion.Recall, farmaciaId: usuario.farmaciaId, sucursal, estadoId: PENDIENTE_OK, userId: usuario.sub, recallId: body.recallId, cantidadItemsTotal: body.items.reduce((s, i) => s + i.cantidad, 0) })
      .onConflictDoNothing({ target: devolucion.guid })
      .returning({ id: devolucion.id });
    if (!creada) return (await tx.select({ id: devolucion.id }).from(devolucion).where(eq(devolucion.guid, body.guid)))[0]!.id;
    await tx.insert(devolucionItem).values(
      lineas.map((l, k) => {
        const v = verificados[k]!;
        const lote = l.serie ? v.lote : v.valor;
        return {
          devolucionId: creada.id,
          troquel: l.item.troquel,
          prodNombre: l.prodNombre,
          cantidadItems: l.item.cantidad,
          nroLote: lote,
          nroLoteValidado: lote,
          nroSerie: l.serie ? v.valor : null,
          fechaVencimiento: v.fechaVencimientoReal,
          farmaciaId: usuario.farmaciaId,
          sucursal,
          userId: usuario.sub,
          motivoDevolucionId: MotivoDevolucionId.Recall,
          estadoValidacion: EstadoValidacionLote.Valido,
          trazable: l.serie,
        };
      }),
    );
    return creada.id;
  });
  return obtenerDevolucion(app.db, usuario, id, TipoDevolucion.Recall);
}
