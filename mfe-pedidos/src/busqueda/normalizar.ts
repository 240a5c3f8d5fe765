const MARCAS_DIACRITICAS = /[\u0300-\u036f]/g;
const SEPARADORES = /[^a-z0-9ñ]+/g;

/** Already normal: plain lower-case letters and digits, single spaces between words. */
const YA_NORMAL = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** Lower case, without accents (ñ kept as n too: users type either), words separated by one space. */
export function normalizar(texto: string): string {
  const minusculas = texto.toLowerCase();
  // Most of what is typed needs nothing more, and decomposing accents is the dearest step of a keystroke's answer.
  if (YA_NORMAL.test(minusculas)) return minusculas;
  return minusculas.normalize('NFD').replace(MARCAS_DIACRITICAS, '').replace(SEPARADORES, ' ').trim();
}

export function palabras(texto: string): string[] {
  const normal = normalizar(texto);
  return normal ? normal.split(' ') : [];
}

export const soloDigitos = (texto: string): boolean => /^\d+$/.test(texto);
