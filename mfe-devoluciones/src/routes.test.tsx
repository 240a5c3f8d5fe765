import type { TablaRutas } from '@portal/shared/domain';
import { probarRutasRemoto } from '@portal/shared/pruebas/rutas';
import RUTAS_DEVOLUCIONES from './metadatos-rutas.js';
import rutas from './routes.js';

probarRutasRemoto(RUTAS_DEVOLUCIONES, rutas);

const R = RUTAS_DEVOLUCIONES.rutas;

test('SPEC §2: the names, titles and digit-only parameters of recalls and expired-product returns', () => {
  expect(R['buscar-pedidos-recall-id']).toMatchObject({ titulo: 'Histórico de pedidos de Recalls', path: '/recalls/pedido/:pedidoId?', paramsDigitos: ['pedidoId'] });
  expect(R['buscar-items-pedido-recall-troquel']).toMatchObject({ titulo: 'Histórico de pedidos de Recalls', paramsDigitos: ['troquel'] });
  expect(R['recalls-confirmacion']).toMatchObject({ titulo: 'Confirmación de pedido de recalls', paramsDigitos: ['id'] });
  expect(R['recalls-resumen'].paramsDigitos).toEqual(['recallId']);
  expect(R['vencidos-home']).toMatchObject({ path: '/vencidos', titulo: 'Devolución de Vencidos', seccion: 8 });
  expect(R['ingreso-lotes-vencidos'].titulo).toBe('Ingreso de lotes para Devolución de Vencidos');
  expect(R['devolucion-vencido-resumen'].titulo).toBe('Resumen Devolucion de Vencidos');
  expect(R['buscar-pedidos-vencidos'].titulo).toBe('Histórico de pedidos de Vencidos');
  expect(R['vencidos-confirmacion']).toMatchObject({ titulo: 'Confirmación de Devolución Vencidos', paramsDigitos: ['id'] });
});

test('SPEC §3 and §6: sections 11, 41 and 8 with the Devoluciones role; the disabled-agreement page is free and allowed in kiosk mode', () => {
  const seccionDe = (path: string) => (path.startsWith('/recalls') ? 41 : path.startsWith('/vencidos/') || path === '/vencidos' ? 8 : 11);
  for (const [nombre, ruta] of Object.entries(R as TablaRutas['rutas'])) {
    if (nombre === 'vencidos-deshabilitado') continue;
    expect([nombre, ruta.seccion, ruta.rol]).toEqual([nombre, seccionDe(ruta.path), 'Devoluciones']);
  }
  expect(R['vencidos-deshabilitado']).toEqual({ path: '/vencidos-deshabilitado', titulo: 'Convenio Vencidos', menuHidden: true, kiosk: true });
});

test('the bare /devoluciones and /recalls open a new return', () => {
  expect(RUTAS_DEVOLUCIONES.redirecciones).toEqual([
    { desde: '/devoluciones', hacia: 'devoluciones-seleccionar-factura' },
    { desde: '/recalls', hacia: 'recalls-nuevo' },
  ]);
});
