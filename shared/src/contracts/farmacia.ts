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

/** `GET /api/farmacia/{id}/cantBonos`: how many bonos are still pending. */
export const cantidadBonosSchema = z.number().int();
