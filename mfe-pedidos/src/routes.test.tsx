import { probarRutasRemoto } from '@portal/shared/pruebas/rutas';
import RUTAS_PEDIDOS from './metadatos-rutas.js';
import rutas from './routes.js';

probarRutasRemoto(RUTAS_PEDIDOS, rutas);

const R = RUTAS_PEDIDOS.rutas;

test('SPEC §2: names, paths and titles of the ordering pages', () => {
  expect(R['pedido-nuevo'].path).toBe('/pedidos/nuevo');
  expect(R['resumen-pedido']).toMatchObject({ path: '/pedidos/resumen', titulo: 'Resumen pedido', menuHidden: true });
  expect(R['confirmacion-pedido']).toMatchObject({ path: '/pedidos/confirmacion/guid/*', titulo: 'Confirmación pedido', menuHidden: true });
  expect(R['historico-items-laboratorio'].paramsDigitos).toEqual(['laboratorioId']);
  expect(R['control-pedidos-pedido'].paramsDigitos).toEqual(['pedidoId']);
  expect(R['control-pedidos-items'].paramsDigitos).toEqual(['troquel']);
});

test('SPEC §2: every page is in section 1; the dashboard pages carry both guard flags, the block pages and the order summary neither', () => {
  for (const ruta of Object.values(R)) expect(ruta.seccion).toBe(1);
  for (const nombre of ['pedido-nuevo', 'agregar-combo', 'transfers-lab', 'historico-buscar', 'control-pedidos-buscar'] as const) {
    expect(R[nombre]).toMatchObject({ requireAccesoDashboard: true, requireCtaCteGrupo: false });
  }
  for (const nombre of ['farmacia-bloqueada', 'farmacia-sin-saldo', 'resumen-pedido', 'confirmacion-pedido'] as const) {
    expect(R[nombre]).not.toHaveProperty('requireAccesoDashboard');
  }
});

test('SPEC §6: the searcher needs ConsultorStock, every other page Pedidos', () => {
  for (const [nombre, ruta] of Object.entries(R)) expect([nombre, ruta.rol]).toEqual([nombre, nombre === 'pedido-nuevo' ? 'ConsultorStock' : 'Pedidos']);
});

test('the bare /pedidos, /pedidos/importador, /control-pedidos and /historico open their main page', () => {
  expect(RUTAS_PEDIDOS.redirecciones.map(({ desde, hacia }) => [desde, R[hacia].path])).toEqual([
    ['/pedidos', '/pedidos/nuevo'],
    ['/pedidos/importador', '/pedidos/importador/seleccionar-archivo'],
    ['/control-pedidos', '/control-pedidos/seleccion-remito'],
    ['/historico', '/historico/buscar'],
  ]);
});

test('a blocked pharmacy (or one without balance) is kept out of every page that orders or records, and reads its history and controls', () => {
  const soloHabilitada = Object.entries(R)
    .filter(([, ruta]) => 'soloFarmaciaHabilitada' in ruta && ruta.soloFarmaciaHabilitada)
    .map(([nombre]) => nombre)
    .sort();
  expect(soloHabilitada).toEqual(
    [
      'agregar-carrito', 'agregar-combo', 'agregar-combos', 'confirmacion-pedido', 'control-pedidos-nuevo', 'control-pedidos-seleccion-remito',
      'favoritos', 'lineas-archivo', 'pedido-nuevo', 'recuperador', 'resumen-pedido', 'seleccionar-archivo',
    ].sort(),
  );
  for (const lectura of Object.keys(R).filter((n) => n.startsWith('historico') || n === 'transfers-lab' || ['control-pedidos-buscar', 'control-pedidos-pedido', 'control-pedidos-items'].includes(n))) {
    expect(soloHabilitada).not.toContain(lectura);
  }
});
