import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@portal/shared/client';
import { farmaciaSchema, homePersonalizadoSchema, widgetLayoutSchema, widgetsDisponiblesSchema, type WidgetLayout } from '@portal/shared/contracts';

export const CLAVE_LAYOUT = ['inicio', 'layout'] as const;

export const useHomePersonalizado = () =>
  useQuery({ queryKey: ['inicio', 'home-personalizado'], staleTime: 5 * 60_000, queryFn: () => apiClient.get('/api/homePersonalizado', { schema: homePersonalizadoSchema }) });

export const useLayout = (activo = true) => useQuery({ queryKey: CLAVE_LAYOUT, enabled: activo, queryFn: () => apiClient.get('/api/widget/layout', { schema: widgetLayoutSchema }) });

export const useWidgetsDisponibles = (activo = true) =>
  useQuery({ queryKey: ['inicio', 'widgets'], enabled: activo, staleTime: 5 * 60_000, queryFn: () => apiClient.get('/api/widget/widgets', { schema: widgetsDisponiblesSchema }) });

export const guardarLayout = (layout: WidgetLayout): Promise<WidgetLayout> => apiClient.put('/api/widget/layout', { body: layout, schema: widgetLayoutSchema });

/** The user's pharmacy (the welcome line; the home page when parameter 310 turns the dashboard off). Silent: who shows it says when it failed. */
export const useFarmacia = (farmaciaId: number) =>
  useQuery({ queryKey: ['farmacia', farmaciaId], queryFn: () => apiClient.get(`/api/farmacia/${farmaciaId}`, { schema: farmaciaSchema, silencioso: true }) });
