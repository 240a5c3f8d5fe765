import { citar, errorFiltro } from './filtros.js';

const esFechaReal = (anio: number, mes: number, dia: number) => {
  const fecha = new Date(Date.UTC(anio, mes - 1, dia));
  return fecha.getUTCFullYear() === anio && fecha.getUTCMonth() === mes - 1 && fecha.getUTCDate() === dia;
};

/** `YYYY-MM-DD` (what the web client sends) or `DD/MM/YYYY` (what an Argentine user types), as `YYYY-MM-DD`. */
export function leerFecha(valor: string, campo: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(valor);
  const [anio, mes, dia] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  if (anio && mes && dia && esFechaReal(Number(anio), Number(mes), Number(dia))) {
    return `${anio}-${mes.padStart(2, '0')}-${dia.padStart(2, '0')}`;
  }
  throw errorFiltro(`El valor "${citar(valor)}" del campo ${citar(campo)} no es una fecha válida (use AAAA-MM-DD o DD/MM/AAAA).`);
}

export function leerNumero(valor: string, campo: string): number {
  const numero = /^-?\d+(?:[.,]\d+)?$/.test(valor) ? Number(valor.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(numero)) throw errorFiltro(`El valor "${citar(valor)}" del campo ${citar(campo)} no es un número.`);
  return numero;
}

const VERDADEROS = new Set(['true', '1', 'si', 'sí']);
const FALSOS = new Set(['false', '0', 'no']);

export function leerBooleano(valor: string, campo: string): boolean {
  const v = valor.toLowerCase();
  if (VERDADEROS.has(v)) return true;
  if (FALSOS.has(v)) return false;
  throw errorFiltro(`El valor "${citar(valor)}" del campo ${citar(campo)} debe ser true o false.`);
}

/** The text inside an ILIKE pattern, with `%`, `_` and the backslash taken literally. */
export const escaparPatron = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);
