import { useTiempoRealStore } from '@portal/shared/client';

/** SPEC §9: while in maintenance the link is checked every 2 minutes. */
export const INTERVALO_MANTENIMIENTO_MS = 120_000;

export interface OpcionesVigilanteMantenimiento {
  avisar(): void;
  retirarAviso(): void;
  pausarReporte(): void;
  reanudarReporte(): void;
  /** A version check flagged as triggered by a maintenance signal. */
  comprobarVersion(): void;
  /** Whether the API is in service again (the link alone cannot tell: the hub stays up during maintenance). */
  sitioDisponible(): Promise<boolean>;
  intervaloMs?: number;
}

/**
 * SPEC §4: `SetMantenimiento(true)` shows the notice and pauses error reporting; every 2 minutes the real-time
 * link is checked, and once it is connected (and the API answers) the notice closes and reporting resumes.
 * `SetMantenimiento(false)` ends it at once. Answers the function that stops watching.
 */
export function vigilarMantenimiento(opciones: OpcionesVigilanteMantenimiento): () => void {
  const { intervaloMs = INTERVALO_MANTENIMIENTO_MS } = opciones;
  let temporizador: ReturnType<typeof setInterval> | undefined;
  let enMantenimiento = false;

  function empezar() {
    enMantenimiento = true;
    opciones.avisar();
    opciones.pausarReporte();
    opciones.comprobarVersion();
    temporizador = setInterval(() => void comprobarEnlace(), intervaloMs);
  }

  function terminar() {
    enMantenimiento = false;
    clearInterval(temporizador);
    opciones.retirarAviso();
    opciones.reanudarReporte();
    opciones.comprobarVersion();
  }

  async function comprobarEnlace() {
    if (useTiempoRealStore.getState().estado !== 'Connected') return;
    if (!(await opciones.sitioDisponible())) return;
    // Through the store, so that everything that follows the signal sees the end of the maintenance too.
    if (enMantenimiento) useTiempoRealStore.getState().setMantenimiento(false);
  }

  const desuscribir = useTiempoRealStore.subscribe((estado, anterior) => {
    if (estado.mantenimiento === anterior.mantenimiento) return;
    if (estado.mantenimiento && !enMantenimiento) empezar();
    else if (!estado.mantenimiento && enMantenimiento) terminar();
  });
  if (useTiempoRealStore.getState().mantenimiento) empezar();

  return () => {
    desuscribir();
    clearInterval(temporizador);
  };
}
