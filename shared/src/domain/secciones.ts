/** System sections of SPEC §3; a section can be put into maintenance on its own (HTTP 520). */
export const SeccionSistema = {
  SinMantenimiento: 0,
  EShop: 1,
  CuentasCorrientes: 2,
  Login: 5,
  Vencidos: 8,
  DevolucionesComunes: 11,
  Recalls: 41,
} as const;

export type SeccionSistema = (typeof SeccionSistema)[keyof typeof SeccionSistema];

/** Every section a user can have enabled (0 means "no maintenance" and is not a section to enable). */
export const SECCIONES_HABILITABLES: readonly number[] = [1, 2, 5, 8, 11, 41];
