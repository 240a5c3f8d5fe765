import { z } from 'zod';
import { apiClient } from '@portal/shared/client';
import {
  devolucionSchema,
  facturaParaDevolverSchema,
  faltanteDisponibleSchema,
  itemParaDevolverSchema,
  motivoDevolucionSchema,
  pedidosNoPrepararSchema,
  presenciaTroquelSchema,
  type NuevaDevolucionBody,
} from '@portal/shared/contracts';
import { crearVerificador } from '../comun/verificacion-api.js';

export { leerParametros } from '../comun/comun-api.js';
export const leerMotivos = () => apiClient.get('/api/devolucion/motivos', { schema: z.array(motivoDevolucionSchema) });
export const leerFacturas = (texto: string) => apiClient.post('/api/devolucion/ParaFacturas', { body: { texto }, schema: z.array(facturaParaDevolverSchema) });
/** One invoice within the window (empty when it is not), for its number and date. */
export const leerFactura = (facturaId: number) => apiClient.post('/api/devolucion/ParaFacturas', { body: { facturaId }, schema: z.array(facturaParaDevolverSchema) }).then((f) => f[0] ?? null);
export const leerPedidosNoPreparar = (facturaIds: number[]) =>
  apiClient.post('/api/devolucion/PedidosNoPrepararParaFacturas', { body: { facturaIds }, schema: z.array(pedidosNoPrepararSchema) });
export const leerItemsParaDevolver = (facturaId: number) => apiClient.get(`/api/factura/${facturaId}/itemsParaDevolver`, { schema: z.array(itemParaDevolverSchema) });
export const leerFaltantes = (troquel: number, facturaId: number) =>
  apiClient.get('/api/pedido/FaltanteDisponiblePorTroquel', { query: { troquel, facturaId }, schema: z.array(faltanteDisponibleSchema) });
/** Which recalls in force name these products (a unit of a recalled lot goes back through /recalls). */
export const leerRecallsDeProductos = (troqueles: number[]) =>
  apiClient.post('/api/recall/VerificarPresenciaTroquelEnRecall', { body: { troqueles }, schema: z.array(presenciaTroquelSchema), silencioso: true });
export const crearDevolucion = (body: NuevaDevolucionBody) => apiClient.post('/api/devolucion/nueva', { body, schema: devolucionSchema });

/**
 * The lot and serial checks of a return from one invoice (SPEC §5, batched and cached): with `conectarFacturaConDevolucion`
 * a unit must come from that invoice, without it from any sale to the pharmacy.
 */
export function crearVerificadoresFactura(facturaId: number, conectarFactura: boolean) {
  return {
    lote: crearVerificador('VerificarLote', conectarFactura ? { facturaId } : {}),
    serie: conectarFactura ? crearVerificador('VerificarNroSerieEnFactura', { facturaId }) : crearVerificador('VerificarNroSerie'),
  };
}
