import { enumerar, plural, segunCantidad } from './plural.js';

test('one thing takes the singular, none and many the plural, with the count as es-AR writes it', () => {
  expect(plural(1, 'producto', 'productos')).toBe('1 producto');
  expect(plural(0, 'producto', 'productos')).toBe('0 productos');
  expect(plural(2, 'línea', 'líneas')).toBe('2 líneas');
  expect(plural(1250, 'unidad', 'unidades')).toBe('1.250 unidades');
  expect(`0 de 1 ${segunCantidad(1, 'producto agregado', 'productos agregados')}`).toBe('0 de 1 producto agregado');
});

test('names are listed with commas and a final "y", without a comma before it', () => {
  expect([[], ['Ana'], ['Ana', 'Luis'], ['Ana', 'Luis', 'Sol']].map(enumerar)).toEqual(['', 'Ana', 'Ana y Luis', 'Ana, Luis y Sol']);
});
