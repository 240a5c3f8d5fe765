import { z } from 'zod';

/** Most widgets a dashboard may hold. */
export const MAX_WIDGETS_LAYOUT = 20;

/** Dashboard layout of SPEC §3: widget names in display order. */
export const widgetLayoutSchema = z
  .array(z.string().trim().min(1, 'El nombre del widget es obligatorio.').max(60, 'El nombre del widget es demasiado largo.'))
  .max(MAX_WIDGETS_LAYOUT, `Como máximo ${MAX_WIDGETS_LAYOUT} widgets.`)
  .refine((nombres) => new Set(nombres).size === nombres.length, { error: 'Un widget no puede repetirse.' });
export type WidgetLayout = z.infer<typeof widgetLayoutSchema>;

export const widgetsDisponiblesSchema = z.array(z.string());
