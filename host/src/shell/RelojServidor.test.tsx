import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderSinConsultas, screen } from '@testing-library/react';
import type { InfoHoras } from '@portal/shared/contracts';
import { RelojServidor } from './RelojServidor.js';

/** Each clock in its own query cache, as the portal's QueryClient (no retries) gives it. */
const render = (ui: ReactElement) =>
  renderSinConsultas(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

const matchMediaOriginal = window.matchMedia;
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = matchMediaOriginal;
});

/** A window `ancho` px wide for antd's breakpoints, which read `(min-width: …)` / `(max-width: …)` media queries. */
function ventanaDe(ancho: number) {
  window.matchMedia = ((query: string) => {
    const minimo = /min-width:\s*(\d+)px/.exec(query);
    const maximo = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!minimo || ancho >= Number(minimo[1])) && (!maximo || ancho <= Number(maximo[1]));
    return { matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false };
  }) as typeof window.matchMedia;
}

/** Answers the server's InfoHoras in order, repeating the last one; counts the reads. */
function servidorDeHoras(respuestas: InfoHoras[]) {
  let lecturas = 0;
  const leer = async () => respuestas[Math.min(lecturas++, respuestas.length - 1)];
  return { leer, lecturas: () => lecturas };
}

const avanzar = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('el reloj avanza cada segundo y se vuelve a leer del servidor cada minuto', async () => {
  jest.useFakeTimers();
  ventanaDe(1366);
  const servidor = servidorDeHoras([
    { horaServidor: '2026-11-22T13:00:00.000Z', cierreReparto: '2026-11-22T17:30:00.000Z', repartoCerradoRecientemente: false },
    { horaServidor: '2026-11-22T13:01:30.000Z', cierreReparto: '2026-11-22T17:30:00.000Z', repartoCerradoRecientemente: true },
  ]);

  render(<RelojServidor activo leer={servidor.leer} />);
  await avanzar(0);

  const reloj = screen.getByLabelText('Hora del servidor');
  expect(reloj).toHaveTextContent('10:00:00');
  expect(screen.getByText('Cierre de reparto: 14:30')).toBeInTheDocument();
  expect(screen.queryByText('Reparto cerrado recientemente')).not.toBeInTheDocument();

  await avanzar(1000);
  expect(reloj).toHaveTextContent('10:00:01');
  await avanzar(2000);
  expect(reloj).toHaveTextContent('10:00:03');
  expect(servidor.lecturas()).toBe(1);

  await avanzar(57000);
  expect(servidor.lecturas()).toBe(2);
  expect(reloj).toHaveTextContent('10:01:30');
  expect(screen.getByText('Reparto cerrado recientemente')).toBeInTheDocument();
});

test('sin sesión no consulta la hora ni muestra el reloj', async () => {
  jest.useFakeTimers();
  const servidor = servidorDeHoras([
    { horaServidor: '2026-11-22T13:00:00.000Z', cierreReparto: '2026-11-22T17:30:00.000Z', repartoCerradoRecientemente: false },
  ]);

  render(<RelojServidor activo={false} leer={servidor.leer} />);
  await avanzar(61000);

  expect(servidor.lecturas()).toBe(0);
  expect(screen.queryByLabelText('Hora del servidor')).not.toBeInTheDocument();
});

test('la cuenta regresiva al cierre avanza con el reloj y pasa a ámbar a los 15 minutos y a rojo a los 5', async () => {
  jest.useFakeTimers();
  // The server's clock moves with the test's: each minute's re-read gives the time that has passed.
  const inicio = Date.now();
  const leer = async () => ({
    horaServidor: new Date(Date.parse('2026-11-22T17:14:58.000Z') + Date.now() - inicio).toISOString(),
    cierreReparto: '2026-11-22T17:30:00.000Z',
    repartoCerradoRecientemente: false,
  });
  render(<RelojServidor activo leer={leer} />);
  await avanzar(0);

  const cuenta = screen.getByRole('timer');
  expect(cuenta).toHaveTextContent('Faltan 15 min 02 s');
  expect(cuenta).toHaveAttribute('data-nivel', 'holgado');
  await avanzar(2000);
  expect(cuenta).toHaveTextContent('Faltan 15 min 00 s');
  expect(cuenta).toHaveAttribute('data-nivel', 'atencion');
  await avanzar(10 * 60_000);
  expect(screen.getByRole('timer')).toHaveAttribute('data-nivel', 'urgente');
  await avanzar(5 * 60_000);
  expect(screen.getByRole('timer')).toHaveTextContent('Reparto cerrado');
});

test('a 1024 px el cierre se nombra corto para que la cabecera entre en una línea; a 1366 px, entero', async () => {
  const horas = { horaServidor: '2026-11-22T13:00:00.000Z', cierreReparto: '2026-11-22T17:30:00.000Z', repartoCerradoRecientemente: false };
  ventanaDe(1024);
  const angosta = render(<RelojServidor activo leer={async () => horas} />);
  expect(await screen.findByText('Cierre: 14:30')).toBeInTheDocument();
  expect(screen.queryByText(/Cierre de reparto/)).not.toBeInTheDocument();
  angosta.unmount();

  ventanaDe(1366);
  const amplia = render(<RelojServidor activo leer={async () => horas} />);
  expect(await screen.findByText('Cierre de reparto: 14:30')).toBeInTheDocument();
  amplia.unmount();

  // A round that just closed: the short notice at 1024 px.
  ventanaDe(1024);
  render(<RelojServidor activo leer={async () => ({ ...horas, repartoCerradoRecientemente: true })} />);
  expect(await screen.findByText('Reparto cerrado')).toHaveAttribute('title', 'Reparto cerrado recientemente');
});

test('un cierre que no es hoy dice su día: mañana, o el día de la semana con la fecha', async () => {
  ventanaDe(1366);
  // Saturday 28/11/2026 12:00 in Buenos Aires (15:00 UTC), after the Saturday shift closed.
  const sabado = { horaServidor: '2026-11-28T15:00:00.000Z', repartoCerradoRecientemente: true };
  const alLunes = render(<RelojServidor activo leer={async () => ({ ...sabado, cierreReparto: '2026-11-30T21:30:00.000Z' })} />);
  expect(await screen.findByText('Cierre de reparto: lun 30/11 18:30')).toBeInTheDocument();
  alLunes.unmount();
  ventanaDe(1024);
  const angosta = render(<RelojServidor activo leer={async () => ({ ...sabado, cierreReparto: '2026-11-30T21:30:00.000Z' })} />);
  expect(await screen.findByText('Cierre: lun 18:30')).toBeInTheDocument();
  angosta.unmount();
  ventanaDe(1366);
  render(<RelojServidor activo leer={async () => ({ ...sabado, cierreReparto: '2026-11-29T11:00:00.000Z' })} />);
  expect(await screen.findByText('Cierre de reparto: mañana 08:00')).toBeInTheDocument();
});
