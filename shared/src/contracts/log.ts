import { z } from 'zod';

/** `POST /api/kibana/log`. */
export const logClienteSchema = z.object({
  mensaje: z.string().trim().min(1, 'El mensaje es obligatorio.').max(4000, 'El mensaje es demasiado largo.'),
});
export type LogCliente = z.infer<typeof logClienteSchema>;
