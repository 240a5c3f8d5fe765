import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import {
  chequeoRestriccionSchema,
  pedidoSchema,
  turnoDisponibleSchema,
  type Carrito,
  type ConfirmarPedidoBody,
  type ItemCarrito,
  type ItemChequeoRestriccion,
  type Pedido,
} from '@portal/shared/contracts';
import { z } from 'zod';

export const useTurnosDisponibles = (farmaciaId: number | undefined) =>
  useQuery({
    queryKey: ['pedidos', 'resumen', 'turnos', farmaciaId],
    enabled: farmaciaId !== undefined,
    queryFn: () => apiClient.get(`/api/pedido/${farmaciaId}/turnos-disponibles`, { schema: z.array(turnoDisponibleSchema) }),
  });

const lineasAChequear = (items: ItemCarrito[]): ItemChequeoRestriccion[] =>
  items.filter((i) => i.cantidad > 0).map((i) => ({ troquel: i.troquel, cantidad: i.cantidad, ofertaId: i.ofertaId, comboId: i.comboId }));

/** The restriction check of the cart's lines; only the lines not accepted in full are kept. */
export const useRestricciones = (items: ItemCarrito[] | undefined) =>
  useQuery({
    queryKey: ['pedidos', 'resumen', 'restricciones', items],
    enabled: items !== undefined && items.length > 0,
    queryFn: async () => {
      const resultados = await apiClient.post('/api/pedido/ChequeadorRestriccionesProductoControllerChequear', {
        body: { items: lineasAChequear(items ?? []) },
        schema: z.array(chequeoRestriccionSchema),
      });
      return resultados.filter((r) => r.resultadoChequeo !== 0 || r.motivoRechazo !== 0 || r.cantidadAceptada < r.cantidadPedida);
    },
  });

/** The body of `Confirmar`: loose lines as they are, combo lines grouped by combo. */
export function cuerpoConfirmar(carrito: Carrito, turnoId: number, procesarBonos: boolean): ConfirmarPedidoBody {
  const sueltos = carrito.items.filter((i) => i.comboId === 0 && i.cantidad > 0);
  const combos = new Map<number, { troquel: number; cantidad: number }[]>();
  for (const item of carrito.items) {
    if (item.comboId === 0 || item.cantidad <= 0) continue;
    combos.set(item.comboId, [...(combos.get(item.comboId) ?? []), { troquel: item.troquel, cantidad: item.cantidad }]);
  }
  return {
    turnoId,
    procesarBonos,
    carritoId: carrito.carritoId,
    items: sueltos.map((i) => ({ troquel: i.troquel, cantidad: i.cantidad, ofertaId: i.ofertaId })),
    combos: [...combos].map(([comboId, items]) => ({ comboId, items })),
  };
}

/** `Confirmar`: the order it created, or the API's refusal (blocked pharmacy, no balance, cut-off…) as an error. */
export const confirmarPedido = (cuerpo: ConfirmarPedidoBody): Promise<Pedido> =>
  apiClient.post('/api/pedido/Confirmar', { body: cuerpo, schema: pedidoSchema, silencioso: true });
