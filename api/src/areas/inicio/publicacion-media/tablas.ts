import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instante } from '../../../db/columnas.js';

/** Item of the social-media feed (`/api/StarhopperF8/ultimas/{n}`); a name ending in mp4 is a video. */
export const publicacionMedia = pgTable('publicacion_media', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  mediaUrlFilename: text('media_url_filename').notNull(),
  texto: text('texto'),
  fecha: instante('fecha').notNull(),
});
