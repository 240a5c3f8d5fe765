import { probarRutasRemoto } from '@portal/shared/pruebas/rutas';
import RUTAS_CUENTA_CORRIENTE from './metadatos-rutas.js';
import rutas from './routes.js';

probarRutasRemoto(RUTAS_CUENTA_CORRIENTE, rutas);

const todas = Object.entries(RUTAS_CUENTA_CORRIENTE.rutas);

test('SPEC §2: every page is in section 2; the group pages need the group current account (requireCtaCteGrupo)', () => {
  for (const [, ruta] of todas) expect(ruta.seccion).toBe(2);
  const grupo = todas.filter(([, r]) => r.path.startsWith('/cc-grupo/'));
  expect(grupo).toHaveLength(6);
  for (const [, ruta] of grupo) expect(ruta).toMatchObject({ requireCtaCteGrupo: true, requireAccesoDashboard: false });
  for (const [, ruta] of todas.filter(([, r]) => r.path.startsWith('/cc/'))) expect(ruta).not.toHaveProperty('requireCtaCteGrupo');
});

test('SPEC §6: the invoices (of the pharmacy and of the group) need CuentaCorrienteFacturas, every other page CuentaCorriente', () => {
  for (const [nombre, ruta] of todas) {
    expect([nombre, ruta.rol]).toEqual([nombre, ruta.path.includes('/factura-electronica') ? 'CuentaCorrienteFacturas' : 'CuentaCorriente']);
  }
});

test('the bare /cc and /cc-grupo open the debt and the group information', () => {
  expect(RUTAS_CUENTA_CORRIENTE.redirecciones).toEqual([
    { desde: '/cc', hacia: 'cuenta-corriente-deuda' },
    { desde: '/cc-grupo', hacia: 'cc-grupo-informacion' },
  ]);
});
