import { SECCIONES_HABILITABLES, SeccionSistema } from '@portal/shared/domain';

/** Spanish names of the system sections (SPEC §3), as the operator and the 520 answer show them. */
export const NOMBRES_SECCION: Readonly<Record<number, string>> = {
  [SeccionSistema.EShop]: 'eShop',
  [SeccionSistema.CuentasCorrientes]: 'Cuentas corrientes',
  [SeccionSistema.Login]: 'Login',
  [SeccionSistema.Vencidos]: 'Vencidos',
  [SeccionSistema.DevolucionesComunes]: 'Devoluciones comunes',
  [SeccionSistema.Recalls]: 'Recalls',
};

/** Section 0 stands for the whole site. */
export const SITIO = SeccionSistema.SinMantenimiento;

export const esSeccionMantenible = (seccion: number) => seccion === SITIO || SECCIONES_HABILITABLES.includes(seccion);

export const describirSeccion = (seccion: number) => `Sección ${seccion} (${NOMBRES_SECCION[seccion] ?? 'desconocida'})`;

/** What the operator reads after a change. */
export function mensajeCambio(seccion: number, activo: boolean): string {
  if (seccion === SITIO) return activo ? 'Mantenimiento del sitio activado.' : 'Mantenimiento del sitio desactivado.';
  return `${describirSeccion(seccion)} ${activo ? 'en mantenimiento' : 'fuera de mantenimiento'}.`;
}
