import type { FastifyInstance } from 'fastify';
import type { ParametrosDevolucionApi } from '@portal/shared/contracts';
import { diasPlazoDevolucion, diasPlazoFaltantes, type ParametrosPlazoDevolucion, type TogglesDevolucion } from '@portal/shared/domain';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { prohibido } from '../../../errores.js';
import { leerParametros } from '../../../plataforma/parametros/index.js';

/** System sections (SPEC §2): general returns, recalls and expired products. */
export const SECCION_DEVOLUCIONES = 11;
export const SECCION_RECALLS = 41;
export const SECCION_VENCIDOS = 8;
/** Any of the three: the reads every kind of return shares (states, lot parameters). */
export const SECCIONES_DEVOLUCION = [SECCION_DEVOLUCIONES, SECCION_RECALLS, SECCION_VENCIDOS];

/** One of the sections must be enabled for the user (SPEC §6); a user with none of them is refused. */
export function exigirSeccion(usuario: UsuarioToken, ...secciones: number[]): void {
  if (secciones.some((s) => usuario.secciones.includes(s))) return;
  throw prohibido(
    secciones.length === 1 && secciones[0] === SECCION_VENCIDOS
      ? 'El convenio de la farmacia no incluye la devolución de vencidos.'
      : 'La sección no está habilitada para su usuario.',
  );
}

/** What every return decision of one user stands on: the system parameters, the API's toggles and whether it is an Administrador. */
export interface ReglasDevolucion {
  parametros: ParametrosDevolucionApi;
  plazo: ParametrosPlazoDevolucion;
  toggles: TogglesDevolucion;
  esAdministrador: boolean;
}

/**
 * Parameters 305–307 (lot and serial lengths), 21, 31 and 2 (windows) with the seeded values as fallbacks, and the
 * windows the toggles of this API make of them for the user (the same functions the browser applies).
 */
export async function reglasDevolucion(app: FastifyInstance, usuario: UsuarioToken): Promise<ReglasDevolucion> {
  const leidos = new Map((await leerParametros(app.db, [2, 21, 31, 305, 306, 307])).map((p) => [p.id, Number(p.valor)]));
  const numero = (id: number, porDefecto: number) => (Number.isFinite(leidos.get(id)) ? leidos.get(id)! : porDefecto);
  const plazo = { diasDevolucion: numero(21, 30), diasDevolucionAdministrador: numero(31, 90), diasControlFechasYPrecios: numero(2, 30) };
  const toggles = app.configApi.devoluciones;
  const esAdministrador = usuario.roles.includes('Administrador');
  return {
    plazo,
    toggles,
    esAdministrador,
    parametros: {
      longitudMinimaNroSerie: numero(305, 8),
      longitudMaximaNroSerie: numero(306, 20),
      longitudMaximaNroLote: numero(307, 20),
      ...plazo,
      maxDiasAnteriorFacturaParaDevolucion: diasPlazoDevolucion(plazo, toggles, esAdministrador),
      maxDiasAnteriorFacturaParaDevolucionFaltantes: diasPlazoFaltantes(plazo, toggles, esAdministrador),
    },
  };
}
