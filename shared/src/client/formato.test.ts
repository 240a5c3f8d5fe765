import dayjs from 'dayjs';
import {
  entradaNumeroEsAr,
  formatearCifra,
  formatearDecimalCsv,
  formatearEntero,
  formatearFecha,
  formatearFechaHora,
  formatearNumero,
  formatearPesos,
  formatearPesosRedondos,
  formatearPorcentaje,
  formatearSaldo,
  textoTotalPaginas,
} from './formato.js';
import { nombreArchivoMovimientos } from '../domain/index.js';
import { tamanoLegible } from './descargas.js';
import { ahoraDistribuidora } from './reloj.js';

describe('formatters', () => {
  it('formats es-AR pesos', () => {
    expect(formatearPesos(1234.5).replace(/\s/g, ' ')).toBe('$ 1.234,50');
    expect(formatearPesos(-3).replace(/\s/g, ' ')).toBe('-$ 3,00');
  });

  const plano = (s: string) => s.replace(/\s/g, ' ');

  it('writes thousands with a dot and decimals with a comma, as es-AR does', () => {
    expect(formatearEntero(10_021)).toBe('10.021');
    expect(formatearEntero(1_234_567.6)).toBe('1.234.568');
    expect(formatearEntero(-1250)).toBe('-1.250');
    expect(formatearNumero(1234.567)).toBe('1.234,57');
    expect(formatearNumero(12.5)).toBe('12,5');
    expect(formatearNumero(21)).toBe('21');
    expect(formatearNumero(12.46, 1)).toBe('12,5');
  });

  it('writes a percentage with a decimal comma and a space before the sign', () => {
    expect(formatearPorcentaje(12.5)).toBe('12,5 %');
    expect(formatearPorcentaje(21)).toBe('21 %');
    expect(formatearPorcentaje(1500)).toBe('1.500 %');
  });

  it("writes a chart axis' pesos whole, with thousands, never abbreviated", () => {
    expect(plano(formatearPesosRedondos(150_000))).toBe('$ 150.000');
    expect(plano(formatearPesosRedondos(2_500_000.4))).toBe('$ 2.500.000');
    expect(plano(formatearPesosRedondos(0))).toBe('$ 0');
  });

  it('writes a CSV amount with a decimal comma and no thousands, as the movements CSV does', () => {
    expect(formatearDecimalCsv(15_000.5)).toBe('15000,50');
    expect(formatearDecimalCsv(300)).toBe('300,00');
    expect(formatearDecimalCsv(-1234.567)).toBe('-1234,57');
  });

  it("shows a Statistic's count with es-AR thousands, and a placeholder as it is", () => {
    expect(formatearCifra(10_021)).toBe('10.021');
    expect(formatearCifra('–')).toBe('–');
  });

  it("shows a table's total with es-AR thousands", () => {
    expect(textoTotalPaginas(10_021, [1, 20])).toBe('1-20 de 10.021');
    expect(textoTotalPaginas(2500, [1001, 1020])).toBe('1.001-1.020 de 2.500');
  });

  it('shows sizes with a decimal comma', () => {
    expect(tamanoLegible(12.4 * 1024)).toBe('12,4 KB');
    expect(tamanoLegible(3.1 * 1024 * 1024)).toBe('3,1 MB');
  });

  describe("an amount field's text", () => {
    const { formatter, parser } = entradaNumeroEsAr;
    it('shows the value with es-AR thousands and decimals once typed', () => {
      expect(formatter('150000', { userTyping: false, input: '' })).toBe('150.000');
      expect(formatter(1500.5, { userTyping: false, input: '' })).toBe('1.500,5');
      expect(formatter(undefined, { userTyping: false, input: '' })).toBe('');
    });
    it('leaves the text as typed while the user types', () => {
      expect(formatter('1500', { userTyping: true, input: '1.50' })).toBe('1.50');
    });
    it('reads what an es-AR user types: dots as thousands, the comma as the decimals', () => {
      expect(parser('1.500,5')).toBe('1500.5');
      expect(parser('1500,5')).toBe('1500.5');
      expect(parser('$ 150.000')).toBe('150000');
      expect(parser('')).toBe('');
    });
  });

  describe("the movement export's file name", () => {
    it('says the pharmacy and the whole range, in at most 30 characters (SPEC §5)', () => {
      expect(nombreArchivoMovimientos(1001, '2026-10-01', '2026-10-20')).toBe('Mov_1001_2026-10-01_2026-10-20');
    });
    it("writes the days without dashes when the pharmacy's number would not leave room for them", () => {
      const nombre = nombreArchivoMovimientos(123_456, '2026-10-01', '2026-10-20');
      expect(nombre).toBe('Mov_123456_20261001_20261020');
      expect(nombre.length).toBeLessThanOrEqual(30);
    });
  });

  describe('a balance, with what the pharmacy owes as positive', () => {
    it('reads what the pharmacy owes as a plain amount it owes, with its cents', () => {
      expect(plano(formatearSaldo(54_233_885.77))).toBe('Debe $ 54.233.885,77');
      expect(plano(formatearSaldo(0.01))).toBe('Debe $ 0,01');
      expect(plano(formatearSaldo(1234.5, { rotuloDeudor: true }))).toBe('$ 1.234,50');
    });
    it('reads what the distributor owes the pharmacy as an amount in its favour, never with a minus sign', () => {
      expect(plano(formatearSaldo(-1234.5))).toBe('$ 1.234,50 a favor');
      expect(plano(formatearSaldo(-0.99))).toBe('$ 0,99 a favor');
      expect(plano(formatearSaldo(-1234.5, { rotuloDeudor: true }))).toBe('$ 1.234,50 a favor');
    });
    it('reads a zero balance, or less than half a cent either way, as $ 0,00', () => {
      for (const n of [0, -0, 0.004, -0.004]) expect(plano(formatearSaldo(n))).toBe('$ 0,00');
    });
    it('rounds to the cent before choosing the reading', () => {
      expect(plano(formatearSaldo(10.006))).toBe('Debe $ 10,01');
      expect(plano(formatearSaldo(-2.499))).toBe('$ 2,50 a favor');
    });
  });

  it('formats dates day/month/year', () => {
    expect(formatearFecha(new Date('2026-01-05T17:30:00Z'))).toBe('05/01/2026');
    expect(formatearFecha('2026-11-20')).toBe('20/11/2026');
    expect(formatearFechaHora('2026-01-05T17:30:00Z')).toBe('05/01/2026 14:30');
  });

  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])('shows the distributor’s time with the process in %s', (zona) => {
    const anterior = process.env.TZ;
    process.env.TZ = zona;
    try {
      // 02:30 UTC on the 25th is 23:30 of the 24th in Buenos Aires.
      expect(formatearFechaHora(new Date('2026-11-25T02:30:00Z'))).toBe('24/11/2026 23:30');
      expect(formatearFecha(Date.parse('2026-11-25T02:30:00Z'))).toBe('24/11/2026');
      // A calendar day is a date, not an instant: no zone moves it.
      expect(formatearFecha('2026-11-20')).toBe('20/11/2026');
    } finally {
      process.env.TZ = anterior;
    }
  });

  it.each(['UTC', 'Asia/Tokyo'])("today is the distributor's day with the process in %s, for the pages and for antd's pickers", (zona) => {
    const anterior = process.env.TZ;
    process.env.TZ = zona;
    // 01:00 UTC on the 25th: already the 25th in UTC and Tokyo, still the 24th (22:00) in Buenos Aires.
    jest.useFakeTimers({ now: new Date('2026-11-25T01:00:00Z') });
    try {
      expect(dayjs().format('YYYY-MM-DD')).toBe('2026-11-25');
      expect(ahoraDistribuidora().format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 22:00');
      expect(ahoraDistribuidora().endOf('day').toISOString()).toBe('2026-11-25T02:59:59.999Z');
      // rc-picker's "today" (its dayjs getNow is `dayjs().tz()`, the default zone).
      expect(dayjs().tz().format('YYYY-MM-DD')).toBe('2026-11-24');
    } finally {
      jest.useRealTimers();
      process.env.TZ = anterior;
    }
  });

  it('shows -- for a missing or unreadable date', () => {
    expect(formatearFecha(null)).toBe('--');
    expect(formatearFecha('no es fecha')).toBe('--');
    expect(formatearFechaHora(undefined)).toBe('--');
  });
});
