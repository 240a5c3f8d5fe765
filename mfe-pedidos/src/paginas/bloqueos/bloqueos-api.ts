import { apiClient } from '@portal/shared/client';
import { farmaciaSchema, type Farmacia } from '@portal/shared/contracts';

export const leerFarmacia = (farmaciaId: number): Promise<Farmacia> => apiClient.get(`/api/farmacia/${farmaciaId}`, { schema: farmaciaSchema, silencioso: true });
