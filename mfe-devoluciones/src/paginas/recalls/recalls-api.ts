import { z } from 'zod';
import { apiClient } from '@portal/shared/client';
import { devolucionSchema, itemRecallSchema, recallSchema, type NuevaDevolucionRecallBody } from '@portal/shared/contracts';
import { crearVerificador } from '../comun/verificacion-api.js';

export { leerParametros } from '../comun/comun-api.js';
export const leerRecallsVigentes = () => apiClient.get('/api/recall/PublicadosYVigentes', { schema: z.array(recallSchema) });
export const leerRecall = (id: number) => apiClient.get(`/api/recall/${id}`, { schema: recallSchema });
export const leerItemsRecalls = (recallIds: number[]) => apiClient.post('/api/recall/ItemsRecalls', { body: { recallIds }, schema: z.array(itemRecallSchema) });
export const leerItemsRecall = (id: number) => apiClient.get(`/api/recall/ItemsRecall/${id}`, { schema: z.array(itemRecallSchema) });
export const crearDevolucionRecall = (body: NuevaDevolucionRecallBody) => apiClient.post('/api/devolucionRecall/Nueva', { body, schema: devolucionSchema });

/** The lot and serial checks against one recall (`VerificarNroSerieEnRecall`), batched and cached like the invoice's (SPEC §5). */
export const crearVerificadorRecall = (recallId: number) => crearVerificador('VerificarNroSerieEnRecall', { recallId });
