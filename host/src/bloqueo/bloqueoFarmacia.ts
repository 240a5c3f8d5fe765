import { create } from 'zustand';
import { farmaciaBloqueada, routePath, type DefinicionRuta, type UsuarioSesion } from '@portal/shared/domain';

export type BloqueoFarmacia = 'bloqueada' | 'sin-saldo';

/** The API's `codigo` values that tell the pharmacy cannot order. */
const CODIGOS: Readonly<Record<string, BloqueoFarmacia>> = {
  FarmaciaBloqueada: 'bloqueada',
  FarmaciaSinSaldo: 'sin-saldo',
};

const DESTINOS: Readonly<Record<BloqueoFarmacia, string>> = {
  bloqueada: routePath('farmacia-bloqueada'),
  'sin-saldo': routePath('farmacia-sin-saldo'),
};

interface EstadoBloqueoFarmacia {
  /** What the API last said about the pharmacy; the token's role is read from the session. */
  bloqueo: BloqueoFarmacia | null;
  setBloqueo(bloqueo: BloqueoFarmacia | null): void;
}

export const useBloqueoFarmaciaStore = create<EstadoBloqueoFarmacia>()((set) => ({
  bloqueo: null,
  setBloqueo: (bloqueo) => set({ bloqueo }),
}));

/** The block an API error reports through its `codigo` (in the error or in its body), if any. */
export function bloqueoDeError(error: unknown): BloqueoFarmacia | null {
  if (typeof error !== 'object' || error === null) return null;
  const { codigo, detalle } = error as { codigo?: unknown; detalle?: { codigo?: unknown } | null };
  const valor = typeof codigo === 'string' ? codigo : detalle?.codigo;
  return typeof valor === 'string' ? (CODIGOS[valor] ?? null) : null;
}

/** Remembers a block reported by the API; meant for the API client's error hook. */
export function registrarBloqueoDeError(error: unknown): void {
  const bloqueo = bloqueoDeError(error);
  if (bloqueo) useBloqueoFarmaciaStore.getState().setBloqueo(bloqueo);
}

/**
 * Where a blocked pharmacy (role FarmaciaBloqueada, or the API's FarmaciaBloqueada) or one without balance is sent
 * from a page that orders or records (its route says `soloFarmaciaHabilitada`); null when the page may be shown: it
 * still reads its history and the controls done (issue 29).
 */
export function destinoPorBloqueo(ruta: Pick<DefinicionRuta, 'soloFarmaciaHabilitada'>, usuario: UsuarioSesion | null, bloqueo: BloqueoFarmacia | null): string | null {
  if (!ruta.soloFarmaciaHabilitada) return null;
  if (farmaciaBloqueada(usuario) || bloqueo === 'bloqueada') return DESTINOS.bloqueada;
  if (bloqueo === 'sin-saldo') return DESTINOS['sin-saldo'];
  return null;
}
