import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';

/** Pharmacy group (SPEC §3 "Group info"): its pharmacies point at it, its routes are the group's current account. */
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

/** Column layout of the order files a pharmacy imports (SPEC §3 "File import format"). */
export interface CampoFormatoArchivo {
  presente: boolean;
  indice: number;
  longitud: number;
}

export const formatoArchivoFarmacia = pgTable('formato_archivo_farmacia', {
  farmaciaId: integer('farmacia_id')
    .primaryKey()
    .references(() => farmacia.id),
  sistemaFarmacias: text('sistema_farmacias').notNull(),
  troquel: jsonb('troquel').$type<CampoFormatoArchivo>().notNull(),
  codigoBarras: jsonb('codigo_barras').$type<CampoFormatoArchivo>().notNull(),
  cantidad: jsonb('cantidad').$type<CampoFormatoArchivo>().notNull(),
  nroOrden: jsonb('nro_orden').$type<CampoFormatoArchivo>().notNull(),
  nombreProducto: jsonb('nombre_producto').$type<CampoFormatoArchivo>().notNull(),
});

/**
 * Delivery shift (SPEC §3). `horaCierre` (`HH:mm`, distributor's time) is when orders for it close, on each of its
 * `dias` (ISO weekdays: 1 Monday … 7 Sunday); a Saturday shift runs on 6 alone.
 */
export const turno = pgTable('turno', {
  id: integer('id').primaryKey(),
  obs: text('obs').notNull(),
  activo: boolean('activo').notNull().default(true),
  horaCierre: varchar('hora_cierre', { length: 5 }).notNull(),
  // Every day by default: the shifts that existed before weekdays were kept closed every day.
  dias: smallint('dias').array().notNull().default(sql`'{1,2,3,4,5,6,7}'::smallint[]`),
});

/** Shifts a pharmacy may choose when confirming. */
export const turnoFarmacia = pgTable(
  'turno_farmacia',
  {
    farmaciaId: integer('farmacia_id')
      .notNull()
      .references(() => farmacia.id),
    turnoId: integer('turno_id')
      .notNull()
      .references(() => turno.id),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.farmaciaId, t.turnoId] })],
);
