import { useState } from 'react';
import { useSesion } from '@portal/shared/client';

/**
 * What a /cc or /cc-grupo page covers. A pharmacy page: the user's pharmacy. A group page: the user's group, whole
 * (`farmaciaId` null) or one pharmacy of it, as chosen in SelectorFarmaciaGrupo.
 */
export interface Alcance {
  grupo: boolean;
  grupoId: number | null;
  /** The pharmacy shown, or null for the whole group. */
  farmaciaId: number | null;
  elegir: (farmaciaId: number | null) => void;
}

export function useAlcance(grupo: boolean): Alcance {
  const usuario = useSesion();
  const [elegida, elegir] = useState<number | null>(null);
  return {
    grupo,
    grupoId: usuario?.grupoId ?? null,
    farmaciaId: grupo ? elegida : (usuario?.farmaciaId ?? null),
    elegir,
  };
}

/** What the API calls need of it. */
export type AlcanceDatos = Pick<Alcance, 'grupo' | 'grupoId' | 'farmaciaId'>;

/** The key a query or a table is remade on when what the page covers changes. */
export const claveAlcance = (a: AlcanceDatos) => `${a.grupo ? 'g' : 'f'}-${a.grupoId ?? ''}-${a.farmaciaId ?? 'todo'}`;

/** Whether rows need a pharmacy column: those of a whole group mix its pharmacies. */
export const columnaFarmacia = (a: AlcanceDatos) => a.grupo && a.farmaciaId === null;
