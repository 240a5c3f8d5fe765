import { ZONA_DISTRIBUIDORA } from './zona-horaria.js';

/**
 * SPEC §5: a lot or serial is compared after trimming, uppercasing and stripping leading zeros and spaces;
 * a value made only of zeros stays '0'.
 */
export function normalizarLote(valor: string): string {
  const recortado = valor.trim().toUpperCase();
  const sinCeros = recortado.replace(/^[0\s]+/, '');
  return sinCeros === '' && recortado.includes('0') ? '0' : sinCeros;
}

/** Positions of the values that repeat an earlier one once normalised (SPEC §5: duplicate lots within one line). */
export function indicesLotesDuplicados(valores: readonly string[]): number[] {
  const vistos = new Set<string>();
  const duplicados: number[] = [];
  valores.forEach((valor, indice) => {
    const normalizado = normalizarLote(valor);
    if (normalizado === '') return;
    if (vistos.has(normalizado)) duplicados.push(indice);
    else vistos.add(normalizado);
  });
  return duplicados;
}

/** Lot or serial validation state (SPEC §4). */
export const EstadoValidacionLote = {
  Pendiente: 0,
  EnProceso: 1,
  Error: 2,
  LoteIncorrecto: 3,
  SerieIncorrecta: 4,
  SerieDuplicada: 5,
  IncorrectoPorRecall: 6,
  Vencido: 7,
  Invalido: 8,
  Valido: 9,
} as const;
export type EstadoValidacionLote = (typeof EstadoValidacionLote)[keyof typeof EstadoValidacionLote];

export const ETIQUETAS_VALIDACION_LOTE: Record<EstadoValidacionLote, string> = {
  0: 'Pendiente',
  1: 'En proceso',
  2: 'Error',
  3: 'Lote incorrecto',
  4: 'Número de serie incorrecto',
  5: 'Número de serie duplicado',
  6: 'Incorrecto por recall',
  7: 'Vencido',
  8: 'Inválido',
  9: 'Válido',
};

/** Validation type (SPEC §4): what a product's units carry. */
export type TipoValidacionLote = 'ninguno' | 'lote' | 'serie';

/** The grouping of SPEC §4: pending, in progress and error are not finished; 8 is invalid; 3 to 7 are incorrect. */
export type GrupoValidacionLote = 'sinTerminar' | 'invalido' | 'incorrecto' | 'valido';

export function grupoValidacionLote(estado: EstadoValidacionLote): GrupoValidacionLote {
  if (estado <= EstadoValidacionLote.Error) return 'sinTerminar';
  if (estado === EstadoValidacionLote.Invalido) return 'invalido';
  if (estado === EstadoValidacionLote.Valido) return 'valido';
  return 'incorrecto';
}

/** Return parameters (SPEC §3, parameters 305, 306 and 307). */
export interface ParametrosDevolucion {
  longitudMinimaNroSerie: number;
  longitudMaximaNroSerie: number;
  longitudMaximaNroLote: number;
}

/**
 * The check made before any server call (SPEC §5): a product without lot check is valid; an empty value is pending;
 * a serial outside the serial lengths is a wrong serial; a lot outside 1 to the maximum lot length a wrong lot. `null`
 * means the value passes and needs the server's check.
 */
export function validarLoteLocal(valor: string, tipo: TipoValidacionLote, p: ParametrosDevolucion): EstadoValidacionLote | null {
  if (tipo === 'ninguno') return EstadoValidacionLote.Valido;
  const normalizado = normalizarLote(valor);
  if (normalizado === '') return EstadoValidacionLote.Pendiente;
  if (tipo === 'serie') {
    return normalizado.length < p.longitudMinimaNroSerie || normalizado.length > p.longitudMaximaNroSerie ? EstadoValidacionLote.SerieIncorrecta : null;
  }
  return normalizado.length > p.longitudMaximaNroLote ? EstadoValidacionLote.LoteIncorrecto : null;
}

/**
 * SPEC §5: an expiry must fall in the current month, first and last day included, compared as calendar days
 * (`YYYY-MM-DD`, `hoy` being the distributor's day); otherwise the unit is expired.
 */
export function venceEnMesActual(fechaVencimiento: string, hoy: string): boolean {
  const dia = fechaVencimiento.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(dia) && dia.slice(0, 7) === hoy.slice(0, 7);
}

/**
 * The expiry rule as every check applies it: an expiry given with the value (the one printed on the unit) outside the
 * current month is expired (7); no expiry given means the rule has nothing to judge (null). The shipped expiry is never
 * judged by it: a unit returned from a recent invoice expires months ahead and is not expired.
 */
export function validarVencimiento(fechaVencimiento: string | null | undefined, hoy: string): EstadoValidacionLote | null {
  if (!fechaVencimiento) return null;
  return venceEnMesActual(fechaVencimiento, hoy) ? null : EstadoValidacionLote.Vencido;
}

const formatoDiaDistribuidora = new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_DISTRIBUIDORA, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The distributor's calendar day (`YYYY-MM-DD` in America/Argentina/Buenos_Aires) at `instante`: the `hoy` of the rules
 * above. No default: "now" is business time, which the API (api/src/reloj.ts) and the browser (the shared clock) each
 * keep, not the machine's clock.
 */
export const diaDistribuidora = (instante: Date): string => formatoDiaDistribuidora.format(instante);

/** The local state of every value of one line: the rules above, and a serial repeating an earlier one of the line is a duplicate. */
export function validarLineaLocal(valores: readonly string[], tipo: TipoValidacionLote, p: ParametrosDevolucion): (EstadoValidacionLote | null)[] {
  const estados = valores.map((v) => validarLoteLocal(v, tipo, p));
  if (tipo === 'serie') for (const i of indicesLotesDuplicados(valores)) if (estados[i] === null) estados[i] = EstadoValidacionLote.SerieDuplicada;
  return estados;
}

/** One lot of a line with how many of the line's units carry it; `repetido` when it was entered more than once. */
export interface LoteAgrupado {
  valor: string;
  unidades: number;
  repetido: boolean;
}

/**
 * SPEC §5 "duplicate lots within one line are detected": for a product with lot check (not traceable) several units
 * of one lot are the usual case, so a repeated lot is not refused like a repeated serial (5) but detected and shown
 * grouped, flagged as repeated, with the units it covers. Values are compared normalised; empty ones are left out.
 */
export function agruparLotes(valores: readonly string[]): LoteAgrupado[] {
  const grupos = new Map<string, LoteAgrupado>();
  for (const v of valores) {
    const valor = normalizarLote(v);
    if (valor === '') continue;
    const g = grupos.get(valor);
    if (g) {
      g.unidades += 1;
      g.repetido = true;
    } else grupos.set(valor, { valor, unidades: 1, repetido: false });
  }
  return [...grupos.values()];
}

/**
 * Whether a return may be confirmed with these states: any not finished, invalid or incorrect blocks it; with
 * `cargaLoteEnDevolucionEstricta` off, a lot still pending (not entered, so not checked) does not. The toggle speaks of
 * lots: a traceable unit's serial is always required, so a line of serials is judged as strict whatever the toggle.
 * The browser and the server both decide with this function.
 */
export function puedeConfirmarLotes(estados: readonly EstadoValidacionLote[], estricta: boolean, tipo: TipoValidacionLote = 'lote'): boolean {
  const exigir = estricta || tipo === 'serie';
  return estados.every((e) => e === EstadoValidacionLote.Valido || (!exigir && e === EstadoValidacionLote.Pendiente));
}
