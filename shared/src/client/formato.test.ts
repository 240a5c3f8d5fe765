import { formatearFecha, formatearFechaHora, formatearPesos } from './formato.js';

describe('formatters', () => {
  it('formats es-AR pesos', () => {
    expect(formatearPesos(1234.5).replace(/\s/g, ' ')).toBe('$ 1.234,50');
    expect(formatearPesos(-3).replace(/\s/g, ' ')).toBe('-$ 3,00');
  });

  it('formats dates day/month/year', () => {
    expect(formatearFecha(new Date(2026, 0, 5, 14, 30))).toBe('05/01/2026');
    expect(formatearFecha('2026-11-20')).toBe('20/11/2026');
    expect(formatearFechaHora(new Date(2026, 0, 5, 14, 30))).toBe('05/01/2026 14:30');
  });

  it('shows -- for a missing or unreadable date', () => {
    expect(formatearFecha(null)).toBe('--');
    expect(formatearFecha('no es fecha')).toBe('--');
    expect(formatearFechaHora(undefined)).toBe('--');
  });
});
