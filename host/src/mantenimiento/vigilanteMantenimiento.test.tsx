import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTiempoRealStore } from '@portal/shared/client';
import { MarcoPortal } from '../arranque/MarcoPortal.js';
import { avisarMantenimiento, retirarAvisoMantenimiento } from './avisoMantenimiento.js';
import { vigilarMantenimiento } from './vigilanteMantenimiento.js';

let eventos: string[];
let disponible: boolean;
let dejarDeVigilar: () => void;

beforeEach(() => {
  useTiempoRealStore.setState({ mantenimiento: false, estado: 'Connected', connectionId: 'conexion-1' });
  eventos = [];
  disponible = false;
  render(
    <MarcoPortal>
      <p>Portal</p>
    </MarcoPortal>,
  );
});
afterEach(() => dejarDeVigilar());

function vigilar(intervaloMs = 120_000) {
  dejarDeVigilar = vigilarMantenimiento({
    avisar: () => {
      eventos.push('aviso');
      avisarMantenimiento();
    },
    retirarAviso: () => {
      eventos.push('fin aviso');
      retirarAvisoMantenimiento();
    },
    pausarReporte: () => eventos.push('pausa'),
    reanudarReporte: () => eventos.push('reanuda'),
    comprobarVersion: () => eventos.push('versión'),
    sitioDisponible: async () => disponible,
    intervaloMs,
  });
}

const senal = (valor: boolean) => act(() => useTiempoRealStore.getState().setMantenimiento(valor));

test('la señal de mantenimiento muestra el aviso persistente y pausa el reporte de errores', async () => {
  vigilar();

  senal(true);

  expect(await screen.findByText('Sistema en Mantenimiento')).toBeInTheDocument();
  expect(screen.getByText('El sistema se encuentra en mantenimiento. En unos minutos se va a re-establecer.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  expect(eventos).toEqual(['aviso', 'pausa', 'versión']);
});

test('Aceptar cierra el aviso', async () => {
  vigilar();
  senal(true);

  await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));

  await waitFor(() => expect(screen.queryByText('Sistema en Mantenimiento')).not.toBeInTheDocument());
});

test('el fin del mantenimiento cierra el aviso, reanuda el reporte y comprueba la versión', async () => {
  vigilar();
  senal(true);
  await screen.findByText('Sistema en Mantenimiento');

  senal(false);

  await waitFor(() => expect(screen.queryByText('Sistema en Mantenimiento')).not.toBeInTheDocument());
  expect(eventos).toEqual(['aviso', 'pausa', 'versión', 'fin aviso', 'reanuda', 'versión']);
});

test('cada intervalo comprueba el enlace y, conectado y con la API en servicio, termina el mantenimiento', async () => {
  vigilar(20);
  act(() => useTiempoRealStore.getState().setEstado('Reconnecting'));
  senal(true);
  disponible = true;
  await screen.findByText('Sistema en Mantenimiento');

  act(() => useTiempoRealStore.getState().setEstado('Connected'));

  await waitFor(() => expect(useTiempoRealStore.getState().mantenimiento).toBe(false));
  await waitFor(() => expect(screen.queryByText('Sistema en Mantenimiento')).not.toBeInTheDocument());
  expect(eventos).toContain('reanuda');
});

test('mientras la API siga en mantenimiento el aviso se mantiene', async () => {
  vigilar(20);
  senal(true);
  await screen.findByText('Sistema en Mantenimiento');
  const comprobaciones: boolean[] = [];
  dejarDeVigilar();
  dejarDeVigilar = vigilarMantenimiento({
    avisar: () => undefined,
    retirarAviso: () => eventos.push('fin aviso'),
    pausarReporte: () => undefined,
    reanudarReporte: () => undefined,
    comprobarVersion: () => undefined,
    sitioDisponible: async () => {
      comprobaciones.push(false);
      return false;
    },
    intervaloMs: 20,
  });

  await waitFor(() => expect(comprobaciones.length).toBeGreaterThanOrEqual(2));
  expect(useTiempoRealStore.getState().mantenimiento).toBe(true);
  expect(eventos).not.toContain('fin aviso');
  expect(screen.getByText('Sistema en Mantenimiento')).toBeInTheDocument();
});
