import { SECCIONES_HABILITABLES } from '@portal/shared/domain';

/** The system sections of SPEC §3 a user can have enabled, with the names the administrator reads. */
const NOMBRES_SECCION: Record<number, string> = {
  1: 'eShop',
  2: 'Cuentas corrientes',
  5: 'Login',
  8: 'Vencidos',
  11: 'Devoluciones comunes',
  41: 'Recalls',
};

export const OPCIONES_SECCION = SECCIONES_HABILITABLES.map((s) => ({ value: s, label: NOMBRES_SECCION[s] ?? `Sección ${s}` }));
