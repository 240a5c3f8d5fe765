import type { RondaEntrega } from '../contracts/entregas.js';
import { promesaEntrega } from './promesa-entrega.js';

/** Thursday 26/11/2026 in Buenos Aires (UTC-3). */
const jueves = (h: number, m = 0) => Date.UTC(2026, 10, 26, h + 3, m);
const ronda = (cierreUtc: number, tipo: RondaEntrega['tipo'] = 'turno', turnoId: number | null = 1): RondaEntrega => ({
  tipo,
  turnoId,
  descripcion: 'Turno tarde',
  cierre: new Date(cierreUtc).toISOString(),
});
const RONDAS = [ronda(jueves(13, 30), 'segundo-reparto', null), ronda(jueves(20)), ronda(jueves(20) + 86_400_000), ronda(Date.UTC(2026, 10, 28, 14), 'turno', 4)];

test('in stock before the second round closes: it arrives with today\'s second round', () => {
  expect(promesaEntrega({ cantidad: 3, cubierta: 3 }, RONDAS, jueves(10))).toEqual({
    tipo: 'este-reparto',
    ronda: RONDAS[0],
    texto: 'Llega con el segundo reparto de hoy (cierra 13:30)',
  });
});

test('after that closing the promise moves at once to the next round: today 20:00, then tomorrow', () => {
  expect(promesaEntrega({ cantidad: 3, cubierta: 3 }, RONDAS, jueves(13, 30)).texto).toBe('Llega con el reparto de hoy (cierra 20:00)');
  const despues = promesaEntrega({ cantidad: 3, cubierta: 3 }, RONDAS, jueves(20) + 1000);
  expect(despues).toMatchObject({ tipo: 'proximo-reparto', texto: 'Llega con el reparto de mañana (cierra 20:00)' });
});

test('later days are named by weekday and date, in the distributor\'s calendar whatever the process zone', () => {
  const soloSabado = [ronda(Date.UTC(2026, 10, 28, 14), 'turno', 4)];
  expect(promesaEntrega({ cantidad: 1, cubierta: 1 }, soloSabado, jueves(21)).texto).toBe('Llega con el reparto del sáb 28/11 (cierra 11:00)');
});

test('partly covered: what the stock covers arrives, the rest would stay in the recoverer; no stock: the recoverer', () => {
  expect(promesaEntrega({ cantidad: 5, cubierta: 2 }, RONDAS, jueves(15))).toMatchObject({
    tipo: 'parcial',
    texto: '2 llegan con el reparto de hoy (cierra 20:00); 3 quedarían en el recuperador',
  });
  expect(promesaEntrega({ cantidad: 2, cubierta: 1 }, RONDAS, jueves(15)).texto).toBe('1 llega con el reparto de hoy (cierra 20:00); 1 quedaría en el recuperador');
  expect(promesaEntrega({ cantidad: 5, cubierta: 0 }, RONDAS, jueves(15))).toEqual({ tipo: 'recuperador', ronda: null, texto: 'Sin stock: quedaría en el recuperador' });
});

test('no round left that has not closed: says so', () => {
  expect(promesaEntrega({ cantidad: 1, cubierta: 1 }, [ronda(jueves(9))], jueves(10)).tipo).toBe('sin-reparto');
});
