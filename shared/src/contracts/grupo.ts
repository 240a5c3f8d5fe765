import { z } from 'zod';

export const grupoIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'El id de grupo debe ser un número.' }).int('El id de grupo debe ser un número entero.').positive('El id de grupo debe ser positivo.'),
});

/** Group info of SPEC §3. */
export const infoGrupoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  cantidadSociosActivos: z.number().int(),
  limiteCredito: z.number(),
  creditoTomado: z.number(),
});
export type InfoGrupo = z.infer<typeof infoGrupoSchema>;

/** Group pharmacy of SPEC §3. `fechaVencimientoResumen` is a calendar day `YYYY-MM-DD`. */
export const farmaciaGrupoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  localidad: z.string(),
  bloqueo: z.boolean(),
  descuento: z.number(),
  plazo: z.number().int(),
  reparto: z.number().int(),
  fechaVencimientoResumen: z.iso.date().nullable(),
  limiteCredito: z.number(),
  creditoTomado: z.number(),
});
export type FarmaciaGrupo = z.infer<typeof farmaciaGrupoSchema>;
