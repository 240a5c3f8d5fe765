import { nombreSeccion, SECCIONES_HABILITABLES, SeccionSistema } from '@portal/shared/domain';

/**
 * Sections the user form does not offer (issue 29, item 11). Login (5) is the switch that puts the sign-in page into
 * maintenance: enabled or not on a user, it changes nothing that user can do, so offering it only puzzles the
 * administrator. The API needs none of them; a user that already has one keeps it (`seccionesAGuardar`).
 */
export const SECCIONES_NO_OFRECIDAS: readonly number[] = [SeccionSistema.Login];

const ofrecida = (s: number) => !SECCIONES_NO_OFRECIDAS.includes(s);

/** The system sections of SPEC §3 a user can have enabled, with the names the administrator reads. */
export const OPCIONES_SECCION = SECCIONES_HABILITABLES.filter(ofrecida).map((s) => ({ value: s, label: nombreSeccion(s) }));

/** The part of a user's sections the form shows. */
export const seccionesOfrecidas = (secciones: readonly number[]): number[] => secciones.filter(ofrecida);

/** What to save: the sections chosen in the form, and those not offered that the user had (never dropped unseen). */
export const seccionesAGuardar = (elegidas: readonly number[], actuales: readonly number[]): number[] => [
  ...elegidas,
  ...actuales.filter((s) => !ofrecida(s) && !elegidas.includes(s)),
];
