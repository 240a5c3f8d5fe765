/**
 * Return rules both the browser and the API decide with (SPEC §3 toggles, §9 parameters 2, 21 and 31): the window an
 * invoice may be returned in, the shorter one for shortages, and the reasons only the date and price control allows.
 */

/**
 * The four toggles of SPEC §3 about returns. The browser reads them from `config.json`; the API from its own
 * environment (`DEVOLUCION_*`, same defaults as the site's config.json): both apply them through the functions below.
 */
export interface TogglesDevolucion {
  /** On: a unit must come from the invoice it is returned from. Off: from any sale to the pharmacy. */
  conectarFacturaConDevolucion: boolean;
  /** The site's own cap, in days, on the window of parameter 21 (not on an Administrador's parameter 31). */
  maxDiasAnteriorFacturaParaDevolucion: number;
  /** Days after the invoice a shortage ('Faltante en la entrega') may still be claimed. */
  maxDiasAnteriorFacturaParaDevolucionFaltantes: number;
  /** On: a lot left unentered (pending) blocks confirmation. Off: it does not (serials are always required). */
  cargaLoteEnDevolucionEstricta: boolean;
}

/** What `config.json` ships with (host/public/config.json) and what the API applies when its environment says nothing. */
export const TOGGLES_DEVOLUCION_POR_DEFECTO: TogglesDevolucion = {
  conectarFacturaConDevolucion: true,
  maxDiasAnteriorFacturaParaDevolucion: 30,
  maxDiasAnteriorFacturaParaDevolucionFaltantes: 7,
  cargaLoteEnDevolucionEstricta: false,
};

/** System parameters of the window (SPEC §9): 21 maximum return days, 31 the Administrador's, 2 date and price control days. */
export interface ParametrosPlazoDevolucion {
  diasDevolucion: number;
  diasDevolucionAdministrador: number;
  diasControlFechasYPrecios: number;
}

/**
 * Days back an invoice may be returned: parameter 31 for an Administrador (the distributor's explicit extension),
 * otherwise parameter 21 capped by the site's `maxDiasAnteriorFacturaParaDevolucion`.
 */
export function diasPlazoDevolucion(p: ParametrosPlazoDevolucion, t: TogglesDevolucion, esAdministrador: boolean): number {
  return esAdministrador ? p.diasDevolucionAdministrador : Math.min(p.diasDevolucion, t.maxDiasAnteriorFacturaParaDevolucion);
}

/** Days back a shortage may be claimed: `maxDiasAnteriorFacturaParaDevolucionFaltantes`, never beyond the return window. */
export function diasPlazoFaltantes(p: ParametrosPlazoDevolucion, t: TogglesDevolucion, esAdministrador: boolean): number {
  return Math.min(t.maxDiasAnteriorFacturaParaDevolucionFaltantes, diasPlazoDevolucion(p, t, esAdministrador));
}

/** Return reasons the rules name (the `motivos` table holds these ids). */
export const MotivoDevolucionId = {
  VencimientoProximo: 5,
  Recall: 6,
  DiferenciaDePrecio: 7,
  FaltanteEnEntrega: 8,
} as const;

/**
 * Reasons about what the invoice said or what came with it (short expiry, price): SPEC §9 parameter 2 "date and price
 * control cut days" is how long after the invoice they may be claimed.
 */
export const MOTIVOS_CONTROL_FECHAS_Y_PRECIOS: readonly number[] = [MotivoDevolucionId.VencimientoProximo, MotivoDevolucionId.DiferenciaDePrecio];

const DIA_MS = 86_400_000;

/** Whether an invoice emitted at `fechaEmision` is within `dias` days of `ahora`. */
export const dentroDeDias = (fechaEmision: string | Date, dias: number, ahora: Date): boolean =>
  new Date(fechaEmision).getTime() >= ahora.getTime() - dias * DIA_MS;

/**
 * Why a reason cannot be used for an invoice, or null: a shortage only within the shortage window, a date or price
 * claim only within parameter 2. The text names the limit, as the page shows it and the API answers it.
 */
export function motivoNoDisponible(
  motivoId: number,
  fechaEmision: string | Date,
  p: ParametrosPlazoDevolucion,
  t: TogglesDevolucion,
  esAdministrador: boolean,
  ahora: Date,
): string | null {
  if (motivoId === MotivoDevolucionId.FaltanteEnEntrega) {
    const dias = diasPlazoFaltantes(p, t, esAdministrador);
    return dentroDeDias(fechaEmision, dias, ahora) ? null : `Los faltantes se reclaman dentro de los ${dias} días de la factura.`;
  }
  if (MOTIVOS_CONTROL_FECHAS_Y_PRECIOS.includes(motivoId)) {
    return dentroDeDias(fechaEmision, p.diasControlFechasYPrecios, ahora)
      ? null
      : `Vencimientos y precios se reclaman dentro de los ${p.diasControlFechasYPrecios} días de la factura.`;
  }
  return null;
}
