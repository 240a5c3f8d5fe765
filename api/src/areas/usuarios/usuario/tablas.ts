import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { farmacia, farmaciaGrupo } from '../../../plataforma/farmacia/tablas.js';
import { rol } from '../rol/tablas.js';
import { ahora } from '../../../reloj.js';

/** User of a pharmacy or of a pharmacy group (SPEC §3 "User"). */
export const usuario = pgTable(
  'usuario',
  {
    id: text('id').primaryKey(),
    userName: text('user_name').notNull().unique(),
    email: text('email').notNull(),
    emailConfirmado: boolean('email_confirmado').notNull().default(false),
    farmaciaId: integer('farmacia_id').notNull().references(() => farmacia.id),
    /** Set for a group account: the user reaches every pharmacy of this group. */
    grupoId: integer('grupo_id').references(() => farmaciaGrupo.id),
    nombre: text('nombre').notNull(),
    habilitado: boolean('habilitado').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    passwordVenceEn: timestamp('password_vence_en', { withTimezone: true }),
    /** System sections the user may use (SPEC §3 "System sections"). */
    seccionesHabilitadas: jsonb('secciones_habilitadas').$type<number[]>().notNull().default([]),
    /**
     * Bumped whenever pharmacy, roles, sections or state change, or an administrator sets the password: access tokens
     * carry it, so older ones stop working (auth/vigencia.ts), and silent renewal answers ContextChanged.
     */
    versionContexto: integer('version_contexto').notNull().default(1),
    ultimoEditorUserId: text('ultimo_editor_user_id'),
    creadorUserId: text('creador_user_id'),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow().$defaultFn(ahora),
    ultimaActualizacion: timestamp('ultima_actualizacion', { withTimezone: true }).notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [index('usuario_farmacia_idx').on(t.farmaciaId)],
);

export const usuarioRol = pgTable(
  'usuario_rol',
  {
    usuarioId: text('usuario_id').notNull().references(() => usuario.id, { onDelete: 'cascade' }),
    rolId: integer('rol_id').notNull().references(() => rol.id),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.rolId] })],
);

/**
 * What administrators did to the users of a pharmacy (SPEC §2 user administration): who, when and what changed, never
 * a password. Kept after the user is deleted, so it references no user row.
 */
export const usuarioAuditoria = pgTable(
  'usuario_auditoria',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usuarioId: text('usuario_id').notNull(),
    farmaciaId: integer('farmacia_id').notNull(),
    autorUserId: text('autor_user_id').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow().$defaultFn(ahora),
    /** Alta, Modificacion (enabling and disabling too), Roles, Password or Baja (ACCIONES_AUDITORIA_USUARIO). */
    accion: text('accion').notNull(),
    /** The fields that changed, before and after as text; a password reset records only that it happened. */
    cambios: jsonb('cambios').$type<{ campo: string; antes: string | null; despues: string | null }[]>().notNull().default([]),
  },
  (t) => [index('usuario_auditoria_usuario_idx').on(t.usuarioId, t.fecha)],
);
