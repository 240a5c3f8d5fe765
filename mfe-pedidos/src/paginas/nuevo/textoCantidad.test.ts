import { crearMotorBusqueda } from '../../busqueda/motor.js';
import { textoCantidad } from './textoCantidad.js';

test('an exact count reads as such, with how many rows are shown when not all are', () => {
  expect(textoCantidad({ total: 3 }, 3)).toBe('3 productos');
  expect(textoCantidad({ total: 1 }, 1)).toBe('1 producto');
  expect(textoCantidad({ total: 1200 }, 500)).toBe('1.200 productos (se muestran los primeros 500)');
  expect(textoCantidad({ total: 812 }, 500)).toBe('812 productos (se muestran los primeros 500)');
});

test('typing on, a count the engine left partial reads as a floor', () => {
  const producto = (id: number, nombre: string) => ({ id, nombre, codigos: [String(id)], extras: [] });
  const motor = crearMotorBusqueda([
    ...Array.from({ length: 40 }, (_, i) => producto(1000 + i, `Ibuprofeno ${400 + i} mg`)),
    // Matches of "ibu" that "ibupro" drops: left unread once the page is full.
    ...Array.from({ length: 5 }, (_, i) => producto(2000 + i, `Ibupirac ${200 + i}`)),
  ]);
  motor.buscar('ibu', { limite: 10 });
  const resultado = motor.buscar('ibupro', { limite: 10 });
  expect(resultado.ids).toHaveLength(10);
  expect(resultado.totalParcial).toBe(true);
  expect(textoCantidad(resultado, resultado.ids.length)).toBe(`Al menos ${resultado.total} productos (se muestran los primeros 10)`);
});
