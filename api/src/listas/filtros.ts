import { solicitudInvalida } from '../errores.js';

/** List filter operators of SPEC §7: `@=` contains, `_=` starts with, `=_` ends with. */
export const OPERADORES = ['==', '!=', '<', '<=', '>', '>=', '@=', '_=', '=_'] as const;
export type Operador = (typeof OPERADORES)[number];

/** Two-character operators first, so `<=` is not read as `<` followed by a value starting with `=`. */
const POR_LONGITUD: readonly Operador[] = [...OPERADORES].sort((a, b) => b.length - a.length);

/**
 * One condition of `filters`: `campo operador valor`, or `(campoA|campoB) operador valor` for any of several fields.
 * Several values (`a|b`) mean any of them; `null` (unescaped) stands for a missing value.
 */
export interface Condicion {
  campos: string[];
  operador: Operador;
  valores: (string | null)[];
  /** The condition as written, for error messages. */
  texto: string;
}

export const errorFiltro = (mensaje: string) => solicitudInvalida(mensaje, { filters: [mensaje] });

/** A piece of the caller's own text quoted in a message: enough to find it, never the whole of a long value. */
export const citar = (texto: string, largo = 40) => (texto.length > largo ? `${texto.slice(0, largo)}…` : texto);

/** Splits on a separator that is not escaped with a backslash; the escapes stay, to be undone once the parts are final. */
function partir(texto: string, separador: string): string[] {
  const partes: string[] = [];
  let actual = '';
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i]!;
    if (c === '\\' && i + 1 < texto.length) {
      actual += c + texto[i + 1];
      i++;
    } else if (c === separador) {
      partes.push(actual);
      actual = '';
    } else {
      actual += c;
    }
  }
  partes.push(actual);
  return partes;
}

const desescapar = (texto: string) => texto.replace(/\\(.)/gs, '$1');

const CARACTER_CAMPO = /[\p{L}\p{N}.]/u;

function leerCampos(condicion: string): { campos: string[]; resto: string } {
  if (condicion.startsWith('(')) {
    const cierre = condicion.indexOf(')');
    if (cierre < 0) throw errorFiltro(`Falta cerrar el paréntesis en la condición "${citar(condicion)}" de filters.`);
    const campos = condicion.slice(1, cierre).split('|').map((c) => c.trim());
    if (campos.some((c) => c === '' || ![...c].every((ch) => CARACTER_CAMPO.test(ch)))) {
      throw errorFiltro(`La lista de campos de la condición "${citar(condicion)}" de filters no es válida.`);
    }
    return { campos, resto: condicion.slice(cierre + 1).trimStart() };
  }
  let fin = 0;
  while (fin < condicion.length && CARACTER_CAMPO.test(condicion[fin]!)) fin++;
  return { campos: [condicion.slice(0, fin)], resto: condicion.slice(fin).trimStart() };
}

function leerCondicion(texto: string): Condicion {
  const { campos, resto } = leerCampos(texto);
  const operador = POR_LONGITUD.find((op) => resto.startsWith(op));
  if (campos[0] === '') throw errorFiltro(`Falta el nombre del campo en la condición "${citar(texto)}" de filters.`);
  if (!operador) {
    throw errorFiltro(`La condición "${citar(texto)}" de filters no tiene un operador válido (${OPERADORES.join(', ')}).`);
  }
  const valorEscrito = resto.slice(operador.length).trim();
  if (valorEscrito === '') throw errorFiltro(`Falta el valor en la condición "${citar(texto)}" de filters.`);
  const valores = partir(valorEscrito, '|').map((v) => {
    const valor = v.trim();
    if (valor === '') throw errorFiltro(`Hay un valor vacío en la condición "${citar(texto)}" de filters.`);
    return valor === 'null' ? null : desescapar(valor);
  });
  return { campos, operador, valores, texto };
}

/**
 * Reads a `filters` value (SPEC §7): conditions separated by commas (all must hold), values by `|` (any may match);
 * a backslash makes the next character literal (`\,`, `\|`, `\\`, and `\null` for the text "null").
 */
export function leerFiltros(filters: string | undefined): Condicion[] {
  if (!filters?.trim()) return [];
  return partir(filters, ',')
    .map((c) => c.trim())
    .filter(Boolean)
    .map(leerCondicion);
}

export interface Orden {
  campo: string;
  descendente: boolean;
}

/** Reads a `sorts` value: fields separated by commas, a leading `-` for descending. */
export function leerOrden(sorts: string | undefined): Orden[] {
  if (!sorts?.trim()) return [];
  return sorts
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const descendente = s.startsWith('-');
      const campo = (descendente ? s.slice(1) : s).trim();
      if (!campo || ![...campo].every((ch) => CARACTER_CAMPO.test(ch))) {
        const mensaje = `El orden "${citar(s)}" de sorts no es válido: use el nombre de un campo, con "-" delante para orden descendente.`;
        throw solicitudInvalida(mensaje, { sorts: [mensaje] });
      }
      return { campo, descendente };
    });
}
