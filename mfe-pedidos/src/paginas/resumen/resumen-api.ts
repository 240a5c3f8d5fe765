import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import {
  chequeoRestriccionSchema,
  turnoDisponibleSchema,
  type Carrito,
  type ConfirmarPedidoBody,
  type ItemCarrito,
  type ItemChequeoRestriccion,
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

const configResumenSchema = z.object({ toggles: z.object({ countdownResumen: z.number().int().positive() }) });
/** Used while the configuration is not read or lacks the toggle. */
export const COUNTDOWN_PREDETERMINADO = 60;

/** Seconds of the summary's countdown: `toggles.countdownResumen` of the client configuration the site serves. */
export const useSegundosCountdown = (): number => {
  const config = useQuery({
    queryKey: ['pedidos', 'resumen', 'config'],
    staleTime: Infinity,
    retry: false,
    queryFn: () => apiClient.get('/config.json', { schema: configResumenSchema, silencioso: true }),
  });
  return config.data?.toggles.countdownResumen ?? COUNTDOWN_PREDETERMINADO;
};

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
