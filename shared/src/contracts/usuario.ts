import { z } from 'zod';
import { ROLES, SECCIONES_HABILITABLES } from '../domain/index.js';
import { errorApiSchema, resultadoOperacionSchema } from './comunes.js';

/** User ids are opaque strings (UUIDs in our identity store). */
export const userIdSchema = z.string().trim().min(1, 'El id de usuario es obligatorio.').max(64, 'El id de usuario es demasiado largo.');

export const userIdParamsSchema = z.object({ id: userIdSchema });

/** User of SPEC §3, exactly its fields; dates as ISO 8601 instants. */
export const usuarioSchema = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string(),
  emailConfirmado: z.boolean(),
  farmaciaId: z.number().int(),
  habilitado: z.boolean(),
  ultimoEditorUserId: z.string().nullable(),
  creadorUserId: z.string().nullable(),
  fechaCreacion: z.iso.datetime(),
  ultimaActualizacion: z.iso.datetime(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

export const rolSchema = z.enum(ROLES, { error: 'Rol desconocido.' });

const seccionSchema = z
  .number()
  .int()
  .refine((s) => SECCIONES_HABILITABLES.includes(s), { error: 'Sección del sistema desconocida.' });

const seccionesSchema = z.array(seccionSchema).max(SECCIONES_HABILITABLES.length, 'Demasiadas secciones.');

/** `POST /api/Usuario/Buscar`: every filter optional; text filters match a part, case-insensitively. */
export const buscarUsuariosSchema = z.object({
  userName: z.string().trim().max(100).optional(),
  email: z.string().trim().max(200).optional(),
  habilitado: z.boolean().optional(),
  farmaciaId: z.number().int().positive().optional(),
});
export type BuscarUsuarios = z.infer<typeof buscarUsuariosSchema>;

/** `POST /api/Usuario/Roles`. */
export const rolesDeUsuariosSchema = z.object({
  userIds: z.array(userIdSchema).min(1, 'Indique al menos un usuario.').max(500, 'Como máximo 500 usuarios por consulta.'),
});

/** Roles and enabled sections of one user (the edit form shows both). */
export const rolesUsuarioSchema = z.object({
  userId: z.string(),
  roles: z.array(rolSchema),
  seccionesHabilitadas: z.array(z.number().int()),
});
export type RolesUsuario = z.infer<typeof rolesUsuarioSchema>;

/** `POST /api/Usuario`: the user is created in the caller's pharmacy. Password rules are answered as operation results. */
export const crearUsuarioSchema = z.object({
  userName: z.string().trim().min(1, 'El nombre de usuario es obligatorio.').max(100, 'El nombre de usuario es demasiado largo.'),
  email: z.string().trim().max(200, 'El correo electrónico es demasiado largo.'),
  password: z.string().max(200, 'La contraseña es demasiado larga.'),
  roles: z.array(rolSchema).max(ROLES.length, 'Demasiados roles.'),
  habilitado: z.boolean(),
  secciones: seccionesSchema.optional(),
});
export type CrearUsuario = z.infer<typeof crearUsuarioSchema>;

export const usuarioCreadoSchema = z.object({
  /** Null when nothing was created (see `resultados`). */
  userId: z.string().nullable(),
  resultados: z.array(resultadoOperacionSchema),
});
export type UsuarioCreado = z.infer<typeof usuarioCreadoSchema>;

/**
 * `PUT /api/Usuario/{id}`: only the fields sent change, all in one transaction. `roles` replaces the assignable roles
 * as `ReemplazarRoles` does (its result comes second in the answer); `farmaciaId` moves the user to another pharmacy
 * the administrator reaches.
 */
export const modificarUsuarioSchema = z.object({
  email: z.string().trim().max(200, 'El correo electrónico es demasiado largo.').optional(),
  habilitado: z.boolean().optional(),
  secciones: seccionesSchema.optional(),
  roles: z.array(rolSchema).max(ROLES.length, 'Demasiados roles.').optional(),
  farmaciaId: z.number().int().positive('La farmacia no es válida.').optional(),
});
export type ModificarUsuario = z.infer<typeof modificarUsuarioSchema>;

/** `PUT /api/Usuario/ReemplazarRoles/{id}`: the assignable roles the user keeps; roles of the distributor stay as they are. */
export const reemplazarRolesSchema = z.object({
  roles: z.array(rolSchema).max(ROLES.length, 'Demasiados roles.'),
});

/** `PUT /api/Usuario/Password/{id}`. */
export const cambiarPasswordSchema = z.object({
  NewPassword: z.string().max(200, 'La contraseña es demasiado larga.'),
});

/** `POST /api/CrewDragon/UserNames`: body is the list of user ids. */
export const idsUsuariosSchema = z.array(userIdSchema).max(500, 'Como máximo 500 usuarios por consulta.');

export const nombreUsuarioSchema = z.object({ id: z.string(), userName: z.string() });
export type NombreUsuario = z.infer<typeof nombreUsuarioSchema>;

/**
 * A rule violation on a user call (name taken, weak password, invalid email, unknown role…): our usual error fields,
 * with `errors` keyed by the field to fix, plus the failed operation results of SPEC §3 with their codes.
 */
export const errorReglasUsuarioSchema = errorApiSchema.extend({
  succeeded: z.literal(false).optional(),
  resultados: z.array(resultadoOperacionSchema).optional(),
});
export type ErrorReglasUsuario = z.infer<typeof errorReglasUsuarioSchema>;

/**
 * The version of a user that `GET /api/Usuario/{id}` answers as `ETag` and the changes take as `If-Match`: its last
 * update instant, which every change moves forward, so a client holding the user (from the list too) can send it.
 */
export const etagUsuario = (u: Pick<Usuario, 'ultimaActualizacion'>) => `"${u.ultimaActualizacion}"`;
