import { cuitValido, digitoVerificadorCuit, ean13Valido, generarCuit, generarEan13 } from '../../src/seed/identificadores.js';
import { Aleatorio } from '../../src/seed/aleatorio.js';

describe('CUIT', () => {
  test('accepts real CUITs with and without dashes', () => {
    expect(cuitValido('33-69345023-9')).toBe(true);
    expect(cuitValido('33693450239')).toBe(true);
    expect(cuitValido('30-71234567-1')).toBe(true);
  });

  test('rejects a wrong check digit, a wrong length, an unknown prefix and text', () => {
    expect(cuitValido('33-69345023-8')).toBe(false);
    expect(cuitValido('30-7123456-1')).toBe(false);
    expect(cuitValido('99-69345023-9')).toBe(false);
    expect(cuitValido('treinta')).toBe(false);
  });

  test('every generated CUIT is valid and carries the prefix of its kind', () => {
    for (let numero = 10_000_000; numero < 10_002_000; numero++) {
      const hombre = generarCuit('masculino', numero);
      const mujer = generarCuit('femenino', numero);
      const empresa = generarCuit('empresa', numero);
      expect([hombre, mujer, empresa].every(cuitValido)).toBe(true);
      expect(hombre).toMatch(/^(20|23)-\d{8}-\d$/);
      expect(mujer).toMatch(/^(27|23)-\d{8}-\d$/);
      expect(empresa).toMatch(/^(30|33)-\d{8}-\d$/);
    }
  });

  test('when no check digit fits the usual prefix, AFIP’s alternative prefix is used', () => {
    const numero = Array.from({ length: 10_000 }, (_, i) => 20_000_000 + i).find((n) => digitoVerificadorCuit(`20${n}`) === null)!;
    expect(generarCuit('masculino', numero)).toMatch(/^23-/);
    expect(cuitValido(generarCuit('masculino', numero))).toBe(true);
  });
});

describe('EAN-13', () => {
  test('accepts known barcodes and rejects a changed digit', () => {
    expect(ean13Valido('4006381333931')).toBe(true);
    expect(ean13Valido('7501031311309')).toBe(true);
    expect(ean13Valido('4006381333932')).toBe(false);
    expect(ean13Valido('400638133393')).toBe(false);
  });

  test('generated barcodes are valid, Argentine (779) and distinct per company and item', () => {
    const codigos = new Set<string>();
    for (const empresa of [1000, 4321, 9999]) {
      for (let item = 1; item <= 500; item++) {
        const codigo = generarEan13(empresa, item);
        expect(codigo).toMatch(/^779\d{10}$/);
        expect(ean13Valido(codigo)).toBe(true);
        codigos.add(codigo);
      }
    }
    expect(codigos.size).toBe(1_500);
  });

  test('a company or item code out of range is refused', () => {
    expect(() => generarEan13(10_000, 1)).toThrow(RangeError);
    expect(() => generarEan13(1_000, 100_000)).toThrow(RangeError);
  });
});

describe('Aleatorio', () => {
  test('the same seed gives the same sequence', () => {
    const a = new Aleatorio(42);
    const b = new Aleatorio(42);
    expect(Array.from({ length: 20 }, () => a.entero(1, 1_000))).toEqual(Array.from({ length: 20 }, () => b.entero(1, 1_000)));
    expect(new Aleatorio(7).uuid()).toBe(new Aleatorio(7).uuid());
  });

  test('integers stay within their bounds and UUIDs have the version-4 shape', () => {
    const rnd = new Aleatorio(1);
    const valores = Array.from({ length: 5_000 }, () => rnd.entero(3, 9));
    expect(Math.min(...valores)).toBe(3);
    expect(Math.max(...valores)).toBe(9);
    expect(rnd.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
