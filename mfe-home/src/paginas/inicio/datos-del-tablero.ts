import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSesion } from '@portal/shared/client';
import { esNombreWidget } from '@portal/shared/contracts';
import { useConfigHome } from '../../configuracion.js';
import { aMostrar, aUbicados } from './grilla.js';
import { useLayout, useWidgetsDisponibles } from './inicio-api.js';
import { pedirDatosDeWidgets } from './widgets/widgets-api.js';

/**
 * The dashboard's calls, started together from the home page instead of one after the other: its layout and the
 * widgets the user may place are asked while the personalised home's switch (parameter 310) is (not when it is known
 * to be off), and once the three have answered, every shown widget's data at once. Before, each waited for the one
 * before it to render (~150 ms of a cold dashboard).
 */
export function useDatosDelTablero(personalizado: boolean | undefined): void {
  const activo = personalizado !== false;
  const layout = useLayout(activo);
  const disponibles = useWidgetsDisponibles(activo);
  const maximo = useConfigHome()?.maxWidgetsDashboard;
  const farmaciaId = useSesion()?.farmaciaId;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (personalizado !== true || !layout.data || !disponibles.data || maximo === undefined || farmaciaId === undefined) return;
    const nombres = aMostrar(aUbicados(layout.data), new Set(disponibles.data), maximo).map((u) => u.nombre).filter(esNombreWidget);
    pedirDatosDeWidgets(queryClient, nombres, farmaciaId);
  }, [personalizado, layout.data, disponibles.data, maximo, farmaciaId, queryClient]);
}
