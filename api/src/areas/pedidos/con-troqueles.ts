const CAMPOS_CABECERA = ['id', 'leyenda', 'inicioVigencia', 'finVigencia', 'plazo', 'plazoFijo'] as const;
type CampoCabecera = (typeof CAMPOS_CABECERA)[number];

/** The header columns offers and combos share (legend, validity, payment term), to select from either table. */
export function columnasCabecera<T extends Record<CampoCabecera, unknown>>(tabla: T): Pick<T, CampoCabecera> {
  return Object.fromEntries(CAMPOS_CABECERA.map((campo) => [campo, tabla[campo]])) as Pick<T, CampoCabecera>;
}

/** A header row of something current between two instants (an offer, a combo). */
interface CabeceraVigente {
  id: number;
  inicioVigencia: Date;
  finVigencia: Date;
}

type ConTroqueles<C extends CabeceraVigente, I> = Omit<C, 'inicioVigencia' | 'finVigencia'> & { inicioVigencia: string; finVigencia: string; troqueles: I[] };

/**
 * Rows of a header joined with its troqueles (one row per troquel, a header's rows together) folded into one object per
 * header, in the rows' order, with its validity as ISO text and its troqueles' lines under `troqueles`.
 */
export function agruparConTroqueles<C extends CabeceraVigente, I>(filas: readonly { cabecera: C; troquel: I }[]): ConTroqueles<C, I>[] {
  const porId = new Map<number, ConTroqueles<C, I>>();
  for (const { cabecera, troquel } of filas) {
    let actual = porId.get(cabecera.id);
    if (!actual) {
      actual = { ...cabecera, inicioVigencia: cabecera.inicioVigencia.toISOString(), finVigencia: cabecera.finVigencia.toISOString(), troqueles: [] };
      porId.set(cabecera.id, actual);
    }
    actual.troqueles.push(troquel);
  }
  return [...porId.values()];
}
