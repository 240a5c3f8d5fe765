import { z } from 'zod';
import { describirProblemas, enEspanol } from './errores-zod.js';

/** An address: absolute, or relative to the site origin (the host resolves it). */
const direccion = z.string().min(1);
const entero = z.number().int().nonnegative();

const rangoFechas = z.object({
  days: entero.optional(),
  months: entero.optional(),
  years: entero.optional(),
});

/** Settings of oidc-client-ts, with its own names. */
const oidcSchema = z.object({
  authority: direccion,
  client_id: z.string().min(1),
  redirect_uri: direccion,
  response_type: z.string().min(1),
  scope: z.string().min(1),
  post_logout_redirect_uri: direccion,
  automaticSilentRenew: z.boolean(),
  silent_redirect_uri: direccion,
});

const reporteErroresSchema = z.object({
  /** null turns error reporting off. */
  dsn: z.string().min(1).nullable(),
  environment: z.string().min(1),
  tracesSampleRate: z.number().min(0).max(1),
  replaysSessionSampleRate: z.number().min(0).max(1),
  replaysOnErrorSampleRate: z.number().min(0).max(1),
});

/** Feature toggles of SPEC §3. */
const togglesSchema = z.object({
  /** Analytics key; null means no analytics. */
  analytics: z.string().min(1).nullable(),
  conectarFacturaConDevolucion: z.boolean(),
  countdownResumen: z.number(),
  mostrarLinkLegacy: z.boolean(),
  defaultBannerInterval: z.number(),
  maxDiasAlFuturo: z.number(),
  maxDiasAlPasado: z.number(),
  maxDiasAnteriorFacturaParaDevolucion: z.number(),
  maxDiasAnteriorFacturaParaDevolucionFaltantes: z.number(),
  popUpRepeticion: z.number(),
  seleccionRapidaIntervalo: z.boolean(),
  cargaLoteEnDevolucionEstricta: z.boolean(),
  timeoutPrecioTroquelComboOferta: z.number(),
  carritoDetallePrecio: z.object({ delta: z.number(), debounce: z.number() }),
  maxWidgetsDashboard: z.number(),
  bonosRangoFechasBonos: rangoFechas,
  transferRangoFechas: rangoFechas,
  maxPublicacionesInstagram: z.number(),
  activarDashboardEditable: z.boolean().default(false),
});

export const remotoConfigSchema = z.object({
  nombre: z.string().min(1),
  manifestUrl: direccion,
  prefijos: z.array(z.string().startsWith('/')),
});

/** `config.json` of the composed site (SPEC §3 "Client configuration"), validated at start-up. */
export const configClienteSchema = z.object({
  version: z.string().min(1),
  timeoutMs: z.number().int().positive(),
  apiBaseUrl: direccion,
  siteBaseUrl: direccion,
  legacySiteUrl: direccion,
  segundoBackendUrl: direccion,
  imagenesUrl: direccion,
  bannersUrl: direccion,
  tiendaOnlineUrl: direccion,
  hubUrl: direccion,
  /** The PDF viewer's worker script (pdf.js), checked at start-up. */
  visorPdfWorkerUrl: direccion,
  reporteErrores: reporteErroresSchema,
  /** `LogLevel` name of @microsoft/signalr. */
  nivelLogTiempoReal: z.enum(['Trace', 'Debug', 'Information', 'Warning', 'Error', 'Critical', 'None']),
  oidc: oidcSchema,
  toggles: togglesSchema,
  remotos: z.array(remotoConfigSchema),
});

export type ConfigCliente = z.infer<typeof configClienteSchema>;
export type RemotoConfig = z.infer<typeof remotoConfigSchema>;

export class ErrorConfiguracion extends Error {
  override name = 'ErrorConfiguracion';
}

/** Validates an already-read configuration; throws ErrorConfiguracion naming every bad field. */
export function validarConfig(datos: unknown): ConfigCliente {
  const resultado = configClienteSchema.safeParse(datos, enEspanol);
  if (resultado.success) return resultado.data;
  throw new ErrorConfiguracion(`La configuración del cliente no es válida. Campos con errores: ${describirProblemas(resultado.error)}`);
}

/** How config.json is asked for (never an old copy: it names the version's files). */
const pedirConfig = (url: string): Promise<Response> => fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });

/** Reads and checks config.json; `pedida` is a request for it already under way (the host's start-up begins it early). */
export async function cargarConfig(url = '/config.json', pedida?: Promise<Response>): Promise<ConfigCliente> {
  let respuesta: Response;
  try {
    respuesta = await (pedida ?? pedirConfig(url));
  } catch {
    throw new ErrorConfiguracion(`No se pudo leer la configuración del cliente (${url}): sin respuesta del servidor.`);
  }
  if (!respuesta.ok) {
    throw new ErrorConfiguracion(`No se pudo leer la configuración del cliente (${url}): el servidor respondió ${respuesta.status}.`);
  }
  let datos: unknown;
  try {
    datos = await respuesta.json();
  } catch {
    throw new ErrorConfiguracion(`La configuración del cliente (${url}) no es un JSON válido.`);
  }
  return validarConfig(datos);
}

let delSitio: Promise<ConfigCliente> | null = null;

/**
 * The configuration the portal started with: the host's start-up hands over the file it read and checked
 * (`definirConfigDelSitio`), so a page or a remote that needs a toggle does not fetch config.json again. Read here only
 * where no host started (a remote on its own dev server), once per page; a failed read is tried again next time. The
 * file cannot change under a running page without a new version, and a new version reloads the page.
 */
export function configDelSitio(): Promise<ConfigCliente> {
  delSitio ??= cargarConfig().catch((error: unknown) => {
    delSitio = null;
    throw error;
  });
  return delSitio;
}

export function definirConfigDelSitio(config: ConfigCliente | null): void {
  delSitio = config ? Promise.resolve(config) : null;
}
