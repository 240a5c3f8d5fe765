import type { UsuarioSesion } from '@portal/shared/domain';

/** The signed-in user of the remotes' page tests: a pharmacy user who may order and see the dashboard. */
export const USUARIO_PRUEBA: UsuarioSesion = {
  id: 'u-1',
  nombre: 'Ana Gómez',
  email: 'ana@farmacia.com.ar',
  farmaciaId: 7,
  grupoId: null,
  secciones: [1],
  roles: ['Pedidos'],
  expiraEn: Date.now() + 3_600_000,
  permisos: { accesoDashboard: true, cuentaCorriente: false, cuentaCorrienteFacturas: false, cuentaCorrienteGrupo: false, devoluciones: false, pedidos: true },
};
