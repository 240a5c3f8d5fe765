import { apiClient } from '@portal/shared/client';
import { favoritoSchema, type Favorito } from '@portal/shared/contracts';
import { z } from 'zod';
import type { ApiListaAgregable } from '../comun/PaginaAgregables.js';

export const apiFavoritos: ApiListaAgregable<Favorito> = {
  leer: () => apiClient.get('/api/Favoritos/GetItemsFavoritos', { schema: z.array(favoritoSchema), silencioso: true }),
  quitar: (troquel) => apiClient.post(`/api/Favoritos/BorrarItemFavoritos/${troquel}`),
  vaciar: () => apiClient.post('/api/Favoritos/VaciarFavoritos'),
};
