import { apiClient } from '@portal/shared/client';
import { resultadoLineaCarritoSchema, type LineaImportacion, type ResultadoLineaCarrito } from '@portal/shared/contracts';
import { z } from 'zod';

/**
 * Adds units to what the cart already holds (`ImportarCarrito`), with a result per line. Pages that add from a list
 * (favourites, recoverer, importer) use it so that adding never lowers a quantity another user of the pharmacy set.
 */
export const sumarAlCarrito = (lineas: LineaImportacion[]): Promise<ResultadoLineaCarrito[]> =>
  apiClient.post('/api/carritopersistente/ImportarCarrito', { body: lineas, schema: z.array(resultadoLineaCarritoSchema) });
