import { apiClient } from '@portal/shared/client';
import { itemRecuperadorSchema, type ItemRecuperador } from '@portal/shared/contracts';
import { z } from 'zod';
import type { ApiListaAgregable } from '../comun/PaginaAgregables.js';

export const apiRecuperador: ApiListaAgregable<ItemRecuperador> = {
  leer: () => apiClient.get('/api/recuperador/GetItemsRecuperador', { schema: z.array(itemRecuperadorSchema), silencioso: true }),
  quitar: (troquel) => apiClient.post(`/api/recuperador/BorrarItemRecuperador/${troquel}`),
  vaciar: () => apiClient.post('/api/recuperador/VaciarRecuperador'),
};
