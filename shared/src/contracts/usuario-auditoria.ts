import { z } from 'zod';

/** What an administrator did to a user (SPEC §2 user administration: the audit shown on the user's page). */
export const ACCIONES_AUDITORIA_USUARIO = ['Alta', 'Modificacion', 'Roles', 'Password', 'Baja'] as const;
export type AccionAuditoriaUsuario = (typeof ACCIONES_AUDITORIA_USUARIO)[number];

/** One changed field; a password reset says only that it changed (both values null). */
export const cambioAuditoriaSchema = z.object({
  campo: z.string(),
  antes: z.string().nullable(),
  despues: z.string().nullable(),
});
export type CambioAuditoria = z.infer<typeof cambioAuditoriaSchema>;

/** `GET /api/Usuario/{id}/Auditoria`: newest first. */
export const auditoriaUsuarioSchema = z.object({
  id: z.number().int(),
  usuarioId: z.string(),
  autorUserId: z.string(),
  fecha: z.iso.datetime(),
  accion: z.enum(ACCIONES_AUDITORIA_USUARIO),
  cambios: z.array(cambioAuditoriaSchema),
});
export type AuditoriaUsuario = z.infer<typeof auditoriaUsuarioSchema>;

/**
 * `GET /api/Usuario/farmacia/{id}/Eliminados`: a deleted user of the pharmacy, as its Baja entry names it (who it was,
 * when and by whom it was deleted); its whole history stays readable at `GET /api/Usuario/{usuarioId}/Auditoria`.
 */
export const usuarioEliminadoSchema = z.object({
  usuarioId: z.string(),
  /** Null only for a deletion recorded before entries named the user and without its creation entry. */
  userName: z.string().nullable(),
  email: z.string().nullable(),
  fechaBaja: z.iso.datetime(),
  autorUserId: z.string(),
});
export type UsuarioEliminado = z.infer<typeof usuarioEliminadoSchema>;
