import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { categoria } from '../categoria/tablas.js';
import { droga } from '../droga/tablas.js';
import { farmacia } from '../../../plataforma/farmacia/tablas.js';
import { laboratorio } from '../laboratorio/tablas.js';
import { dinero, instante } from '../../../db/columnas.js';
import { ahora } from '../../../reloj.js';

/**
 * Product (SPEC §3). `flags` holds the bits of SPEC §4 (1 traceable, 2 refrigerated, 4 psychotropic, …, 16384 coeliac-suitable);
 * the named booleans repeat the ones the client reads directly.
 */
export const producto = pgTable(
  'producto',
  {
    troquel: integer('troquel').primaryKey(),
    codigoBarras: varchar('codigo_barras', { length: 14 }).notNull(),
    codigoBarras1: varchar('codigo_barras1', { length: 14 }),
    nombre: text('nombre').notNull(),
    /** The pack as sold: form and units ("Comprimidos x 20"). */
    presentacion: text('presentacion'),
    descripcionExtendida: text('descripcion_extendida'),
    laboratorioId: integer('laboratorio_id').notNull().references(() => laboratorio.id),
    drogaId: integer('droga_id').references(() => droga.id),
    categoriaId: integer('categoria_id').notNull().references(() => categoria.id),
    panalPami: boolean('panal_pami').notNull().default(false),
    imagen: text('imagen'),
    noSeFabricaMas: boolean('no_se_fabrica_mas').notNull().default(false),
    fechaBaja: date('fecha_baja'),
    flags: integer('flags').notNull().default(0),
    iva105: boolean('iva105').notNull().default(false),
    iva21: boolean('iva21').notNull().default(false),
    refrigerado: boolean('refrigerado').notNull().default(false),
    aptoCeliaco: boolean('apto_celiaco').notNull().default(false),
    trazable: boolean('trazable').notNull().default(false),
    psicofarmaco: boolean('psicofarmaco').notNull().default(false),
    psicofarmacoNoFacturable: boolean('psicofarmaco_no_facturable').notNull().default(false),
    categorizable: boolean('categorizable').notNull().default(true),
    /** Whether returns of this product need a lot check (`/api/producto/tieneLote`). */
    tieneLote: boolean('tiene_lote').notNull().default(false),
    /** Drives `Last-Modified` of the cacheable product list. */
    ultimaActualizacion: instante('ultima_actualizacion').notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [
    index('producto_codigo_barras_idx').on(t.codigoBarras),
    index('producto_codigo_barras1_idx').on(t.codigoBarras1),
    index('producto_laboratorio_idx').on(t.laboratorioId),
    index('producto_droga_idx').on(t.drogaId),
    index('producto_categoria_idx').on(t.categoriaId),
    index('producto_ultima_actualizacion_idx').on(t.ultimaActualizacion),
  ],
);

/** Price list row of a product. `iva` is the price-list VAT class of SPEC §4: 0 exempt, 2 (21 %), 3 (10.5 %). */
export const precio = pgTable('precio', {
  troquel: integer('troquel')
    .primaryKey()
    .references(() => producto.troquel),
  precioLista: dinero('precio_lista').notNull(),
  /** Price the pharmacy pays before offers (list price less the distributor's margin). */
  ultimoPrecio: dinero('ultimo_precio').notNull(),
  precioAnterior: dinero('precio_anterior'),
  iva: smallint('iva').notNull(),
  ultimoIngreso: date('ultimo_ingreso'),
  actualizado: instante('actualizado').notNull().defaultNow().$defaultFn(ahora),
});

/**
 * Stock of a product and its order rules. The stock level (SPEC §4) is derived:
 * 0 → lack, up to `umbralCritico` → critical, up to `umbralMinimo` → minimum, else normal.
 */
export const stock = pgTable('stock', {
  troquel: integer('troquel')
    .primaryKey()
    .references(() => producto.troquel),
  cantidad: integer('cantidad').notNull(),
  umbralMinimo: integer('umbral_minimo').notNull(),
  umbralCritico: integer('umbral_critico').notNull(),
  /** Order rules: minimum and maximum units per line, and the multiple the quantity must respect. */
  min: integer('min').notNull().default(1),
  max: integer('max'),
  multiplo: integer('multiplo').notNull().default(1),
});

export const productoNota = pgTable('producto_nota', {
  troquel: integer('troquel')
    .primaryKey()
    .references(() => producto.troquel),
  observacionAlComprar: text('observacion_al_comprar'),
  notaWebDescripcion: text('nota_web_descripcion'),
});

/** Products a pharmacy may not order (cart-add code 60). */
export const productoBloqueado = pgTable(
  'producto_bloqueado',
  {
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    troquel: integer('troquel')
      .notNull()
      .references(() => producto.troquel),
    motivo: text('motivo'),
    desde: instante('desde').notNull().defaultNow().$defaultFn(ahora),
  },
  (t) => [primaryKey({ columns: [t.farmaciaId, t.troquel] })],
);
