const MARCAS_DIACRITICAS = /[\u0300-\u036f]/g;
const SEPARADORES = /[^a-z0-9ñ]+/g;

/** Lower case, without accents (ñ kept as n too: users type either), words separated by one space. */
export function normalizar(texto: string): string {
  return texto.toLowerCase().normalize('NFD').replace(MARCAS_DIACRITICAS, '').replace(SEPARADORES, ' ').trim();
}

export function palabras(texto: string): string[] {
  const normal = normalizar(texto);
  return normal ? normal.split(' ') : [];
}

export const soloDigitos = (texto: string): boolean => /^\d+$/.test(texto);
