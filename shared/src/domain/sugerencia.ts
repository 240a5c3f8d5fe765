/**
 * The suggested order (issue 17): from a pharmacy's own history, the products it is due to order again. A pure rule,
 * so the API (pedido module), its tests and the bench all run the same one.
 *
 * - A product ordered on at least `MINIMO_DIAS_PEDIDO` different days has a rhythm, the median gap between those days,
 *   when the gaps keep to it (their median distance to it at most half of it).
 * - The order being built has to last until the pharmacy's next one: the horizon is its usual gap between orders (the
 *   median over its order days of the last 90 days, at most a week). A product is due when the days since its last
 *   order plus that horizon reach ~80 % of its rhythm; one not ordered for more than three rhythms (and two weeks) was
 *   dropped by the pharmacy, not forgotten, and is not suggested.
 * - Season: a product ordered in this same month-long window a year ago, and not in the last 90 days, is suggested too.
 * - The quantity is the median of what it orders per day; the most regular and most overdue come first.
 */
export interface CompraHistorica {
  troquel: number;
  /** The distributor's calendar day of the order, `YYYY-MM-DD`. */
  dia: string;
  cantidad: number;
}

export interface Sugerencia {
  troquel: number;
  cantidad: number;
  /** Its rhythm in days (null for a seasonal suggestion). */
  intervaloDias: number | null;
  diasDesdeUltimo: number;
  /** Why, in the user's words: "lo pide cada 7 días; último pedido hace 9 días". */
  motivo: string;
  /** Higher first. */
  puntaje: number;
}

export const MINIMO_DIAS_PEDIDO = 3;
export const MAXIMO_SUGERENCIAS = 40;
const UMBRAL_VENCIDO = 0.8;
/** Median distance of the gaps to the rhythm, as a share of it, above which the product has no rhythm. */
const DISPERSION_MAXIMA = 0.5;
const VENTANA_TEMPORADA = 15;
const DIAS_RECIENTES = 90;
const HORIZONTE_MAXIMO = 7;

const diaEnMs = (dia: string) => Date.parse(`${dia}T00:00:00Z`);
const diasEntre = (desde: string, hasta: string) => Math.round((diaEnMs(hasta) - diaEnMs(desde)) / 86_400_000);
const dias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

function mediana(valores: readonly number[]): number {
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2 ? orden[medio]! : (orden[medio - 1]! + orden[medio]!) / 2;
}

/** Days until the pharmacy's next usual order: the median gap between its order days of the last 90 days (0 to 7). */
export function horizonteDias(compras: readonly CompraHistorica[], hoy: string): number {
  const diasPedido = [...new Set(compras.filter((c) => c.cantidad > 0 && diasEntre(c.dia, hoy) > 0 && diasEntre(c.dia, hoy) <= DIAS_RECIENTES).map((c) => c.dia))].sort();
  if (diasPedido.length < MINIMO_DIAS_PEDIDO) return 0;
  return Math.min(HORIZONTE_MAXIMO, Math.round(mediana(diasPedido.slice(1).map((d, i) => diasEntre(diasPedido[i]!, d)))));
}

/** Suggestions for `hoy` (`YYYY-MM-DD`) from the purchases before it, best first, at most `maximo`. */
export function sugerirPedido(compras: readonly CompraHistorica[], hoy: string, maximo = MAXIMO_SUGERENCIAS): Sugerencia[] {
  const horizonte = horizonteDias(compras, hoy);
  const porProducto = new Map<number, Map<string, number>>();
  for (const c of compras) {
    if (c.cantidad <= 0 || diasEntre(c.dia, hoy) <= 0) continue;
    const porDia = porProducto.get(c.troquel) ?? new Map<string, number>();
    porDia.set(c.dia, (porDia.get(c.dia) ?? 0) + c.cantidad);
    porProducto.set(c.troquel, porDia);
  }

  const sugerencias: Sugerencia[] = [];
  for (const [troquel, porDia] of porProducto) {
    const diasPedido = [...porDia.keys()].sort();
    const ultimo = diasPedido.at(-1)!;
    const diasDesdeUltimo = diasEntre(ultimo, hoy);
    const cantidad = Math.max(1, Math.round(mediana([...porDia.values()])));

    if (diasPedido.length >= MINIMO_DIAS_PEDIDO) {
      const brechas = diasPedido.slice(1).map((d, i) => diasEntre(diasPedido[i]!, d));
      const intervalo = Math.max(1, Math.round(mediana(brechas)));
      // A rhythm only if the gaps keep to it: bought now and then, however often, is not a staple to suggest.
      const dispersion = mediana(brechas.map((b) => Math.abs(b - intervalo))) / intervalo;
      // How far into its rhythm the product will be when the next order after this one comes.
      const vencimiento = (diasDesdeUltimo + horizonte) / intervalo;
      if (dispersion <= DISPERSION_MAXIMA && vencimiento >= UMBRAL_VENCIDO && diasDesdeUltimo <= 3 * intervalo + 14) {
        // Regular products (many days, short rhythm) first; among them the most overdue, up to twice the rhythm.
        const puntaje = Math.log2(1 + diasPedido.length) * Math.min(vencimiento, 2) / Math.sqrt(intervalo);
        sugerencias.push({ troquel, cantidad, intervaloDias: intervalo, diasDesdeUltimo, motivo: `lo pide cada ${dias(intervalo)}; último pedido hace ${dias(diasDesdeUltimo)}`, puntaje });
        continue;
      }
    }
    const haceUnAnio = diasPedido.some((d) => Math.abs(diasEntre(d, hoy) - 365) <= VENTANA_TEMPORADA);
    if (haceUnAnio && diasDesdeUltimo > 90) {
      sugerencias.push({ troquel, cantidad, intervaloDias: null, diasDesdeUltimo, motivo: 'lo pidió en esta época el año pasado', puntaje: 0.05 });
    }
  }
  return sugerencias.sort((a, b) => b.puntaje - a.puntaje || a.troquel - b.troquel).slice(0, maximo);
}
