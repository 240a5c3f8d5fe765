import { claveIndice } from './claveIndice.js';

const AUX = { laboratorios: [{ id: 1, nombre: 'Bagó' }], drogas: [], categorias: [], ofertas: [] as unknown[], combos: [] };
const SELLO = 'Fri, 20 Nov 2026 10:00:00 GMT';

test('the stored indices key follows the list stamp and every auxiliary name, and needs a stamp', () => {
  expect(claveIndice(SELLO, AUX)).toBe(claveIndice(SELLO, { ...AUX, laboratorios: [{ id: 1, nombre: 'Bagó' }] }));
  expect(claveIndice('Sat, 21 Nov 2026 10:00:00 GMT', AUX)).not.toBe(claveIndice(SELLO, AUX));
  expect(claveIndice(SELLO, { ...AUX, laboratorios: [{ id: 1, nombre: 'Bago' }] })).not.toBe(claveIndice(SELLO, AUX));
  expect(claveIndice(SELLO, { ...AUX, ofertas: [{ id: 9, leyenda: 'Invierno', troqueles: [] }] })).not.toBe(claveIndice(SELLO, AUX));
  expect(claveIndice(null, AUX)).toBeNull();
});
