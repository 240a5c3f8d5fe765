import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { comboSchema } from '@portal/shared/contracts';
import { z } from 'zod';

export const useCombosDisponibles = () =>
  useQuery({
    queryKey: ['pedidos', 'combos', 'disponibles'],
    queryFn: () => apiClient.get('/api/combo/disponible-con-troqueles', { schema: z.array(comboSchema), silencioso: true }),
  });
