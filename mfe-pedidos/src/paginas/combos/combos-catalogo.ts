import type { Combo } from '@portal/shared/contracts';
import { useCatalogo } from '../../catalogo/useCatalogo.js';

/**
 * The combos the pharmacy may order now, as the catalogue read them with its auxiliary lists (the searcher finds
 * products by combo with the same list). `cargando` until those lists are in; `sinLeer` when the list could not be
 * read (then `reintentar`).
 */
export function useCombosDisponibles(): { combos: readonly Combo[]; cargando: boolean; sinLeer: boolean; reintentar: () => void } {
  const { listo, error, auxiliares, auxiliaresFallidas, reintentarAuxiliares } = useCatalogo();
  return {
    combos: auxiliares.combos,
    cargando: !listo && error === null,
    // The list could not be read: never shown as "no combos".
    sinLeer: auxiliaresFallidas.includes('combos'),
    reintentar: reintentarAuxiliares,
  };
}
