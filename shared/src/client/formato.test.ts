import dayjs from 'dayjs';
import { formatearFecha, formatearFechaHora, formatearPesos, formatearSaldo } from './formato.js';
import { ahoraDistribuidora } from './reloj.js';

describe('formatters', () => {
  it('formats es-AR pesos', () => {
    expect(formatearPesos(1234.5).replace(/\s/g, ' ')).toBe('$ 1.234,50');
    expect(formatearPesos(-3).replace(/\s/g, ' ')).toBe('-$ 3,00');
  });

  describe('a balance, with what the pharmacy owes as positive', () => {
    const plano = (s: string) => s.replace(/\s/g, ' ');
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
