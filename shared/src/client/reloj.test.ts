import INSTANTES from '../../test/instantes.json';
import { diaDistribuidora, EstadoValidacionLote, MotivoDevolucionId, motivoNoDisponible, TOGGLES_DEVOLUCION_POR_DEFECTO, validarVencimiento } from '../domain/index.js';
import { ahoraDistribuidora, ahoraFecha, ahoraMs, fijarReloj, registrarHoraServidor, relojDelNavegador } from './reloj.js';

/**
 * The distributor's clock and the date rules that read it, at the instants where calendars turn (issue 26): the same
 * list the API's date-sensitive suites run at (shared/test/instantes.json), in browsers of several zones.
 */
const ZONAS_NAVEGADOR = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles'];
const zonaOriginal = process.env.TZ;

/** What a wall clock in Buenos Aires reads at an instant, computed apart from the code under test. */
const paredBuenosAires = (instante: number) => {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instante)
      .map((p) => [p.type, p.value]),
  );
  return { dia: `${partes.year}-${partes.month}-${partes.day}`, hora: `${partes.hour}:${partes.minute}` };
};

afterEach(() => {
  relojDelNavegador();
  process.env.TZ = zonaOriginal;
});

describe.each(INSTANTES)('$nombre ($instante)', ({ instante }) => {
  const momento = Date.parse(instante);

  test.each(ZONAS_NAVEGADOR)('in a browser on %s, now and today are the distributor’s', (zona) => {
    process.env.TZ = zona;
    fijarReloj(instante);
    const pared = paredBuenosAires(momento);
    expect(ahoraDistribuidora().format('YYYY-MM-DD HH:mm')).toBe(`${pared.dia} ${pared.hora}`);
    expect(diaDistribuidora(ahoraFecha())).toBe(pared.dia);
  });

  test('it follows the server’s business time from a read on, whatever the browser’s clock says', () => {
    // The browser's clock is a day and a half off; the server said `instante` two seconds ago.
    registrarHoraServidor(instante, Date.now() - 2_000);
    expect(Math.abs(ahoraMs() - (momento + 2_000))).toBeLessThan(1_000);
    expect(ahoraDistribuidora().format('YYYY-MM-DD')).toBe(paredBuenosAires(momento + 2_000).dia);
  });

  test('an expiry within the distributor’s current month is accepted; one of the month before is expired', () => {
    fijarReloj(instante);
    const hoy = diaDistribuidora(ahoraFecha());
    const [anio, mes] = hoy.split('-').map(Number);
    const ultimoDelMes = new Date(Date.UTC(anio!, mes!, 0)).toISOString().slice(0, 10);
    const ultimoDelAnterior = new Date(Date.UTC(anio!, mes! - 1, 0)).toISOString().slice(0, 10);
    expect(validarVencimiento(ultimoDelMes, hoy)).toBeNull();
    expect(validarVencimiento(ultimoDelAnterior, hoy)).toBe(EstadoValidacionLote.Vencido);
  });

  test('a shortage is claimed within its days of the invoice, to the minute', () => {
    fijarReloj(instante);
    const dias = TOGGLES_DEVOLUCION_POR_DEFECTO.maxDiasAnteriorFacturaParaDevolucionFaltantes;
    const plazo = { diasDevolucion: 90, diasDevolucionAdministrador: 90, diasControlFechasYPrecios: 30 };
    const emitida = (ms: number) => new Date(ahoraMs() - dias * 86_400_000 + ms).toISOString();
    expect(motivoNoDisponible(MotivoDevolucionId.FaltanteEnEntrega, emitida(60_000), plazo, TOGGLES_DEVOLUCION_POR_DEFECTO, false, ahoraFecha())).toBeNull();
    expect(motivoNoDisponible(MotivoDevolucionId.FaltanteEnEntrega, emitida(-60_000), plazo, TOGGLES_DEVOLUCION_POR_DEFECTO, false, ahoraFecha())).toBe(
      `Los faltantes se reclaman dentro de los ${dias} días de la factura.`,
    );
  });
});
