import INSTANTES from '@portal/shared/pruebas/instantes.json';
import { ahoraDistribuidora, fijarReloj, relojDelNavegador } from '@portal/shared/client';
import { CONFIG_POR_DEFECTO } from '../../configuracion.js';
import { rangoMesAnterior, ResultadoFechas, validarRangoFechas } from './rango-fechas.js';

/**
 * The movements download's date rules at the instants where calendars turn (shared/test/instantes.json), the
 * distributor's clock set there and the browser in another zone: at 22:00 of 31 December in Buenos Aires it is already
 * January in UTC, and "last month" is still November.
 */
const zonaOriginal = process.env.TZ;
afterEach(() => {
  relojDelNavegador();
  process.env.TZ = zonaOriginal;
});

describe.each(INSTANTES)('$nombre ($instante)', ({ instante }) => {
  test('the page opens on the whole of last month in Buenos Aires, a range the server accepts', () => {
    process.env.TZ = 'UTC';
    fijarReloj(instante);
    const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(Date.parse(instante));
    const [anio, mes] = dia.split('-').map(Number);
    const primero = new Date(Date.UTC(anio!, mes! - 2, 1));
    const ultimo = new Date(Date.UTC(anio!, mes! - 1, 0));
    const [desde, hasta] = rangoMesAnterior(ahoraDistribuidora());
    expect([desde.format('YYYY-MM-DD'), hasta.format('YYYY-MM-DD')]).toEqual([primero.toISOString().slice(0, 10), ultimo.toISOString().slice(0, 10)]);
    expect(validarRangoFechas(desde.format('YYYY-MM-DD'), hasta.format('YYYY-MM-DD'), ahoraDistribuidora().format('YYYY-MM-DD'), CONFIG_POR_DEFECTO)).toBe(ResultadoFechas.Ok);
  });
});
