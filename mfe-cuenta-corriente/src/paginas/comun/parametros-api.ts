import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { parametroSchema } from '@portal/shared/contracts';
import { z } from 'zod';

/** A system parameter (SPEC §9) as a whole number; `defecto` while it loads, or when missing or not a number. */
export function useParametroNumero(id: number, defecto: number): number {
  const consulta = useQuery({
    queryKey: ['parametros', id],
    staleTime: Infinity,
    queryFn: () => apiClient.post('/api/ParametrosGenerales', { body: [id], schema: z.array(parametroSchema) }),
  });
  const valor = Number(consulta.data?.find((p) => p.id === id)?.valor);
  return Number.isInteger(valor) && valor > 0 ? valor : defecto;
}
