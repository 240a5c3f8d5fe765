import { asc, eq } from 'drizzle-orm';
import {
  CATALOGO_WIDGETS,
  esNombreWidget,
  leerEntradaLayout,
  nombreDeEntrada,
  widgetPermitido,
  type UltimoCambioCarrito,
  type WidgetLayout,
} from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { widgetDisponible, widgetLayout } from './tablas.js';
import { solicitudInvalida } from '../../../errores.js';
import { ultimoCambioCarrito } from '../../pedidos/carrito/index.js';
import { leerParametro } from '../../../plataforma/parametros/index.js';
import { buscarUsuarioPorId } from '../../usuarios/usuario/index.js';
import * as reloj from '../../../reloj.js';

/** SPEC §9 parameter 310: whether the personalised home is shown. */
const PARAMETRO_HOME_PERSONALIZADO = 310;

/** Who reads a dashboard: the token's roles and sections decide which widgets it is offered. */
export interface LectorTablero {
  roles: readonly string[];
  secciones: readonly number[];
}

/** The widgets the operator left available whose role and section the user holds, in their order. */
export async function widgetsDisponibles(db: Db, lector: LectorTablero): Promise<string[]> {
  const filas = await db.select({ nombre: widgetDisponible.nombre }).from(widgetDisponible).orderBy(asc(widgetDisponible.orden));
  return filas.map((f) => f.nombre).filter((n) => esNombreWidget(n) && widgetPermitido(n, lector.roles, lector.secciones));
}

/** Where the widgets sit when a user never saved a layout: the first `maximo` widgets offered, in rows of the grid. */
export function layoutInicial(nombres: readonly string[], maximo: number): WidgetLayout {
  let x = 0;
  let y = 0;
  let altoFila = 0;
  return nombres
    .filter(esNombreWidget)
    .slice(0, maximo)
    .map((nombre) => {
      const { ancho, alto } = CATALOGO_WIDGETS[nombre];
      if (x + ancho > 12) [x, y, altoFila] = [0, y + altoFila, 0];
      const entrada = `${nombre}:${x}:${y}:${ancho}:${alto}`;
      x += ancho;
      altoFila = Math.max(altoFila, alto);
      return entrada;
    });
}

/**
 * The user's saved layout without widgets withdrawn since (or whose role the user lost), at most `maximo` of them; the
 * initial one when none was saved.
 */
export async function leerLayout(db: Db, userId: string, lector: LectorTablero, maximo: number): Promise<WidgetLayout> {
  const disponibles = await widgetsDisponibles(db, lector);
  const [fila] = await db.select({ widgets: widgetLayout.widgets }).from(widgetLayout).where(eq(widgetLayout.userId, userId));
  if (!fila) return layoutInicial(disponibles, maximo);
  return fila.widgets.filter((w) => disponibles.includes(nombreDeEntrada(w)) && leerEntradaLayout(w) !== null).slice(0, maximo);
}

/** Saves the layout in one statement, so a refused one leaves the saved layout as it was. */
export async function guardarLayout(db: Db, userId: string, lector: LectorTablero, widgets: WidgetLayout, maximo: number, ahora = reloj.ahora()): Promise<WidgetLayout> {
  if (widgets.length > maximo) {
    throw solicitudInvalida(`Como máximo ${maximo} widgets.`, { widgets: [`El tablero admite hasta ${maximo} widgets; se enviaron ${widgets.length}.`] });
  }
  const disponibles = new Set(await widgetsDisponibles(db, lector));
  const desconocidos = widgets.map(nombreDeEntrada).filter((w) => !disponibles.has(w));
  if (desconocidos.length) {
    throw solicitudInvalida(`Widget desconocido: ${desconocidos.join(', ')}.`, { widgets: desconocidos.map((w) => `El widget '${w}' no existe.`) });
  }
  await db
    .insert(widgetLayout)
    .values({ userId, widgets, actualizado: ahora })
    .onConflictDoUpdate({ target: widgetLayout.userId, set: { widgets, actualizado: ahora } });
  return widgets;
}

export async function homePersonalizado(db: Db): Promise<boolean> {
  const valor = await leerParametro(db, PARAMETRO_HOME_PERSONALIZADO);
  return valor === null || ['1', 'true', 'si', 'sí', 's'].includes(valor.trim().toLowerCase());
}

/** The cart widget's "who changed it last": the author's name of the latest line (null when the user was removed). */
export async function ultimoCambioDelCarrito(db: Db, farmaciaId: number): Promise<UltimoCambioCarrito> {
  const cambio = await ultimoCambioCarrito(db, farmaciaId);
  if (!cambio) return { usuario: null, fecha: null };
  const autor = cambio.userId ? await buscarUsuarioPorId(db, cambio.userId) : null;
  return { usuario: autor?.nombre ?? null, fecha: cambio.fecha.toISOString() };
}
