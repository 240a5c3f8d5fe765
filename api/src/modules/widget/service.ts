import { asc, eq } from 'drizzle-orm';
import { MAX_WIDGETS_LAYOUT, type WidgetLayout } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { widgetDisponible, widgetLayout } from '../../db/schema/index.js';
import { solicitudInvalida } from '../../errores.js';

export async function widgetsDisponibles(db: Db): Promise<string[]> {
  const filas = await db.select({ nombre: widgetDisponible.nombre }).from(widgetDisponible).orderBy(asc(widgetDisponible.orden));
  return filas.map((f) => f.nombre);
}

/** The user's saved layout without widgets that were withdrawn since; every available widget when none was saved. */
export async function leerLayout(db: Db, userId: string): Promise<WidgetLayout> {
  const disponibles = await widgetsDisponibles(db);
  const [fila] = await db.select({ widgets: widgetLayout.widgets }).from(widgetLayout).where(eq(widgetLayout.userId, userId));
  if (!fila) return disponibles.slice(0, MAX_WIDGETS_LAYOUT);
  return fila.widgets.filter((w) => disponibles.includes(w));
}

export async function guardarLayout(db: Db, userId: string, widgets: WidgetLayout, ahora = new Date()): Promise<WidgetLayout> {
  const disponibles = new Set(await widgetsDisponibles(db));
  const desconocidos = widgets.filter((w) => !disponibles.has(w));
  if (desconocidos.length) {
    throw solicitudInvalida(`Widget desconocido: ${desconocidos.join(', ')}.`, { widgets: desconocidos.map((w) => `El widget '${w}' no existe.`) });
  }
  await db
    .insert(widgetLayout)
    .values({ userId, widgets, actualizado: ahora })
    .onConflictDoUpdate({ target: widgetLayout.userId, set: { widgets, actualizado: ahora } });
  return widgets;
}
