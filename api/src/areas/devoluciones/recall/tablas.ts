import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { laboratorio } from '../../pedidos/laboratorio/tablas.js';
import { producto } from '../../pedidos/producto/tablas.js';
import { instante } from '../../../db/columnas.js';

/** Product recall. `estado`: 0 in process, 1 active, 2 logically deleted. */
export const recall = pgTable('recall', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nombre: text('nombre').notNull(),
  estado: smallint('estado').notNull().default(0),
  laboratorioId: integer('laboratorio_id').references(() => laboratorio.id),
  fechaCreacion: instante('fecha_creacion').notNull(),
  fechaPublicacion: instante('fecha_publicacion'),
  fechaCaducidad: instante('fecha_caducidad'),
});

export interface LoteRecall {
  lote: string;
  /** `YYYY-MM-DD`. */
  fechaVencimiento: string;
}

/** A recalled product with the lots (and their expiry) the recall covers. */
export const recallItem = pgTable(
  'recall_item',
  {
    recallId: integer('recall_id')
      .notNull()
      .references(() => recall.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    lotesYVencimientos: jsonb('lotes_y_vencimientos').$type<LoteRecall[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.troquel] }), index('recall_item_troquel_idx').on(t.troquel)],
);
