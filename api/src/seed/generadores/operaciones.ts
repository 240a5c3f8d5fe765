import { controlPedido, controlPedidoItem, cubeta, transferLaboratorio } from '../../db/schema/index.js';
import type { EscritorLotes } from '../lotes.js';
import { DIA_MS, diaIso, enDia } from '../fechas.js';
import type { Contexto } from '../contexto.js';
import type { ProductoGenerado } from './catalogo.js';
import type { Ids, PedidoEntregado } from './historia.js';
import { DISTRIBUIDORAS } from './referencia.js';

/**
 * What a demo pharmacy did with its deliveries: order controls against the latest remitos (the newest three are left
 * to control), buckets still owed, and laboratory transfers. Returns the remitos it controlled.
 */
export function generarOperaciones(
  ctx: Contexto,
  farmaciaId: number,
  entregados: readonly PedidoEntregado[],
  productos: readonly ProductoGenerado[],
  ids: Ids,
  escritor: EscritorLotes,
): Set<number> {
  const { rnd, ahora } = ctx;
  const controlados = new Set<number>();
  const recientes = entregados.slice(-28, -3);
  for (const p of recientes) {
    const conFaltantes = rnd.probabilidad(0.2);
    const controlId = ids.siguiente('controlPedido');
    const fecha = new Date(p.fecha.getTime() + rnd.entero(20, 30) * 3_600_000);
    escritor.agregar(controlPedido, { id: controlId, farmaciaId, fecha, estado: conFaltantes ? 2 : 1, userId: p.userId, nroRemito: p.remitoId });
    escritor.agregar(
      controlPedidoItem,
      ...p.lineas.map((l, i) => ({
        id: ids.siguiente('controlPedidoItem'),
        controlPedidoId: controlId,
        troquel: l.producto.troquel,
        codigoBarras: l.producto.codigoBarras,
        prodNombre: l.producto.nombre,
        laboratorioNombre: l.producto.laboratorio,
        cantControlada: conFaltantes && i === 0 ? Math.max(0, l.cantAprobada - 1) : l.cantAprobada,
        cantPreparada: l.cantAprobada,
        pedidoId: p.pedidoId,
        farmaciaId,
        fecha,
        userId: p.userId,
      })),
    );
    controlados.add(p.remitoId);
  }

  for (const [i, p] of entregados.slice(-10).entries()) {
    escritor.agregar(cubeta, {
      id: ids.siguiente('cubeta'),
      farmaciaId,
      nroCubeta: ids.siguiente('nroCubeta') + 40_000,
      remitoId: p.remitoId,
      fecha: p.fecha,
      tamano: rnd.elegir(['Chica', 'Mediana', 'Grande']),
      devuelta: i < 6,
    });
  }

  const transferibles = productos.filter((p) => p.medicamento && p.disponible);
  for (let d = -720; d < 0; d += rnd.entero(10, 20)) {
    const nroTransfer = ids.siguiente('nroTransfer') + 800_000;
    const fecha = enDia(ahora, d);
    const lab = rnd.elegir(transferibles).laboratorioId;
    const delLaboratorio = transferibles.filter((p) => p.laboratorioId === lab);
    const rechazado = rnd.probabilidad(0.1);
    for (const p of rnd.muestra(delLaboratorio, rnd.entero(1, 4))) {
      const plazo = rnd.elegir([30, 60, 90]);
      escritor.agregar(transferLaboratorio, {
        id: ids.siguiente('transferLaboratorio'),
        farmaciaId,
        nroTransfer,
        fechaTransfer: diaIso(fecha),
        distribuidoraId: rnd.entero(1, DISTRIBUIDORAS.length),
        laboratorioId: lab,
        troquel: p.troquel,
        cantidad: rnd.entero(2, 24),
        descuento: rnd.entero(5, 25),
        unidadesBonificadas: rnd.probabilidad(0.3) ? rnd.entero(1, 4) : 0,
        plazo,
        plazoFijo: rnd.probabilidad(0.2) ? diaIso(new Date(fecha.getTime() + plazo * DIA_MS)) : null,
        rechazoDescripcion: rechazado ? rnd.elegir(['Producto sin stock en la distribuidora', 'Farmacia sin convenio con el laboratorio', 'Supera el cupo mensual']) : null,
        facturaId: null,
      });
    }
  }
  return controlados;
}
