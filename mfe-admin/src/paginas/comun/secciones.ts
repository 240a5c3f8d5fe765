import { nombreSeccion, SECCIONES_HABILITABLES } from '@portal/shared/domain';

/** The system sections of SPEC §3 a user can have enabled, with the names the administrator reads. */
export const OPCIONES_SECCION = SECCIONES_HABILITABLES.map((s) => ({ value: s, label: nombreSeccion(s) }));
