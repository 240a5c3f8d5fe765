import { iniciarServidorHttp, type ServidorHttp } from '../../test/support/servidorHttp.js';
import { usuarioCon } from '../../test/support/usuarios.js';
import { iniciarReporteErrores, reporteErrores, vaciarReporteErrores } from './reporteErrores.js';

/** The envelope endpoint of a Sentry DSN: one JSON line of header, then item header / payload pairs. */
interface ItemSobre {
  tipo: string;
  cuerpo: Record<string, unknown>;
}

let receptor: ServidorHttp;
/** What reached the receiver of the errors raised while the SDK was still loading. */
let recibidosAlArrancar: string[] = [];

function itemsRecibidos(): ItemSobre[] {
  return receptor.solicitudes
    .filter((s) => s.path.startsWith('/api/1/envelope/'))
    .flatMap((s) => {
      const lineas = s.cuerpo.split('\n').filter((l) => l.trim() !== '');
      const items: ItemSobre[] = [];
      for (let i = 1; i + 1 < lineas.length; i += 2) {
        items.push({ tipo: (JSON.parse(lineas[i]) as { type: string }).type, cuerpo: JSON.parse(lineas[i + 1]) as Record<string, unknown> });
      }
      return items;
    });
}

const eventosDeError = () => itemsRecibidos().filter((i) => i.tipo === 'event');
const mensajesDeExcepcion = () =>
  eventosDeError().map((e) => (e.cuerpo.exception as { values: { value: string }[] }).values[0].value);

beforeAll(async () => {
  receptor = await iniciarServidorHttp((_solicitud, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end('{}');
  });
  const puerto = new URL(receptor.url).port;
  const encendido = iniciarReporteErrores(
    {
      dsn: `http://clave@127.0.0.1:${puerto}/1`,
      environment: 'pruebas',
      tracesSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
    },
    '1.2.3',
  );
  expect(encendido).toBe(true);
  // Still loading (it is fetched on demand): neither of these may be lost.
  reporteErrores.reportar(new Error('Error reportado antes de cargar el SDK'));
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('Error de la página al arrancar'), message: 'x' }));
  await vaciarReporteErrores();
  recibidosAlArrancar = mensajesDeExcepcion();
});
afterAll(() => receptor.cerrar());

beforeEach(() => {
  receptor.solicitudes.length = 0;
  reporteErrores.reanudar();
});

test('los errores ocurridos mientras el SDK se carga se envían cuando llega', () => {
  expect(recibidosAlArrancar).toEqual(['Error reportado antes de cargar el SDK', 'Error de la página al arrancar']);
});

test('envía el error con el entorno, la versión y el usuario de la sesión', async () => {
  reporteErrores.definirUsuario(usuarioCon(['Pedidos']));

  reporteErrores.reportar(new Error('Falló la lectura del carrito'));
  await vaciarReporteErrores();

  expect(mensajesDeExcepcion()).toEqual(['Falló la lectura del carrito']);
  const [evento] = eventosDeError();
  expect(evento.cuerpo).toMatchObject({ environment: 'pruebas', release: '1.2.3' });
  expect(evento.cuerpo.user).toMatchObject({ id: 'usuario-7', farmaciaId: 25 });
  expect(receptor.solicitudes[0].path).toContain('sentry_key=clave');
});

test('al cerrar la sesión el usuario deja de viajar con los errores', async () => {
  reporteErrores.definirUsuario(usuarioCon(['Pedidos']));
  reporteErrores.definirUsuario(null);

  reporteErrores.reportar(new Error('Error sin usuario'));
  await vaciarReporteErrores();

  expect(mensajesDeExcepcion()).toEqual(['Error sin usuario']);
  expect(eventosDeError()[0].cuerpo.user ?? {}).not.toHaveProperty('id');
});

test('un mismo error repetido se envía una sola vez', async () => {
  const repetido = new Error('Error que se repite');

  reporteErrores.reportar(repetido);
  reporteErrores.reportar(repetido);
  await vaciarReporteErrores();

  expect(mensajesDeExcepcion()).toEqual(['Error que se repite']);
});

test('en pausa (mantenimiento) no se envía nada, y al reanudar vuelve a enviar', async () => {
  reporteErrores.pausar();
  reporteErrores.reportar(new Error('Error durante el mantenimiento'));
  await vaciarReporteErrores();
  expect(eventosDeError()).toEqual([]);

  reporteErrores.reanudar();
  reporteErrores.reportar(new Error('Error después del mantenimiento'));
  await vaciarReporteErrores();
  expect(mensajesDeExcepcion()).toEqual(['Error después del mantenimiento']);
});
