import { z } from 'zod';
import type { Rol } from '../domain/roles.js';

/**
 * Most entries a layout body may carry at all (its shape). The dashboard's real maximum is the `maxWidgetsDashboard`
 * of the site's config.json, which the API enforces with its own setting of the same value (MAX_WIDGETS_DASHBOARD).
 */
export const MAX_WIDGETS_LAYOUT = 20;

/** The shipped `maxWidgetsDashboard` (host/public/config.json) and the API's default maximum. */
export const MAX_WIDGETS_DASHBOARD_POR_DEFECTO = 6;

/** Columns of the dashboard grid. */
export const COLUMNAS_TABLERO = 12;

export interface DefinicionWidget {
  titulo: string;
  /** The role whose data the widget reads; null for what every signed-in user may read. */
  rol: Rol | null;
  /** The system section the widget's data needs too (SPEC §2), when it needs one. */
  seccion?: number;
  /** Default size in grid cells. */
  ancho: number;
  alto: number;
}

/**
 * Every widget the portal knows, in the order they are offered. `GET /api/widget/widgets` lists those the operator left
 * available (table `widget_disponible`) whose role the user holds.
 */
export const CATALOGO_WIDGETS = {
  carrito: { titulo: 'Carrito actual', rol: 'Pedidos', ancho: 4, alto: 3 },
  'proximo-cierre': { titulo: 'Próximo cierre de reparto', rol: null, ancho: 4, alto: 3 },
  'saldo-cuenta-corriente': { titulo: 'Saldo de cuenta corriente', rol: 'CuentaCorriente', ancho: 4, alto: 3 },
  'ultimos-pedidos': { titulo: 'Últimos pedidos', rol: 'Pedidos', ancho: 6, alto: 4 },
  recuperador: { titulo: 'Recuperador', rol: 'Pedidos', ancho: 6, alto: 4 },
  bonos: { titulo: 'Bonos pendientes', rol: 'Pedidos', ancho: 4, alto: 2 },
  recalls: { titulo: 'Recalls vigentes', rol: 'Devoluciones', seccion: 41, ancho: 6, alto: 4 },
  evento: { titulo: 'Evento', rol: null, ancho: 4, alto: 3 },
  novedades: { titulo: 'Novedades', rol: null, ancho: 4, alto: 3 },
  banners: { titulo: 'Banners', rol: null, ancho: 12, alto: 4 },
} as const satisfies Record<string, DefinicionWidget>;

export type NombreWidget = keyof typeof CATALOGO_WIDGETS;
export const NOMBRES_WIDGET = Object.keys(CATALOGO_WIDGETS) as NombreWidget[];
export const esNombreWidget = (nombre: string): nombre is NombreWidget => Object.hasOwn(CATALOGO_WIDGETS, nombre);

/** Whether a user with these roles and sections may see the widget. */
export const widgetPermitido = (nombre: NombreWidget, roles: readonly string[], secciones: readonly number[]): boolean => {
  const { rol, seccion }: DefinicionWidget = CATALOGO_WIDGETS[nombre];
  return (rol === null || roles.includes(rol)) && (seccion === undefined || secciones.includes(seccion));
};

/** `GET /api/widget/carrito-ultimo-cambio`: who changed the pharmacy's current cart last and when (nulls for an empty cart). */
export const ultimoCambioCarritoSchema = z.object({
  usuario: z.string().nullable(),
  fecha: z.iso.datetime({ offset: true }).nullable(),
});
export type UltimoCambioCarrito = z.infer<typeof ultimoCambioCarritoSchema>;

/** A widget placed on the grid, in cells. */
export interface WidgetUbicado {
  nombre: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * SPEC §3 keeps the layout a list of strings, so each entry carries its place: `nombre:x:y:w:h` (cells). A bare
 * `nombre` is accepted too and placed where it fits.
 */
const ENTRADA_LAYOUT = /^([a-z][a-z0-9-]{0,59})(?::(\d{1,2}):(\d{1,3}):(\d{1,2}):(\d{1,2}))?$/;

export const nombreDeEntrada = (entrada: string): string => entrada.split(':', 1)[0]!;

/** The widget an entry names and where it sits; null for an entry that is not well formed. */
export function leerEntradaLayout(entrada: string): (Omit<WidgetUbicado, 'x' | 'y' | 'w' | 'h'> & Partial<WidgetUbicado>) | null {
  const m = ENTRADA_LAYOUT.exec(entrada);
  if (!m) return null;
  if (m[2] === undefined) return { nombre: m[1]! };
  return { nombre: m[1]!, x: Number(m[2]), y: Number(m[3]), w: Number(m[4]), h: Number(m[5]) };
}

export const escribirEntradaLayout = ({ nombre, x, y, w, h }: WidgetUbicado): string => `${nombre}:${x}:${y}:${w}:${h}`;

/** Dashboard layout of SPEC §3: one entry per widget (see ENTRADA_LAYOUT), in display order. */
export const widgetLayoutSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'El nombre del widget es obligatorio.')
      .max(80, 'El nombre del widget es demasiado largo.')
      .refine((e) => {
        const u = leerEntradaLayout(e);
        return u !== null && (u.x === undefined || (u.x + u.w! <= COLUMNAS_TABLERO && u.w! >= 1 && u.h! >= 1));
      }, 'Cada widget se indica como nombre o nombre:x:y:ancho:alto dentro de las 12 columnas del tablero.'),
  )
  .max(MAX_WIDGETS_LAYOUT, `Como máximo ${MAX_WIDGETS_LAYOUT} widgets.`)
  .refine((entradas) => new Set(entradas.map(nombreDeEntrada)).size === entradas.length, { error: 'Un widget no puede repetirse.' });
export type WidgetLayout = z.infer<typeof widgetLayoutSchema>;

export const widgetsDisponiblesSchema = z.array(z.string());

/** `GET /api/homePersonalizado`: whether the personalised dashboard is shown (system parameter 310). */
export const homePersonalizadoSchema = z.boolean();
