import { and, asc, Column, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { OPERADORES_CONDICION, type CampoLista, type DefinicionLista } from './campos.js';
import { citar, errorFiltro, leerFiltros, leerOrden, type Condicion, type Operador } from './filtros.js';
import { escaparPatron, leerBooleano, leerFecha, leerNumero } from './valores.js';
import type { ConsultaLista } from './consulta.js';
import { validarRangoFechas } from './rango-fechas.js';
import { solicitudInvalida } from '../errores.js';

/** Days are the distributor's: an instant is compared by its date in Buenos Aires. */
const ZONA_HORARIA = 'America/Argentina/Buenos_Aires';

const OPERADORES_ORDEN: readonly Operador[] = ['==', '!=', '<', '<=', '>', '>='];
const OPERADORES_TEXTO: readonly Operador[] = ['@=', '_=', '=_'];

const esInstante = (columna: Column | SQL) => columna instanceof Column && columna.getSQLType().startsWith('timestamp');

/** The expression compared for a field: a date field is compared as a date, whatever its column keeps. */
function expresion(campo: CampoLista): SQL {
  if (campo.tipo !== 'fecha') return sql`${campo.columna}`;
  return esInstante(campo.columna) ? sql`(${campo.columna} AT TIME ZONE ${ZONA_HORARIA})::date` : sql`(${campo.columna})::date`;
}

function comparar(izquierda: SQL, operador: Operador, valor: unknown): SQL {
  switch (operador) {
    case '==':
      return eq(izquierda, valor);
    case '!=':
      // "Not x" includes the rows with no value at all.
      return or(ne(izquierda, valor), isNull(izquierda))!;
    case '<':
      return lt(izquierda, valor);
    case '<=':
      return lte(izquierda, valor);
    case '>':
      return gt(izquierda, valor);
    case '>=':
      return gte(izquierda, valor);
    case '@=':
      return ilike(izquierda, `%${escaparPatron(String(valor))}%`);
    case '_=':
      return ilike(izquierda, `${escaparPatron(String(valor))}%`);
    case '=_':
      return ilike(izquierda, `%${escaparPatron(String(valor))}`);
  }
}

/** An enumeration's `==` / `!=` must name one of its values: another one is a mistake, not an empty result. */
function comprobarEnumeracion(nombre: string, campo: CampoLista, operador: Operador, valor: number): void {
  if (!campo.valores || (operador !== '==' && operador !== '!=') || campo.valores.includes(valor)) return;
  throw errorFiltro(`El valor "${citar(String(valor))}" del campo ${citar(nombre)} no es uno de los admitidos: ${campo.valores.join(', ')}.`);
}

/** A field another module resolves: `==` is its condition, `!=` the opposite. */
function condicionResuelta(nombre: string, campo: CampoLista & { condicion: NonNullable<CampoLista['condicion']> }, operador: Operador, valor: string | null): SQL {
  if (valor === null || !OPERADORES_CONDICION.includes(operador)) {
    throw errorFiltro(`El campo ${citar(nombre)} sólo admite los operadores ${OPERADORES_CONDICION.join(' y ')} con un valor.`);
  }
  const numero = leerNumero(valor, nombre);
  comprobarEnumeracion(nombre, campo, operador, numero);
  const condicion = campo.condicion(numero);
  return operador === '==' ? condicion : not(condicion);
}

function condicionDeValor(nombre: string, campo: CampoLista, operador: Operador, valor: string | null): SQL {
  if (campo.condicion) return condicionResuelta(nombre, { ...campo, condicion: campo.condicion }, operador, valor);
  if (valor === null) {
    if (operador === '==') return isNull(campo.columna);
    if (operador === '!=') return isNotNull(campo.columna);
    throw errorFiltro(`El valor null del campo ${citar(nombre)} sólo admite los operadores == y !=.`);
  }
  const admitidos = campo.tipo === 'texto' ? [...OPERADORES_ORDEN, ...OPERADORES_TEXTO] : campo.tipo === 'booleano' ? ['==', '!='] : OPERADORES_ORDEN;
  if (!admitidos.includes(operador)) {
    throw errorFiltro(`El operador ${operador} no se aplica al campo ${citar(nombre)} (admite ${admitidos.join(', ')}).`);
  }
  switch (campo.tipo) {
    case 'texto':
      return comparar(expresion(campo), operador, valor);
    case 'numero': {
      const numero = leerNumero(valor, nombre);
      comprobarEnumeracion(nombre, campo, operador, numero);
      return comparar(expresion(campo), operador, numero);
    }
    case 'booleano':
      return comparar(expresion(campo), operador, leerBooleano(valor, nombre));
    case 'fecha':
      return comparar(expresion(campo), operador, sql`${leerFecha(valor, nombre)}::date`);
  }
}

/** Field names are matched regardless of case, as callers write them in camelCase or PascalCase. */
function buscarCampo(definicion: DefinicionLista, nombre: string, parametro: 'filters' | 'sorts'): CampoLista {
  const clave = Object.keys(definicion.campos).find((c) => c.toLowerCase() === nombre.toLowerCase());
  if (clave) return definicion.campos[clave]!;
  const mensaje = `El campo "${citar(nombre)}" no se puede usar en ${parametro}. Campos admitidos: ${Object.keys(definicion.campos).join(', ')}.`;
  throw solicitudInvalida(mensaje, { [parametro]: [mensaje] });
}

/** Negated operators hold only when no field has any of the values; the others when one field has one of them. */
function condicion(definicion: DefinicionLista, c: Condicion): SQL {
  const partes = c.campos.flatMap((nombre) => {
    const campo = buscarCampo(definicion, nombre, 'filters');
    return c.valores.map((valor) => condicionDeValor(nombre, campo, c.operador, valor));
  });
  if (partes.length === 1) return partes[0]!;
  return (c.operador === '!=' ? and(...partes) : or(...partes))!;
}

export function filtrosSql(definicion: DefinicionLista, filters: string | undefined): SQL | undefined {
  const condiciones = leerFiltros(filters).map((c) => condicion(definicion, c));
  return condiciones.length ? and(...condiciones) : undefined;
}

export function ordenSql(definicion: DefinicionLista, sorts: string | undefined): SQL[] {
  const pedido = leerOrden(sorts);
  const orden = pedido.length ? pedido : leerOrden(definicion.ordenPorDefecto);
  const sqlOrden = orden.map(({ campo, descendente }) => {
    const encontrado = buscarCampo(definicion, campo, 'sorts');
    if (encontrado.condicion) {
      const mensaje = `El campo "${citar(campo)}" sólo sirve para filtrar, no se puede usar en sorts.`;
      throw solicitudInvalida(mensaje, { sorts: [mensaje] });
    }
    const columna = encontrado.columna;
    return descendente ? desc(columna) : asc(columna);
  });
  return definicion.desempate ? [...sqlOrden, asc(definicion.desempate)] : sqlOrden;
}

export interface ConsultaTraducida {
  /** The caller's filters; combine it with the scope (`and(alcance, where)`), never instead of it. */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * A list query in drizzle terms, with every value bound as a parameter (a reversed or too long range of the list's
 * declared date field is refused first):
 * `db.select().from(t).where(and(alcance, where)).orderBy(...orderBy).limit(limit).offset(offset)`.
 */
export function traducirConsulta(definicion: DefinicionLista, consulta: ConsultaLista): ConsultaTraducida {
  validarRangoFechas(definicion, consulta.filters);
  return {
    where: filtrosSql(definicion, consulta.filters),
    orderBy: ordenSql(definicion, consulta.sorts),
    limit: consulta.pageSize,
    offset: (consulta.page - 1) * consulta.pageSize,
  };
}
