import type { ConfigCliente } from '@portal/shared/client';
import type { UsuarioSesion } from '@portal/shared/domain';

export type ConfigReporteErrores = ConfigCliente['reporteErrores'];

type Sdk = typeof import('@sentry/react');

/** What the rest of the host knows of error reporting; every call is harmless when reporting is off. */
export interface ReporteErrores {
  readonly activo: boolean;
  readonly pausado: boolean;
  reportar(error: unknown, contexto?: Record<string, unknown>): void;
  definirUsuario(usuario: UsuarioSesion | null): void;
  /** During site maintenance every failure is expected: nothing is sent until `reanudar`. */
  pausar(): void;
  reanudar(): void;
}

let pausado = false;
let activo = false;
/** The SDK once loaded; until then what is reported waits in `pendientes` (at most `MAXIMO_PENDIENTES`). */
let sdk: Sdk | null = null;
let cargaSdk: Promise<Sdk | null> | null = null;
const MAXIMO_PENDIENTES = 20;
const pendientes: { error: unknown; contexto?: Record<string, unknown> }[] = [];
let usuarioActual: UsuarioSesion | null = null;

function capturar(error: unknown, contexto?: Record<string, unknown>): void {
  sdk?.captureException(error, contexto ? { extra: contexto } : undefined);
}

function aplicarUsuario(usuario: UsuarioSesion | null): void {
  sdk?.setUser(usuario ? { id: usuario.id, username: usuario.nombre, email: usuario.email || undefined, farmaciaId: usuario.farmaciaId } : null);
}

function encolar(error: unknown, contexto?: Record<string, unknown>): void {
  // What beforeSend would drop once the SDK is there is dropped now: the pause is decided when the error happens.
  if (pausado || pendientes.length >= MAXIMO_PENDIENTES) return;
  pendientes.push({ error, contexto });
}

export const reporteErrores: ReporteErrores = {
  get activo() {
    return activo;
  },
  get pausado() {
    return pausado;
  },
  reportar(error, contexto) {
    if (!activo) return;
    if (sdk) capturar(error, contexto);
    else encolar(error, contexto);
  },
  definirUsuario(usuario) {
    if (!activo) return;
    usuarioActual = usuario;
    aplicarUsuario(usuario);
  },
  pausar() {
    pausado = true;
  },
  reanudar() {
    pausado = false;
  },
};

/** Errors the page raises while the SDK is still on its way: kept, then handed to it (its own handlers take over). */
const alError = (evento: ErrorEvent) => encolar(evento.error ?? new Error(evento.message));
const alRechazo = (evento: PromiseRejectionEvent) => encolar(evento.reason);

async function cargarSdk(config: ConfigReporteErrores, version: string): Promise<Sdk | null> {
  try {
    const Sentry = await import('@sentry/react');
    Sentry.init({
      dsn: config.dsn ?? undefined,
      environment: config.environment,
      release: version,
      tracesSampleRate: config.tracesSampleRate,
      replaysSessionSampleRate: config.replaysSessionSampleRate,
      replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
      integrations: [Sentry.browserTracingIntegration(), Sentry.dedupeIntegration()],
      beforeSend: (evento) => (pausado ? null : evento),
    });
    sdk = Sentry;
    aplicarUsuario(usuarioActual);
    for (const { error, contexto } of pendientes.splice(0)) capturar(error, contexto);
    if (config.replaysOnErrorSampleRate > 0 || config.replaysSessionSampleRate > 0) {
      void import('./integracionReplay.js').then(
        ({ integracionReplay }) => Sentry.getClient()?.addIntegration(integracionReplay()),
        (error: unknown) => console.warn('No se pudo cargar la grabación de sesiones del reporte de errores', error),
      );
    }
    return Sentry;
  } catch (error) {
    // Reporting is a help, not a condition to work: without the SDK the portal goes on and says why once.
    console.warn('No se pudo cargar el reporte de errores', error);
    activo = false;
    pendientes.length = 0;
    return null;
  } finally {
    window.removeEventListener('error', alError);
    window.removeEventListener('unhandledrejection', alRechazo);
  }
}

/**
 * Starts the Sentry SDK from config.json (SPEC §9: trace sample 1 %, session replay 0 %, replay on error 30 %).
 * A null DSN leaves reporting off and the SDK is never downloaded. With a DSN the SDK is fetched after the
 * start-up page is painted (it has no place in the first load, DESIGN §11); what is reported meanwhile is kept
 * and sent once it is there. The replay code is larger still: fetched after the SDK, and only when a replay may
 * be recorded at all.
 */
export function iniciarReporteErrores(config: ConfigReporteErrores, version: string): boolean {
  if (!config.dsn) return false;
  activo = true;
  window.addEventListener('error', alError);
  window.addEventListener('unhandledrejection', alRechazo);
  cargaSdk = cargarSdk(config, version);
  return true;
}

/** Sends what is queued (waiting for the SDK if it is still loading); false when it did not finish within `esperaMs`. */
export async function vaciarReporteErrores(esperaMs = 2000): Promise<boolean> {
  const Sentry = await cargaSdk;
  return Sentry ? Sentry.flush(esperaMs) : true;
}
