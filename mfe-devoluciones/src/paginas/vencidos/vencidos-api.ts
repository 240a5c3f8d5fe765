import { apiClient } from '@portal/shared/client';
import { borradorVencidosSchema, devolucionSchema, productoVencidoSchema, type ItemVencidoBody, type NuevaDevolucionVencidoBody } from '@portal/shared/contracts';
import { crearVerificador } from '../comun/verificacion-api.js';

export { leerParametros } from '../comun/comun-api.js';
export const recuperarBorrador = () => apiClient.get('/api/DevolucionVencido/recuperar', { schema: borradorVencidosSchema });
/** Saved quietly as the user works: a failed save is shown beside the table, not as a notice on every keystroke. */
export const guardarBorrador = (items: ItemVencidoBody[]) => apiClient.post('/api/DevolucionVencido/guardar', { body: { items }, schema: borradorVencidosSchema, silencioso: true });
export const crearDevolucionVencido = (body: NuevaDevolucionVencidoBody) => apiClient.post('/api/DevolucionVencido/Nueva', { body, schema: devolucionSchema });
export const leerProducto = (troquel: number) => apiClient.get(`/api/DevolucionVencido/Producto/${troquel}`, { schema: productoVencidoSchema });

/** A traceable unit's serial must have been sold to the pharmacy (`VerificarNroSerie`, with the expiry entered). */
export const crearVerificadorSeries = () => crearVerificador('VerificarNroSerie');
