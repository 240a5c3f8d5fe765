import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';

/** Event with attendee registration (SPEC §3); `fecha` and `duracion` are display strings. */
export const evento = pgTable('evento', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nombre: text('nombre').notNull(),
  fecha: text('fecha').notNull(),
  maxInscriptosPorSocio: integer('max_inscriptos_por_socio').notNull(),
  direccion: text('direccion').notNull(),
  duracion: text('duracion').notNull(),
  almuerzo: boolean('almuerzo').notNull().default(false),
  observaciones: text('observaciones'),
  activo: boolean('activo').notNull().default(false),
});

export const inscripto = pgTable(
  'inscripto',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    dni: varchar('dni', { length: 10 }).notNull(),
    nombre: text('nombre').notNull(),
    telefono: text('telefono').notNull(),
    email: text('email').notNull(),
  },
  (t) => [index('inscripto_evento_farmacia_idx').on(t.eventoId, t.farmaciaId)],
);
