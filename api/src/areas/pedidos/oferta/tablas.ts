import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { producto } from '../producto/tablas.js';
import { porcentaje, instante } from '../../../db/columnas.js';

/** Offer (SPEC §3): a discount on some troqueles during its validity. `plazo` is the payment term in days. */
export const oferta = pgTable(
  'oferta',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leyenda: text('leyenda').notNull(),
    descripcion: text('descripcion'),
    inicioVigencia: instante('inicio_vigencia').notNull(),
    finVigencia: instante('fin_vigencia').notNull(),
    plazo: integer('plazo').notNull().default(0),
    plazoFijo: date('plazo_fijo'),
    activa: boolean('activa').notNull().default(true),
    /** Group members may not order it (restriction rejection "members cannot order the offer"). */
    excluyeSocios: boolean('excluye_socios').notNull().default(false),
  },
  (t) => [index('oferta_vigencia_idx').on(t.inicioVigencia, t.finVigencia)],
);

export const ofertaTroquel = pgTable(
  'oferta_troquel',
  {
    ofertaId: integer('oferta_id')
      .notNull()
      .references(() => oferta.id, { onDelete: 'cascade' }),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    descuento: porcentaje('descuento').notNull(),
    cantidadMinima: integer('cantidad_minima').notNull().default(1),
    /** Maximum units per order; null means no limit. */
    cantidadMaxima: integer('cantidad_maxima'),
    /** Units the offer can still sell in total (limited offers); null means unlimited. */
    cantidadDisponible: integer('cantidad_disponible'),
  },
  (t) => [primaryKey({ columns: [t.ofertaId, t.troquel] }), index('oferta_troquel_troquel_idx').on(t.troquel)],
);
