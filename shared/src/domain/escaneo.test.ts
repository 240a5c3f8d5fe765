import { DetectorEscaneo, ESCANEO, type EventoEscaneo } from './escaneo.js';

/** Feeds keys with the given gaps in ms before each; answers the events. */
let t = 1_000;
function teclear(teclas: string[], gaps: number[], detector = new DetectorEscaneo()): EventoEscaneo[] {
  return teclas.map((tecla, i) => {
    t += gaps[i] ?? gaps[gaps.length - 1]!;
    return detector.tecla(tecla, t);
  });
}
const escaneos = (eventos: EventoEscaneo[]) => eventos.flatMap((e) => (e.tipo === 'escaneo' ? [e.codigo] : []));
const teclasDe = (codigo: string) => [...codigo, 'Enter'];

test.each([
  ['EAN-13', '7791234567890'],
  ['EAN-8', '77912345'],
  ['troquel', '1234567'],
  ['GTIN-14', '07791234567890'],
])('a scanner typing a %s every 3 ms is read as one code', (_nombre, codigo) => {
  const eventos = teclear(teclasDe(codigo), [500, 3]);
  expect(eventos[0]).toEqual({ tipo: 'inicio' });
  expect(escaneos(eventos)).toEqual([codigo]);
});

test('a scanner as slow as the threshold still counts; one key slower and it is typing', () => {
  expect(escaneos(teclear(teclasDe('7791234567890'), [500, ESCANEO.maxIntervaloMs]))).toEqual(['7791234567890']);
  expect(escaneos(teclear(teclasDe('7791234567890'), [500, ESCANEO.maxIntervaloMs + 1]))).toEqual([]);
});

test('a person typing digits and Enter, even fast (90 ms a key) or with rolled pairs (20 ms), is never a scan', () => {
  expect(escaneos(teclear(teclasDe('7791234567890'), [500, 90]))).toEqual([]);
  // Pairs of rolled keys: 20 ms inside a pair, 110 ms between pairs.
  expect(escaneos(teclear(teclasDe('7791234567890'), [500, 20, 110, 20, 110, 20, 110, 20, 110, 20, 110, 20, 110, 20]))).toEqual([]);
});

test('too few or too many digits, a letter inside, or a slow Enter are not a code', () => {
  expect(escaneos(teclear(teclasDe('123456'), [500, 3]))).toEqual([]);
  expect(escaneos(teclear(teclasDe('123456789012345'), [500, 3]))).toEqual([]);
  expect(escaneos(teclear(['7', '7', '9', 'a', '1', '2', '3', '4', '5', '6', 'Enter'], [500, 3]))).toEqual([]);
  expect(escaneos(teclear(teclasDe('7791234567890'), [500, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 200]))).toEqual([]);
});

test('typing before a scan does not spoil it: the scan starts at its first fast digit', () => {
  const detector = new DetectorEscaneo();
  const tipeo = teclear(['4', '2'], [500, 150], detector);
  const escaneo = teclear(teclasDe('7791234567890'), [400, 4], detector);
  expect(escaneos([...tipeo, ...escaneo])).toEqual(['7791234567890']);
  expect(escaneo[0]).toEqual({ tipo: 'inicio' });
});

test('two scans in a row are two codes', () => {
  const detector = new DetectorEscaneo();
  const primero = teclear(teclasDe('7791234567890'), [500, 3], detector);
  const segundo = teclear(teclasDe('77912345'), [300, 3], detector);
  expect(escaneos([...primero, ...segundo])).toEqual(['7791234567890', '77912345']);
});
