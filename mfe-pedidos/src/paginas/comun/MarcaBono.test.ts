import { etiquetasBono } from './MarcaBono.js';

test('the bonus mark follows SPEC §4: bit 64 is bono PAP, bit 8192 bono tarmed, other bits none', () => {
  expect(etiquetasBono(64)).toEqual(['Bono PAP']);
  expect(etiquetasBono(8192 | 2)).toEqual(['Bono tarmed']);
  expect(etiquetasBono(64 | 8192)).toEqual(['Bono PAP', 'Bono tarmed']);
  expect(etiquetasBono(128 | 16384)).toEqual([]);
});
