import { plural } from '@portal/shared/client';
import type { Combo } from '@portal/shared/contracts';
import { ModoPremio, ModoRequisito, modoPremio, modoRequisito } from '@portal/shared/domain';

/** The combo's requirement mode in words; an unknown mode gives SPEC §8's 'Modo de requisito no soportado'. */
export function explicarRequisito(combo: Pick<Combo, 'modoRequisito' | 'cantidadModo3'>): string {
  try {
    switch (modoRequisito(combo.modoRequisito)) {
      case ModoRequisito.Todos:
        return 'Requisito: todos los productos requeridos, en las cantidades indicadas.';
      case ModoRequisito.Algunos:
        return 'Requisito: alguno de los productos requeridos, en la cantidad indicada.';
      case ModoRequisito.AlcanzarCantidad:
        return `Requisito: sumar ${plural(combo.cantidadModo3 ?? 0, 'unidad', 'unidades')} entre los productos requeridos.`;
    }
  } catch (error) {
    return (error as Error).message;
  }
}

/** The combo's reward mode in words; an unknown mode gives 'Modo de premio no soportado'. */
export function explicarPremio(combo: Pick<Combo, 'modoPremio'>): string {
  try {
    switch (modoPremio(combo.modoPremio)) {
      case ModoPremio.TodosAdicionales:
        return 'Premio: se agregan todos los productos bonificados.';
      case ModoPremio.SoloUnoAdicional:
        return 'Premio: elija solo uno de los productos bonificados.';
    }
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Quantities the page starts with: each line at its minimum, what the combo takes of it for one time (its `cantidad`,
 * "Lleva"), for requirements and for rewards when every reward comes or there is only one (nothing to choose; at 0
 * the combo would be refused). With several rewards to choose one from, they start at 0: the user chooses.
 */
export function cantidadesIniciales(combo: Combo): Record<number, number> {
  const unSoloPremio = combo.troqueles.filter((l) => l.premio).length === 1;
  const premiosConCantidad = combo.modoPremio === ModoPremio.TodosAdicionales || unSoloPremio;
  const inicial: Record<number, number> = {};
  for (const linea of combo.troqueles) {
    inicial[linea.troquel] = !linea.premio || premiosConCantidad ? linea.cantidad : 0;
  }
  return inicial;
}
