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

/** Quantities the page starts with: the combo's own for requirements and, when every reward comes, for rewards. */
export function cantidadesIniciales(combo: Combo): Record<number, number> {
  const inicial: Record<number, number> = {};
  for (const linea of combo.troqueles) {
    inicial[linea.troquel] = !linea.premio || combo.modoPremio === ModoPremio.TodosAdicionales ? linea.cantidad : 0;
  }
  return inicial;
}
