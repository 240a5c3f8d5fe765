/**
 * SPEC §5: a lot or serial is compared after trimming, uppercasing and stripping leading zeros and spaces;
 * a value made only of zeros stays '0'.
 */
export function normalizarLote(valor: string): string {
  const recortado = valor.trim().toUpperCase();
  const sinCeros = recortado.replace(/^[0\s]+/, '');
  return sinCeros === '' && recortado.includes('0') ? '0' : sinCeros;
}

/** Positions of the values that repeat an earlier one once normalised (SPEC §5: duplicate lots within one line). */
export function indicesLotesDuplicados(valores: readonly string[]): number[] {
  const vistos = new Set<string>();
  const duplicados: number[] = [];
  valores.forEach((valor, indice) => {
    const normalizado = normalizarLote(valor);
    if (normalizado === '') return;
    if (vistos.has(normalizado)) duplicados.push(indice);
    else vistos.add(normalizado);
  });
  return duplicados;
}
