import type { FastifyInstance } from 'fastify';
import { archivoAsopRsp, archivoSalida, type ArchivoExportado } from '@portal/shared/domain';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { detallePedido } from './consultas.js';

/** Export kinds of an order (SPEC §9): the distributor's answer `ASOP{id}.RSP` and the plain `salida-{id}.txt`. */
export const TIPOS_ARCHIVO_PEDIDO = ['asop', 'salida'] as const;
export type TipoArchivoPedido = (typeof TIPOS_ARCHIVO_PEDIDO)[number];

/** One export of an order of the caller's pharmacies; another pharmacy's order is a 404. */
export async function archivoPedido(app: FastifyInstance, usuario: UsuarioToken, id: number, tipo: TipoArchivoPedido): Promise<ArchivoExportado> {
  const items = await detallePedido(app, usuario, id);
  return tipo === 'asop' ? archivoAsopRsp({ id }, items) : archivoSalida({ id }, items);
}
