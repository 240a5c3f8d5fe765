import { expect, test, type Page } from '@playwright/test';
import { iniciarSesion } from './sesion';

/**
 * Issue 16, defect 2: every time the portal shows is the distributor's (America/Argentina/Buenos_Aires), whatever the
 * browser's zone. The browser runs in UTC and in Tokyo (3 and 12 hours off Buenos Aires); the shift choice, the
 * header clock and a date picker's "today" must read as in Buenos Aires. And a shift runs on its weekdays: the
 * Saturday one closes on a Saturday.
 */

const ZONA_DISTRIBUIDORA = 'America/Argentina/Buenos_Aires';

interface TurnoDisponible {
  id: number;
  obs: string;
  cierre: string;
}

const partes = (instante: Date | number, zona: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'long', hourCycle: 'h23' })
      .formatToParts(instante)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'weekday', string>;
const hora = (instante: Date | number, zona: string) => {
  const p = partes(instante, zona);
  return `${p.hour}:${p.minute}`;
};
const minutosDelDia = (texto: string) => {
  const [h, m] = texto.split(':').map(Number);
  return h * 60 + m;
};

/** Puts one plain product in the pharmacy's cart through the API, as the page's user (the summary needs a cart). */
async function carritoConUnProducto(page: Page) {
  const llamada = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await page.goto('/pedidos/favoritos');
  const headers = { authorization: (await llamada).headers()['authorization'] as string };
  const productos = (await (await page.request.get('/api/producto', { headers })).json()) as { troquel: number; flags: number; psicofarmaco: boolean; trazable: boolean; fechaBaja: string | null }[];
  for (const p of productos.filter((x) => !x.psicofarmaco && !x.trazable && !x.fechaBaja && (x.flags & 4) === 0).slice(0, 30)) {
    const r = await page.request.post('/api/carritopersistente/ActualizarItemCarrito', { headers, data: { troquel: p.troquel, cantidad: 1, ofertaid: 0 } });
    if (r.ok() && ((await r.json()) as { codigo: number }).codigo === 0) return;
  }
  throw new Error('Ningún producto entró al carrito');
}

for (const zona of ['UTC', 'Asia/Tokyo']) {
  test.describe(`con el navegador en ${zona}`, () => {
    test.use({ timezoneId: zona });

    test('los cierres de los turnos, el reloj y el "hoy" de un calendario son los de Buenos Aires', async ({ page }) => {
      await iniciarSesion(page, 'otra.demo');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zona);

      // The header clock: Buenos Aires time (a minute of margin for the page's own tick).
      const reloj = page.getByLabel('Hora del servidor');
      await expect(reloj).toHaveText(/\d\d:\d\d/);
      const mostrada = minutosDelDia(((await reloj.textContent()) ?? '').match(/\d\d:\d\d/)![0]);
      const esperada = minutosDelDia(hora(Date.now(), ZONA_DISTRIBUIDORA));
      expect(Math.min(Math.abs(mostrada - esperada), 1440 - Math.abs(mostrada - esperada))).toBeLessThanOrEqual(1);

      // The summary's shifts: each closing at its Buenos Aires time, never the browser's.
      await carritoConUnProducto(page);
      const respuesta = page.waitForResponse((r) => r.url().includes('/turnos-disponibles') && r.ok());
      await page.goto('/pedidos/resumen');
      const turnos = (await (await respuesta).json()) as TurnoDisponible[];
      expect(turnos.length).toBeGreaterThan(0);
      for (const turno of turnos) {
        const etiqueta = page.getByRole('radio', { name: turno.obs }).locator('xpath=ancestor::label[1]');
        await expect(etiqueta).toContainText(hora(Date.parse(turno.cierre), ZONA_DISTRIBUIDORA));
        const delNavegador = hora(Date.parse(turno.cierre), zona);
        await expect(etiqueta).not.toContainText(delNavegador);
      }
      // A shift runs on its weekdays: the Saturday one closes on a Saturday.
      const sabado = turnos.find((t) => t.obs.startsWith('Sábado'));
      expect(sabado, 'la farmacia de otra.demo tiene el turno del sábado').toBeDefined();
      expect(partes(Date.parse(sabado!.cierre), ZONA_DISTRIBUIDORA).weekday).toBe('Saturday');

      // A date picker's "today" is Buenos Aires' day.
      await page.goto('/historico/bonos');
      // The range comes filled (its last day is today); the end picker opens on today's month.
      await page.getByPlaceholder('Hasta').click();
      const hoy = partes(Date.now(), ZONA_DISTRIBUIDORA);
      await expect(page.locator('.ant-picker-cell-today').first()).toHaveAttribute('title', `${hoy.year}-${hoy.month}-${hoy.day}`);
    });
  });
}
