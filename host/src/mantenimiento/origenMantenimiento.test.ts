import { leerOrigen, navegarRecordandoOrigen, olvidarOrigen } from './origenMantenimiento.js';

let actual: string;
let navegaciones: string[];
const navegar = () => navegarRecordandoOrigen((path) => navegaciones.push(path), () => actual);

beforeEach(() => {
  sessionStorage.clear();
  navegaciones = [];
});

test('al ir a una página de mantenimiento recuerda dónde estaba el usuario', () => {
  actual = '/historico/buscar?desde=01%2F11%2F2026';

  navegar()('/sitio-en-mantenimiento');

  expect(navegaciones).toEqual(['/sitio-en-mantenimiento']);
  expect(leerOrigen()).toBe('/historico/buscar?desde=01%2F11%2F2026');
});

test('desde la misma página de mantenimiento no pisa el origen', () => {
  actual = '/cc/detalle-pagos';
  navegar()('/seccion-en-mantenimiento');
  actual = '/seccion-en-mantenimiento';

  navegar()('/sitio-en-mantenimiento?wait=true');

  expect(leerOrigen()).toBe('/cc/detalle-pagos');
});

test('otras navegaciones no cambian el origen, y sin origen se vuelve al inicio', () => {
  actual = '/pedidos/nuevo';

  navegar()('/error401');

  expect(navegaciones).toEqual(['/error401']);
  expect(leerOrigen()).toBe('/');
});

test('olvidar el origen vuelve al inicio', () => {
  actual = '/vencidos';
  navegar()('/seccion-en-mantenimiento');

  olvidarOrigen();

  expect(leerOrigen()).toBe('/');
});
