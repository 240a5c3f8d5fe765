import { z } from 'zod';
import { apiClient, crearBuscadorPorLotes } from '@portal/shared/client';
import { verificacionLoteSchema, type VerificacionLote, type VerificarLotesBody } from '@portal/shared/contracts';

/** The checks of SPEC §7 ("Returns"), each with where the unit must come from. */
export type RutaVerificacion = 'VerificarLote' | 'VerificarNroSerie' | 'VerificarNroSerieEnFactura' | 'VerificarNroSerieEnPedido' | 'VerificarNroSerieEnRecall';

const SEPARADOR = '\u0000';

/**
 * A lot and serial check, batched and cached (SPEC §5): every value asked in the same tick travels in one call (empty
 * lists make none), a value already checked is not asked again, and a failed call rejects every check waiting on it.
 * The cache key is the check's scope (its path and its invoice, order or recall), the product, the value and the
 * expiry given with it.
 */
export function crearVerificador(ruta: RutaVerificacion, alcance: Pick<VerificarLotesBody, 'facturaId' | 'pedidoId' | 'recallId'> = {}) {
  const buscador = crearBuscadorPorLotes<VerificacionLote>(async (claves) => {
    const items = claves.map((c) => {
      const [, troquel, valor, fechaVencimiento] = c.split(SEPARADOR);
      return { troquel: Number(troquel), valor: valor ?? '', ...(fechaVencimiento ? { fechaVencimiento } : {}) };
    });
    const respuesta = await apiClient.post(`/api/devolucion/${ruta}`, { body: { ...alcance, items }, schema: z.array(verificacionLoteSchema), silencioso: true });
    return new Map(respuesta.map((v, i) => [claves[i]!, v]));
  });
  const ambito = `${ruta}:${alcance.facturaId ?? ''}:${alcance.pedidoId ?? ''}:${alcance.recallId ?? ''}`;
  return (troquel: number, valor: string, fechaVencimiento: string | null = null) =>
    buscador.obtener([ambito, troquel, valor, fechaVencimiento ?? ''].join(SEPARADOR));
}
export type Verificador = ReturnType<typeof crearVerificador>;
