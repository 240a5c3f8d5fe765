import INSTANTES from '@portal/shared/pruebas/instantes.json';
import { fijarReloj, relojDelNavegador } from '@portal/shared/client';
import { MESES_CONSULTA_PEDIDOS } from '@portal/shared/contracts';
import { errorRango, rangoConfigurado } from './rangoConfigurado.js';
import { textoCierre } from './textoCierre.js';
import { inicioHistorico } from '../historico/BuscarPedidos.js';

/**
 * The ordering pages' date rules at the instants where calendars turn (shared/test/instantes.json, the same list the
 * API's date-sensitive suites run at), with the distributor's clock set there and the browser in another zone.
 */
const zonaOriginal = process.env.TZ;
afterEach(() => {
  relojDelNavegador();
  process.env.TZ = zonaOriginal;
});

/** The calendar day in Buenos Aires at an instant, `dias` days later, computed apart from the code under test. */
const diaBuenosAires = (instante: number, dias = 0) => {
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(instante);
  const [a, m, d] = dia.split('-').map(Number);
  return new Date(Date.UTC(a!, m! - 1, d! + dias)).toISOString().slice(0, 10);
};

describe.each(INSTANTES)('$nombre ($instante)', ({ instante }) => {
  const momento = Date.parse(instante);
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
    fijarReloj(instante);
  });

  test('a list opens on the configured span, ending today in Buenos Aires', () => {
    const [desde, hasta] = rangoConfigurado({ days: 30 });
    expect(hasta.format('YYYY-MM-DD HH:mm')).toBe(`${diaBuenosAires(momento)} 23:59`);
    expect(desde.format('YYYY-MM-DD HH:mm')).toBe(`${diaBuenosAires(momento, -30)} 00:00`);
    expect(errorRango([desde, hasta])).toBeNull();
  });

  test('the order history starts the configured months back from today, never before its cut date', () => {
    const inicio = inicioHistorico(null);
    const [a, m, d] = diaBuenosAires(momento).split('-').map(Number);
    const esperado = new Date(Date.UTC(a!, m! - 1 - MESES_CONSULTA_PEDIDOS, 1));
    // dayjs clamps the day to the shorter month (31 March minus a month is 28 or 29 February).
    const ultimo = new Date(Date.UTC(esperado.getUTCFullYear(), esperado.getUTCMonth() + 1, 0)).getUTCDate();
    esperado.setUTCDate(Math.min(d!, ultimo));
    expect(inicio.format('YYYY-MM-DD')).toBe(esperado.toISOString().slice(0, 10));
    expect(inicioHistorico('01/01/2000').format('YYYY-MM-DD')).toBe(inicio.format('YYYY-MM-DD'));
  });

  test('a closing an hour and a half away is today or tomorrow by the Buenos Aires calendar, not the browser’s', () => {
    const cierre = momento + 90 * 60_000;
    const mismoDia = diaBuenosAires(cierre) === diaBuenosAires(momento);
    expect(textoCierre(new Date(cierre).toISOString())).toMatch(mismoDia ? /^hoy a las / : /^mañana a las /);
  });
});
