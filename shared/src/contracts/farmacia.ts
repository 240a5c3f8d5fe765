import { z } from 'zod';

export const farmaciaIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'El id de farmacia debe ser un número.' }).int('El id de farmacia debe ser un número entero.').positive('El id de farmacia debe ser positivo.'),
});

/** Pharmacy of SPEC §3. `fechaVencimiento` is a calendar day `YYYY-MM-DD`. */
export const farmaciaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  razonSocial: z.string(),
  descuento: z.number(),
  plazo: z.number().int(),
  saldo: z.number(),
  direccion: z.string(),
  localidad: z.string(),
  codPostal: z.string(),
  cuit: z.string(),
  ingresosBrutos: z.string(),
  directorTecnico: z.string(),
  sucursal: z.number().int(),
  fechaVencimiento: z.iso.date().nullable(),
  tipoContribuyente: z.number().int(),
  tipoFarmacia: z.number().int(),
  nroReparto: z.number().int(),
  gln: z.string().nullable(),
});
export type Farmacia = z.infer<typeof farmaciaSchema>;

/** Server time of SPEC §3: instants in ISO 8601. */
export const infoHorasSchema = z.object({
  horaServidor: z.iso.datetime(),
  /** Today's delivery-round closing, or the next one once today's has passed. */
  cierreReparto: z.iso.datetime(),
  /** True during the 30 minutes after a closing. */
  repartoCerradoRecientemente: z.boolean(),
});
export type InfoHoras = z.infer<typeof infoHorasSchema>;

/** Where a field sits in a line of an imported order file: zero-based start and length in characters. */
export const campoFormatoArchivoSchema = z.object({
  presente: z.boolean(),
  indice: z.number().int(),
  longitud: z.number().int(),
});

export const formatoArchivoSchema = z.object({
  troquel: campoFormatoArchivoSchema,
  codigoBarras: campoFormatoArchivoSchema,
  cantidad: campoFormatoArchivoSchema,
  nroOrden: campoFormatoArchivoSchema,
  nombreProducto: campoFormatoArchivoSchema,
  sistemaFarmacias: z.string(),
});
export type FormatoArchivo = z.infer<typeof formatoArchivoSchema>;

/** An order file the pharmacy imported and the portal keeps (`GET /api/farmacia/archivoImportado`, answer of its POST). */
export const resumenArchivoImportadoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  fecha: z.iso.datetime({ offset: true }).describe('Cuándo se importó (ISO 8601)'),
  tamano: z.number().int().describe('Bytes del archivo'),
});
export type ResumenArchivoImportado = z.infer<typeof resumenArchivoImportadoSchema>;

/**
 * `POST /api/farmacia/archivoImportado`: JSON like every other call, the file's bytes in base64 (order files are small;
 * an xlsx stays intact).
 */
export const subidaArchivoImportadoSchema = z.object({
  nombre: z.string().trim().min(1, 'Indique el nombre del archivo.').max(255, 'El nombre del archivo no puede superar 255 caracteres.'),
  contenido: z.string().describe('Los bytes del archivo en base64'),
});
export type SubidaArchivoImportado = z.infer<typeof subidaArchivoImportadoSchema>;

/** `GET /api/farmacia/{id}/cantBonos`: how many bonos are still pending. */
export const cantidadBonosSchema = z.number().int();
