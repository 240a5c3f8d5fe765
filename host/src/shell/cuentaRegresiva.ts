/** How urgent the round's closing is: amber in the last 15 minutes, red in the last 5 (issue 17). */
export type NivelCierre = 'holgado' | 'atencion' | 'urgente' | 'cerrado';

export const ATENCION_MS = 15 * 60_000;
export const URGENTE_MS = 5 * 60_000;

export interface CuentaRegresiva {
  nivel: NivelCierre;
  /** "Faltan 2 h 05 min", "Faltan 14 min 09 s", "Reparto cerrado". */
  texto: string;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** Time left until `cierre`, both in server time (ms epoch); seconds shown only in the last hour, where they matter. */
export function cuentaRegresiva(hora: number, cierre: number): CuentaRegresiva {
  const restante = cierre - hora;
  if (restante <= 0) return { nivel: 'cerrado', texto: 'Reparto cerrado' };
  const segundos = Math.floor(restante / 1000);
  const h = Math.floor(segundos / 3600);
  const m = Math.floor((segundos % 3600) / 60);
  const s = segundos % 60;
  const texto = h > 0 ? `Faltan ${h} h ${dos(m)} min` : `Faltan ${m} min ${dos(s)} s`;
  const nivel: NivelCierre = restante <= URGENTE_MS ? 'urgente' : restante <= ATENCION_MS ? 'atencion' : 'holgado';
  return { nivel, texto };
}
