import { indicesLotesDuplicados, normalizarLote } from './lotes.js';

describe('normalizarLote', () => {
  it.each([
    ['  ab123 ', 'AB123'],
    ['000lx-9', 'LX-9'],
    ['0 0 12a', '12A'],
    ['0', '0'],
    ['0000', '0'],
    [' 00 ', '0'],
    ['A0001', 'A0001'],
    ['lote 7', 'LOTE 7'],
    ['', ''],
    ['   ', ''],
  ])('normaliza %j como %j', (valor, esperado) => {
    expect(normalizarLote(valor)).toBe(esperado);
  });
});

describe('indicesLotesDuplicados', () => {
  it('marks every repetition after the first, compared normalised', () => {
    expect(indicesLotesDuplicados(['ab1', '00AB1', 'x9', ' ab1 ', 'X9'])).toEqual([1, 3, 4]);
  });

  it('ignores empty values and reports nothing when all differ', () => {
    expect(indicesLotesDuplicados(['', '  ', 'a', 'b', '0', '00C1'])).toEqual([]);
  });

  it('treats two pure zeros as the same lot', () => {
    expect(indicesLotesDuplicados(['0', '000'])).toEqual([1]);
  });
});
