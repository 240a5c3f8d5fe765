import dayjs from 'dayjs';

/** List filter operators of SPEC §7. */
export type OperadorFiltro = '==' | '!=' | '<' | '<=' | '>' | '>=' | '@=' | '_=' | '=_';

export type ValorFiltro = string | number | boolean | Date;

export interface FiltroLista {
  campo: string;
  operador: OperadorFiltro;
  /** Several values mean any of them (joined by `|`). */
  valor: ValorFiltro | ValorFiltro[];
}

const escapar = (texto: string): string => texto.replace(/[\\,|]/g, (c) => `\\${c}`);

const valorATexto = (valor: ValorFiltro): string =>
  escapar(valor instanceof Date ? dayjs(valor).format('YYYY-MM-DD') : String(valor));

/** `filters` query value: conditions joined by commas, values by `|`, with `\` escaping those two and itself. */
export function serializarFiltros(filtros: FiltroLista[]): string {
  return filtros
    .map(({ campo, operador, valor }) => `${campo}${operador}${(Array.isArray(valor) ? valor : [valor]).map(valorATexto).join('|')}`)
    .join(',');
}
