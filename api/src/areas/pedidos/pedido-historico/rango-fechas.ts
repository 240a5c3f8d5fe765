import { diaDistribuidora } from '@portal/shared/domain';
import type { Db } from '../../../db/client.js';
import { aDiaMesAnio, errorRangoFechas, limitesFechas, type ConsultaLista } from '../../../listas/index.js';
import { MESES_CONSULTA_PEDIDOS } from '@portal/shared/contracts';
import { inicioHistorico } from '../pedido/index.js';
import * as reloj from '../../../reloj.js';

/**
 * A history query starting before the history's start (parameter 308, and 32 months at most, SPEC §9) is refused, not
 * clipped: a clipped answer would look complete. A reversed or too long range is refused by the list itself.
 */
export async function validarInicioHistorico(db: Db, consulta: Pick<ConsultaLista, 'filters'>, ahora = reloj.ahora()): Promise<void> {
  const { desde, campo } = limitesFechas(consulta.filters, ['fechaAlta']);
  if (!desde) return;
  const inicio = diaDistribuidora(await inicioHistorico(db, ahora));
  if (desde < inicio) {
    throw errorRangoFechas(
      campo,
      `La fecha desde de ${campo} (${aDiaMesAnio(desde)}) es anterior al inicio del histórico de pedidos, el ${aDiaMesAnio(inicio)} (corte del histórico y ${MESES_CONSULTA_PEDIDOS} meses como máximo).`,
    );
  }
}
