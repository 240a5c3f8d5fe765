import { boolean, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { producto } from '../producto/tablas.js';
import { porcentaje, instante } from '../../../db/columnas.js';

/**
 * Combo (SPEC §3). `modoRequisito`: 0 all, 1 some, 2 reach quantity (`cantidadModo3` units);
 * `modoPremio`: 0 all additional, 1 only one additional.
 */
export const combo = pgTable(
  'combo',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leyenda: text('leyenda').notNull(),
    inicioVigencia: instante('inicio_vigencia').notNull(),
    finVigencia: instante('fin_vigencia').notNull(),
    plazo: integer('plazo').notNull().default(0),
    plazoFijo: date('plazo_fijo'),
    modoRequisito: smallint('modo_requisito').notNull(),
    modoPremio: smallint('modo_premio').notNull(),
    cantidadModo3: integer('cantidad_modo3'),
    activo: boolean('activo').notNull().default(true),
    /** Times a pharmacy may order it per day; null means no limit. */
    maximoDiario: integer('maximo_diario'),
  },
  (t) => [index('combo_vigencia_idx').on(t.inicioVigencia, t.finVigencia)],
);

/** A combo line: a requirement the pharmacy must buy, or a reward (`premio`) it gets with a discount. */
export const comboItem = pgTable(
  'combo_item',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => combo.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    premio: boolean('premio').notNull().default(false),
    cantidad: integer('cantidad').notNull(),
    descuento: porcentaje('descuento').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.comboId, t.troquel] }), index('combo_item_troquel_idx').on(t.troquel)],
);
