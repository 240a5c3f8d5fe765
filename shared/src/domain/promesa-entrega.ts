import type { CoberturaLinea, RondaEntrega } from '../contracts/entregas.js';
import { ZONA_DISTRIBUIDORA } from './zona-horaria.js';

export type TipoPromesa = 'este-reparto' | 'proximo-reparto' | 'parcial' | 'recuperador' | 'sin-reparto';

export interface PromesaEntrega {
  tipo: TipoPromesa;
  /** The round the line goes in (null when no stock or no round is known). */
  ronda: RondaEntrega | null;
  texto: string;
}

const dia = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_DISTRIBUIDORA, year: 'numeric', month: '2-digit', day: '2-digit' });
const hora = new Intl.DateTimeFormat('es-AR', { timeZone: ZONA_DISTRIBUIDORA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const partesFecha = new Intl.DateTimeFormat('es-AR', { timeZone: ZONA_DISTRIBUIDORA, weekday: 'short', day: '2-digit', month: '2-digit' });

/** "sáb 28/11": built from parts, since ICU versions disagree on the separators of es-AR's short date. */
function fechaCorta(instante: number): string {
  const partes = Object.fromEntries(partesFecha.formatToParts(instante).map((p) => [p.type, p.value]));
  return `${String(partes.weekday).replace(/\.$/, '')} ${partes.day}/${partes.month}`;
}

/** Days between two distributor calendar days (`YYYY-MM-DD`). */
const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

/** "el reparto de hoy (cierra 20:00)", "el segundo reparto de mañana (cierra 13:30)", "el reparto del sáb 28/11 (cierra 11:00)". */
export function describirRonda(ronda: RondaEntrega, ahora: number): string {
  const cierre = Date.parse(ronda.cierre);
  const distancia = diasEntre(dia.format(ahora), dia.format(cierre));
  const cuando = distancia === 0 ? 'de hoy' : distancia === 1 ? 'de mañana' : `del ${fechaCorta(cierre)}`;
  const nombre = ronda.tipo === 'segundo-reparto' ? 'el segundo reparto' : 'el reparto';
  return `${nombre} ${cuando} (cierra ${hora.format(cierre)})`;
}

/**
 * When a cart line would arrive if the order were confirmed now (`ahora`, server time): with the first round that has
 * not closed; only what the stock covers (the rest stays in the recoverer, as the fulfilment job does); nothing when
 * there is no stock. "Este reparto" is a round closing today, in the distributor's calendar.
 */
export function promesaEntrega(linea: Pick<CoberturaLinea, 'cantidad' | 'cubierta'>, rondas: readonly RondaEntrega[], ahora: number): PromesaEntrega {
  if (linea.cubierta <= 0) return { tipo: 'recuperador', ronda: null, texto: 'Sin stock: quedaría en el recuperador' };
  const ronda = [...rondas].filter((r) => Date.parse(r.cierre) > ahora).sort((a, b) => Date.parse(a.cierre) - Date.parse(b.cierre))[0];
  if (!ronda) return { tipo: 'sin-reparto', ronda: null, texto: 'Sin reparto asignado: consulte a la distribuidora' };
  const descripcion = describirRonda(ronda, ahora);
  if (linea.cubierta < linea.cantidad) {
    const resto = linea.cantidad - linea.cubierta;
    return {
      tipo: 'parcial',
      ronda,
      texto: `${linea.cubierta} ${linea.cubierta === 1 ? 'llega' : 'llegan'} con ${descripcion}; ${resto} ${resto === 1 ? 'quedaría' : 'quedarían'} en el recuperador`,
    };
  }
  const hoy = diasEntre(dia.format(ahora), dia.format(Date.parse(ronda.cierre))) === 0;
  return { tipo: hoy ? 'este-reparto' : 'proximo-reparto', ronda, texto: `Llega con ${descripcion}` };
}
