import { boolean, date, index, integer, jsonb, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { farmaciaGrupo } from '../farmacia-grupo/tablas.js';

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
