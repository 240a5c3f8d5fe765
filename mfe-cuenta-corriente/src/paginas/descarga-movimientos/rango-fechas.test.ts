import { CONFIG_POR_DEFECTO } from '../../configuracion.js';
import { ResultadoFechas, validarRangoFechas } from './rango-fechas.js';

const hoy = '2026-11-25';

test('date result codes of SPEC §4: pending, ok, wrong dates (reversed, past the toggles) and range too large', () => {
  expect(validarRangoFechas(null, hoy, hoy, CONFIG_POR_DEFECTO)).toBe(ResultadoFechas.Pendiente);
  expect(validarRangoFechas('2026-10-01', '2026-10-31', hoy, CONFIG_POR_DEFECTO)).toBe(ResultadoFechas.Ok);
  expect(validarRangoFechas('2026-10-31', '2026-10-01', hoy, CONFIG_POR_DEFECTO)).toBe(ResultadoFechas.FechasIncorrectas);
  expect(validarRangoFechas('2026-11-01', '2026-11-26', hoy, CONFIG_POR_DEFECTO)).toBe(ResultadoFechas.FechasIncorrectas);
  expect(validarRangoFechas('2026-11-01', '2026-11-26', hoy, { ...CONFIG_POR_DEFECTO, maxDiasAlFuturo: 30 })).toBe(ResultadoFechas.Ok);
  expect(validarRangoFechas('2024-11-01', '2026-11-20', hoy, CONFIG_POR_DEFECTO)).toBe(ResultadoFechas.FechasIncorrectas);
  expect(validarRangoFechas('2023-01-01', '2026-11-20', hoy, { maxDiasAlFuturo: 0, maxDiasAlPasado: 5000 })).toBe(ResultadoFechas.RangoMuyGrande);
});
