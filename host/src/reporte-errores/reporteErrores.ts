import * as Sentry from '@sentry/react';
import type { ConfigCliente } from '@portal/shared/client';
import type { UsuarioSesion } from '@portal/shared/domain';

export type ConfigReporteErrores = ConfigCliente['reporteErrores'];

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

export const reporteErrores: ReporteErrores = {
  get activo() {
    return activo;
  },
  get pausado() {
    return pausado;
  },
  reportar(error, contexto) {
    if (activo) Sentry.captureException(error, contexto ? { extra: contexto } : undefined);
  },
  definirUsuario(usuario) {
    if (!activo) return;
    Sentry.setUser(usuario ? { id: usuario.id, username: usuario.nombre, email: usuario.email || undefined, farmaciaId: usuario.farmaciaId } : null);
  },
  pausar() {
    pausado = true;
  },
  reanudar() {
    pausado = false;
  },
};

/**
 * Starts the Sentry SDK from config.json (SPEC §9: trace sample 1 %, session replay 0 %, replay on error 30 %).
 * A null DSN leaves reporting off. The replay code is large, so it is fetched after start-up and only when a
 * replay may be recorded at all.
 */
export function iniciarReporteErrores(config: ConfigReporteErrores, version: string): boolean {
  if (!config.dsn) return false;
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: version,
    tracesSampleRate: config.tracesSampleRate,
    replaysSessionSampleRate: config.replaysSessionSampleRate,
    replaysOnErrorSampleRate: config.replaysOnErrorSampleRate,
    integrations: [Sentry.browserTracingIntegration(), Sentry.dedupeIntegration()],
    beforeSend: (evento) => (pausado ? null : evento),
  });
  activo = true;
  if (config.replaysOnErrorSampleRate > 0 || config.replaysSessionSampleRate > 0) {
    void import('./integracionReplay.js').then(
      ({ integracionReplay }) => Sentry.getClient()?.addIntegration(integracionReplay()),
      (error: unknown) => console.warn('No se pudo cargar la grabación de sesiones del reporte de errores', error),
    );
  }
  return true;
}

/** Sends what is queued; answers false when it did not finish within `esperaMs`. */
export const vaciarReporteErrores = (esperaMs = 2000): Promise<boolean> => Sentry.flush(esperaMs);
