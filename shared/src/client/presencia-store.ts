import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { PRESENCIA_VIGENCIA_MS, type AvisoPresencia, type EstadoPresencia } from '../contracts/presencia.js';

/** A colleague's connection with the cart open, as last heard. */
export interface ColegaEnCarrito {
  connectionId: string;
  userId: string;
  nombre: string;
  editandoTroquel: number | null;
  /** When it was last heard (Date.now()); forgotten PRESENCIA_VIGENCIA_MS later. */
  vistoEn: number;
}

export interface EstadoPresenciaStore {
  /** What this page is doing with the cart: the host's hub connection announces it to the colleagues. */
  propia: EstadoPresencia;
  colegas: Record<string, ColegaEnCarrito>;
  /** Remotes call this (the cart panel on mount, a quantity field on focus); the host sends it. */
  setPropia(cambio: Partial<EstadoPresencia>): void;
  aplicarAviso(aviso: AvisoPresencia, ahora?: number): void;
  /** Forgets colleagues not heard for PRESENCIA_VIGENCIA_MS (their process may have died without a word). */
  depurar(ahora?: number): void;
  /** The link was lost: whoever is still there says so again when we reconnect. */
  olvidarColegas(): void;
}

const SIN_PRESENCIA: EstadoPresencia = { viendoCarrito: false, editandoTroquel: null };

export const usePresenciaStore = create<EstadoPresenciaStore>()((set) => ({
  propia: SIN_PRESENCIA,
  colegas: {},
  setPropia: (cambio) =>
    set((s) => {
      const propia = { ...s.propia, ...cambio };
      if (!propia.viendoCarrito) propia.editandoTroquel = null;
      return propia.viendoCarrito === s.propia.viendoCarrito && propia.editandoTroquel === s.propia.editandoTroquel ? s : { propia };
    }),
  aplicarAviso: (aviso, ahora = Date.now()) =>
    set((s) => {
      const colegas = { ...s.colegas };
      if (aviso.salio || !aviso.viendoCarrito) delete colegas[aviso.connectionId];
      else {
        colegas[aviso.connectionId] = {
          connectionId: aviso.connectionId,
          userId: aviso.userId,
          nombre: aviso.nombre,
          editandoTroquel: aviso.editandoTroquel,
          vistoEn: ahora,
        };
      }
      return { colegas };
    }),
  depurar: (ahora = Date.now()) =>
    set((s) => {
      const vigentes = Object.values(s.colegas).filter((c) => ahora - c.vistoEn < PRESENCIA_VIGENCIA_MS);
      return vigentes.length === Object.keys(s.colegas).length ? s : { colegas: Object.fromEntries(vigentes.map((c) => [c.connectionId, c])) };
    }),
  olvidarColegas: () => set({ colegas: {} }),
}));

/** One name per colleague (several tabs of one user count once), without the signed-in user itself; sorted. */
export function nombresColegas(colegas: Record<string, ColegaEnCarrito>, propioUserId: string | null, troquel?: number): string[] {
  const porUsuario = new Map<string, string>();
  for (const c of Object.values(colegas)) {
    if (c.userId === propioUserId) continue;
    if (troquel !== undefined && c.editandoTroquel !== troquel) continue;
    porUsuario.set(c.userId, c.nombre);
  }
  return [...porUsuario.values()].sort((a, b) => a.localeCompare(b, 'es'));
}

/** Colleagues with the cart open now (for the cart's header), or those editing one line (beside that line). */
export function useColegasEnCarrito(propioUserId: string | null, troquel?: number): string[] {
  return usePresenciaStore(useShallow((s) => nombresColegas(s.colegas, propioUserId, troquel)));
}
