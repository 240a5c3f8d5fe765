import { apiClient } from '@portal/shared/client';
import { resultadoValidacionComboSchema, type ResultadoValidacionCombo, type ValidarComboBody } from '@portal/shared/contracts';

/** What the distributor says of the combo's quantities before they go to the cart (`POST /api/combo/validar`). */
export const validarCombo = (cuerpo: ValidarComboBody): Promise<ResultadoValidacionCombo> =>
  apiClient.post('/api/combo/validar', { body: cuerpo, schema: resultadoValidacionComboSchema });
