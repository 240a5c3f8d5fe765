import type { Combo } from '@portal/shared/contracts';
import { useCatalogo } from '../../catalogo/useCatalogo.js';

/**
 * The combos the pharmacy may order now, as the catalogue read them with its auxiliary lists (the searcher finds
 * products by combo with the same list). `cargando` until those lists are in.
 */
export function useCombosDisponibles(): { combos: readonly Combo[]; cargando: boolean } {
  const { listo, error, auxiliares } = useCatalogo();
  return { combos: auxiliares.combos, cargando: !listo && error === null };
}
