import { textoCierre } from './textoCierre.js';

// Wednesday 25/11/2026 at 07:00 in Buenos Aires (10:00 UTC).
const AHORA = '2026-11-25T10:00:00.000Z';

test.each(['America/Argentina/Buenos_Aires', 'UTC', 'Asia/Tokyo', 'America/Los_Angeles'])(
  "a shift's closing is said in the distributor's time, with the browser in %s",
  (zona) => {
    const antes = process.env.TZ;
    process.env.TZ = zona;
    try {
      expect(textoCierre('2026-11-25T12:30:00.000Z', AHORA)).toBe('hoy a las 09:30');
      // 23:30 in Buenos Aires is still today there, though tomorrow in UTC and Tokyo.
      expect(textoCierre('2026-11-26T02:30:00.000Z', AHORA)).toBe('hoy a las 23:30');
      expect(textoCierre('2026-11-26T17:00:00.000Z', AHORA)).toBe('mañana a las 14:00');
      // A Saturday shift, seen on a Wednesday.
      expect(textoCierre('2026-11-28T14:00:00.000Z', AHORA)).toBe('el sábado 28/11 a las 11:00');
    } finally {
      process.env.TZ = antes;
    }
  },
);
