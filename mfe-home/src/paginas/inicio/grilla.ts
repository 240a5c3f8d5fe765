import { CATALOGO_WIDGETS, COLUMNAS_TABLERO, esNombreWidget, escribirEntradaLayout, leerEntradaLayout, type WidgetUbicado } from '@portal/shared/contracts';

/** Entries of the saved layout as grid items; unknown widgets are dropped, bare names placed below the rest. */
export function aUbicados(entradas: readonly string[]): WidgetUbicado[] {
  const ubicados: WidgetUbicado[] = [];
  for (const entrada of entradas) {
    const leida = leerEntradaLayout(entrada);
    if (!leida || !esNombreWidget(leida.nombre)) continue;
    if (leida.x !== undefined) ubicados.push(leida as WidgetUbicado);
    else ubicados.push(agregarAlFinal(ubicados, leida.nombre));
  }
  return ubicados;
}

/** The widgets shown: those the user may have (all while that list is unknown), never more than `maximo`. */
export const aMostrar = (ubicados: readonly WidgetUbicado[], ofrecidos: ReadonlySet<string> | null, maximo: number): WidgetUbicado[] =>
  ubicados.filter((u) => !ofrecidos || ofrecidos.has(u.nombre)).slice(0, maximo);

export const aEntradas = (ubicados: readonly WidgetUbicado[]): string[] => ubicados.map(escribirEntradaLayout);

/** A new widget at its default size under every other one (the grid compacts it upwards). */
export function agregarAlFinal(ubicados: readonly WidgetUbicado[], nombre: string): WidgetUbicado {
  const def = esNombreWidget(nombre) ? CATALOGO_WIDGETS[nombre] : { ancho: 4, alto: 3 };
  const y = ubicados.reduce((max, u) => Math.max(max, u.y + u.h), 0);
  return { nombre, x: 0, y, w: def.ancho, h: def.alto };
}

export type Movimiento = 'izquierda' | 'derecha' | 'arriba' | 'abajo' | 'ensanchar' | 'angostar' | 'alargar' | 'acortar';

/** The keyboard's way to move and resize a widget, one cell at a time, inside the grid's columns. */
export function mover(u: WidgetUbicado, m: Movimiento): WidgetUbicado {
  switch (m) {
    case 'izquierda':
      return { ...u, x: Math.max(0, u.x - 1) };
    case 'derecha':
      return { ...u, x: Math.min(COLUMNAS_TABLERO - u.w, u.x + 1) };
    case 'arriba':
      return { ...u, y: Math.max(0, u.y - 1) };
    case 'abajo':
      return { ...u, y: u.y + 1 };
    case 'ensanchar':
      return { ...u, w: Math.min(COLUMNAS_TABLERO - u.x, u.w + 1) };
    case 'angostar':
      return { ...u, w: Math.max(2, u.w - 1) };
    case 'alargar':
      return { ...u, h: Math.min(12, u.h + 1) };
    case 'acortar':
      return { ...u, h: Math.max(2, u.h - 1) };
  }
}
