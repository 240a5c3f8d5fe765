/** Fixed-width helpers for the text files legacy pharmacy systems read. */

/** SPEC §5 / §9: exported and printed product names are cut to 30 characters. */
export const LARGO_NOMBRE = 30;
/** SPEC §9: the manual print shows quantities in 3 characters. */
export const LARGO_CANTIDAD_IMPRESION = 3;

/** Cuts to `largo` characters and pads with spaces on the right. */
export const columnaTexto = (valor: string, largo: number): string => valor.slice(0, largo).padEnd(largo, ' ');

/**
 * Right-aligns a whole number in `largo` characters, padded with `relleno`. A number too wide becomes asterisks, as
 * printers do: cutting its digits would show a different, wrong quantity.
 */
export function columnaNumero(valor: number, largo: number, relleno: ' ' | '0' = '0'): string {
  const texto = String(Math.max(0, Math.trunc(valor)));
  return texto.length > largo ? '*'.repeat(largo) : texto.padStart(largo, relleno);
}

/** Windows line ends: the pharmacy systems that read these files run on Windows. */
export const unirLineas = (lineas: string[]): string => lineas.map((l) => `${l}\r\n`).join('');
