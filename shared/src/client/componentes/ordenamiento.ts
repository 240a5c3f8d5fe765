export type DireccionOrden = 'ascend' | 'descend';

const colador = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Spanish order, accents and case aside, digits by value ('Item 2' before 'Item 10'). */
export const compararTexto = (a: string | null | undefined, b: string | null | undefined): number => colador.compare(a ?? '', b ?? '');

/** Missing numbers go last. */
export function compararNumero(a: number | null | undefined, b: number | null | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a - b;
}

const instante = (valor: string | Date | null | undefined): number => {
  if (valor === null || valor === undefined) return Number.NaN;
  return valor instanceof Date ? valor.getTime() : Date.parse(valor);
};

/** Dates as ISO text or Date; missing or unreadable ones go last. */
export function compararFecha(a: string | Date | null | undefined, b: string | Date | null | undefined): number {
  const [x, y] = [instante(a), instante(b)];
  return compararNumero(Number.isNaN(x) ? null : x, Number.isNaN(y) ? null : y);
}

export type TipoValor = 'texto' | 'numero' | 'fecha';

const COMPARADORES: Record<TipoValor, (a: never, b: never) => number> = {
  texto: compararTexto,
  numero: compararNumero,
  fecha: compararFecha,
};

/** Comparator of one field of `T`, read as `tipo`. */
export function comparadorDe<T>(campo: keyof T, tipo: TipoValor = 'texto'): (a: T, b: T) => number {
  const comparar = COMPARADORES[tipo] as (a: unknown, b: unknown) => number;
  return (a, b) => comparar(a[campo], b[campo]);
}

/** A sorted copy; the original list is left as it was. */
export function ordenarPor<T>(items: readonly T[], campo: keyof T, direccion: DireccionOrden = 'ascend', tipo: TipoValor = 'texto'): T[] {
  const comparar = comparadorDe<T>(campo, tipo);
  const signo = direccion === 'ascend' ? 1 : -1;
  return [...items].sort((a, b) => signo * comparar(a, b));
}

/** The list calls' `sorts` value (SPEC §7: `-campo` descending) of a table's sort state; undefined when unsorted. */
export function sortsDesdeOrden(campo: string | undefined, direccion: DireccionOrden | null | undefined): string | undefined {
  if (!campo || !direccion) return undefined;
  return direccion === 'descend' ? `-${campo}` : campo;
}
