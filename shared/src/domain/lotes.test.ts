import {
  agruparLotes,
  diaDistribuidora,
  ETIQUETAS_VALIDACION_LOTE,
  EstadoValidacionLote,
  grupoValidacionLote,
  indicesLotesDuplicados,
  normalizarLote,
  puedeConfirmarLotes,
  validarLineaLocal,
  validarLoteLocal,
  validarVencimiento,
  venceEnMesActual,
} from './lotes.js';

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

const P = { longitudMinimaNroSerie: 8, longitudMaximaNroSerie: 20, longitudMaximaNroLote: 10 };

describe('validarLoteLocal (SPEC §5, before any server call)', () => {
  it.each([
    ['a product without lot check is valid, even empty', '', 'ninguno', EstadoValidacionLote.Valido],
    ['an empty lot is pending', '   ', 'lote', EstadoValidacionLote.Pendiente],
    ['an empty serial is pending', '', 'serie', EstadoValidacionLote.Pendiente],
    ['a lot of one character passes', 'a', 'lote', null],
    ['a lot of the maximum length passes', 'L123456789', 'lote', null],
    ['a lot longer than parameter 307 is a wrong lot', 'L1234567890', 'lote', EstadoValidacionLote.LoteIncorrecto],
    ['leading zeros do not count in the length', '000L123456789', 'lote', null],
    ['a serial shorter than parameter 305 is a wrong serial', '1234567', 'serie', EstadoValidacionLote.SerieIncorrecta],
    ['a serial of the minimum length passes', '12345678', 'serie', null],
    ['a serial of the maximum length passes', 'A'.repeat(20), 'serie', null],
    ['a serial longer than parameter 306 is a wrong serial', 'A'.repeat(21), 'serie', EstadoValidacionLote.SerieIncorrecta],
    ['a serial made short by its leading zeros is a wrong serial', '0000001234', 'serie', EstadoValidacionLote.SerieIncorrecta],
  ] as const)('%s', (_caso, valor, tipo, esperado) => {
    expect(validarLoteLocal(valor, tipo, P)).toBe(esperado);
  });
});

describe('validarLineaLocal', () => {
  it('marks a serial repeated within the line as duplicate, keeping the first and the other rules', () => {
    expect(validarLineaLocal(['SER0000001', '00SER0000001', '', 'X'], 'serie', P)).toEqual([null, EstadoValidacionLote.SerieDuplicada, 0, EstadoValidacionLote.SerieIncorrecta]);
  });

  it('does not call repeated lots duplicate serials', () => {
    expect(validarLineaLocal(['L1', 'l1'], 'lote', P)).toEqual([null, null]);
  });
});

describe('venceEnMesActual (date only, the current month inclusive)', () => {
  it.each([
    ['2026-11-01', '2026-11-25', true],
    ['2026-11-30', '2026-11-25', true],
    ['2026-11-30T23:59:59-03:00', '2026-11-25', true],
    ['2026-10-31', '2026-11-25', false],
    ['2026-12-01', '2026-11-25', false],
    ['2025-11-15', '2026-11-25', false],
    ['no es fecha', '2026-11-25', false],
  ])('%s with today %s → %s', (fecha, hoy, esperado) => {
    expect(venceEnMesActual(fecha, hoy)).toBe(esperado);
  });
});

describe('validarVencimiento (the expiry rule as the checks apply it)', () => {
  it.each([
    ['an expiry in the current month passes', '2026-11-30', null],
    ['an expiry of an earlier month is expired', '2026-10-31', EstadoValidacionLote.Vencido],
    ['an expiry of a later month is expired too (outside the current month)', '2026-12-01', EstadoValidacionLote.Vencido],
    ['no expiry given leaves nothing to judge', null, null],
    ['an empty expiry leaves nothing to judge', '', null],
  ] as const)('%s', (_caso, fecha, esperado) => {
    expect(validarVencimiento(fecha, '2026-11-25')).toBe(esperado);
  });

  it('takes today as the distributor day: 02:00 UTC on the 1st is still the last day of the month before in Buenos Aires', () => {
    expect(diaDistribuidora(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(validarVencimiento('2026-11-30', diaDistribuidora(new Date('2026-12-01T02:00:00Z')))).toBeNull();
  });
});

describe('agruparLotes (SPEC §5: duplicate lots within one line are detected)', () => {
  it('groups a repeated lot, compared normalised, and flags it as repeated', () => {
    expect(agruparLotes(['l1', ' 00L1', 'L2', 'l1', ''])).toEqual([
      { valor: 'L1', unidades: 3, repetido: true },
      { valor: 'L2', unidades: 1, repetido: false },
    ]);
  });

  it('flags nothing when every lot differs', () => {
    expect(agruparLotes(['A', 'B']).some((g) => g.repetido)).toBe(false);
  });
});

describe('states, labels and grouping (SPEC §4)', () => {
  it.each([
    [0, 'Pendiente', 'sinTerminar'],
    [1, 'En proceso', 'sinTerminar'],
    [2, 'Error', 'sinTerminar'],
    [3, 'Lote incorrecto', 'incorrecto'],
    [4, 'Número de serie incorrecto', 'incorrecto'],
    [5, 'Número de serie duplicado', 'incorrecto'],
    [6, 'Incorrecto por recall', 'incorrecto'],
    [7, 'Vencido', 'incorrecto'],
    [8, 'Inválido', 'invalido'],
    [9, 'Válido', 'valido'],
  ] as const)('state %i is %s, group %s', (estado, etiqueta, grupo) => {
    expect(ETIQUETAS_VALIDACION_LOTE[estado]).toBe(etiqueta);
    expect(grupoValidacionLote(estado)).toBe(grupo);
  });

  it.each([
    [[9, 9], true, true],
    [[9, 0], true, false],
    [[9, 0], false, true],
    [[9, 1], false, false],
    [[9, 4], false, false],
    [[8], false, false],
  ] as const)('states %j with strict %s may confirm: %s', (estados, estricta, esperado) => {
    expect(puedeConfirmarLotes(estados, estricta)).toBe(esperado);
  });
});
