const PESOS_CUIT = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** Check digit of the first ten CUIT digits (AFIP's modulo 11), or null when no digit fits (AFIP then changes the prefix). */
export function digitoVerificadorCuit(diezDigitos: string): number | null {
  const suma = PESOS_CUIT.reduce((s, peso, i) => s + peso * Number(diezDigitos[i]), 0);
  const resto = 11 - (suma % 11);
  if (resto === 11) return 0;
  if (resto === 10) return null;
  return resto;
}

/** Accepts `20-12345678-6` or `20123456786`. */
export function cuitValido(cuit: string): boolean {
  const digitos = cuit.replace(/-/g, '');
  if (!/^\d{11}$/.test(digitos) || !/^\d{2}-?\d{8}-?\d$/.test(cuit)) return false;
  if (!['20', '23', '24', '27', '30', '33', '34'].includes(digitos.slice(0, 2))) return false;
  return digitoVerificadorCuit(digitos.slice(0, 10)) === Number(digitos[10]);
}

/**
 * A valid CUIT `XX-NNNNNNNN-D` for a person (`tipo` 'masculino' 20, 'femenino' 27) or a company (30).
 * When no check digit fits, AFIP assigns prefix 23 (people) or 33 (companies); the result is always valid.
 */
export function generarCuit(tipo: 'masculino' | 'femenino' | 'empresa', numero: number): string {
  const cuerpo = String(numero).padStart(8, '0').slice(-8);
  const prefijo = tipo === 'masculino' ? '20' : tipo === 'femenino' ? '27' : '30';
  const digito = digitoVerificadorCuit(prefijo + cuerpo);
  if (digito !== null) return `${prefijo}-${cuerpo}-${digito}`;
  const alternativo = tipo === 'empresa' ? '33' : '23';
  return `${alternativo}-${cuerpo}-${digitoVerificadorCuit(alternativo + cuerpo)}`;
}

/** GS1 check digit of the first twelve digits of an EAN-13 (weights 1 and 3 from the left). */
export function digitoVerificadorEan13(doceDigitos: string): number {
  const suma = [...doceDigitos].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (suma % 10)) % 10;
}

export function ean13Valido(codigo: string): boolean {
  return /^\d{13}$/.test(codigo) && digitoVerificadorEan13(codigo.slice(0, 12)) === Number(codigo[12]);
}

/** EAN-13 with the Argentine GS1 prefix 779, a 4-digit company code and a 5-digit item code. */
export function generarEan13(empresa: number, item: number): string {
  const base = `779${String(empresa).padStart(4, '0')}${String(item).padStart(5, '0')}`;
  if (base.length !== 12) throw new RangeError(`Código de empresa o de ítem fuera de rango: ${empresa}/${item}`);
  return base + digitoVerificadorEan13(base);
}
