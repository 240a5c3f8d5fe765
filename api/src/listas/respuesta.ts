import type { FastifyReply } from 'fastify';

export const CABECERA_TOTAL = 'X-Total-Count';

/** Sends one page of a list with the count of every matching row in `X-Total-Count`, readable by a cross-origin client too. */
export function responderLista<T>(reply: FastifyReply, { items, total }: { items: T[]; total: number }): T[] {
  reply.header(CABECERA_TOTAL, String(total));
  const expuestas = reply.getHeader('access-control-expose-headers');
  const actuales = typeof expuestas === 'string' ? expuestas.split(',').map((h) => h.trim()).filter(Boolean) : [];
  if (!actuales.some((h) => h.toLowerCase() === CABECERA_TOTAL.toLowerCase())) {
    reply.header('Access-Control-Expose-Headers', [...actuales, CABECERA_TOTAL].join(', '));
  }
  return items;
}
