import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { usuario } from '../../usuarios/usuario/tablas.js';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { instante } from '../../../db/columnas.js';

/** News for one pharmacy (`GET /api/novedad/{id}` shows the latest published one). */
export const novedad = pgTable(
  'novedad',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    noticia: text('noticia').notNull(),
    fechaPublicacion: instante('fecha_publicacion').notNull(),
  },
  (t) => [index('novedad_farmacia_fecha_idx').on(t.farmaciaId, t.fechaPublicacion)],
);

/** When a user last read a news item (SPEC §4: the modal shows again after `popUpRepeticion` days). */
export const novedadLectura = pgTable(
  'novedad_lectura',
  {
    userId: text('user_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    novedadId: integer('novedad_id')
      .notNull()
      .references(() => novedad.id, { onDelete: 'cascade' }),
    leidaEn: instante('leida_en').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.novedadId] })],
);
