import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, varchar, date, index } from 'drizzle-orm/pg-core';

/** Pharmacy group (SPEC §3 "Group info"). */
export const farmaciaGrupo = pgTable('farmacia_grupo', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  limiteCredito: numeric('limite_credito', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
});

/** Pharmacy (SPEC §3 "Pharmacy"). */
export const farmacia = pgTable(
  'farmacia',
  {
    id: integer('id').primaryKey(),
    nombre: text('nombre').notNull(),
    razonSocial: text('razon_social').notNull(),
    descuento: numeric('descuento', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    plazo: integer('plazo').notNull().default(0),
    saldo: numeric('saldo', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    limiteCredito: numeric('limite_credito', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    direccion: text('direccion').notNull(),
    localidad: text('localidad').notNull(),
    codPostal: varchar('cod_postal', { length: 8 }).notNull(),
    cuit: varchar('cuit', { length: 13 }).notNull(),
    ingresosBrutos: varchar('ingresos_brutos', { length: 20 }).notNull(),
    directorTecnico: text('director_tecnico').notNull(),
    /** Branch of the distributor that serves it: 1 capital, 2 Carapachay. */
    sucursal: integer('sucursal').notNull(),
    fechaVencimiento: date('fecha_vencimiento'),
    /** Taxpayer type (SPEC §4): 0 final consumer, 1 registered, 2 not registered, 3 exempt, 4 small taxpayer, 5 VAT penalty. */
    tipoContribuyente: integer('tipo_contribuyente').notNull(),
    /** Pharmacy type (SPEC §4): 0 pharmacy, 1 first-aid kit, 2 drugstore, 3 perfumery. */
    tipoFarmacia: integer('tipo_farmacia').notNull(),
    nroReparto: integer('nro_reparto').notNull(),
    gln: varchar('gln', { length: 13 }),
    grupoId: integer('grupo_id').references(() => farmaciaGrupo.id),
    bloqueada: boolean('bloqueada').notNull().default(false),
    /** Delivery-round closing time of day, `HH:mm` in the distributor's time zone. */
    cierreReparto: varchar('cierre_reparto', { length: 5 }).notNull().default('18:00'),
  },
  (t) => [index('farmacia_grupo_idx').on(t.grupoId)],
);

export const rol = pgTable('rol', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull().unique(),
  /** Whether a pharmacy administrator may assign it (`/api/Rol/Asignables`). */
  asignable: boolean('asignable').notNull().default(true),
});

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
    /** Bumped whenever pharmacy, roles or sections change, so silent renewal can answer ContextChanged. */
    versionContexto: integer('version_contexto').notNull().default(1),
    ultimoEditorUserId: text('ultimo_editor_user_id'),
    creadorUserId: text('creador_user_id'),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    ultimaActualizacion: timestamp('ultima_actualizacion', { withTimezone: true }).notNull().defaultNow(),
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

/** Storage of the embedded OIDC provider (sessions, grants, codes, refresh tokens), shared by every API process. */
export const oidcRegistro = pgTable(
  'oidc_registro',
  {
    id: text('id').notNull(),
    tipo: text('tipo').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiraEn: timestamp('expira_en', { withTimezone: true }),
    consumidoEn: timestamp('consumido_en', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.id] }), index('oidc_registro_grant_idx').on(t.grantId), index('oidc_registro_uid_idx').on(t.uid)],
);
