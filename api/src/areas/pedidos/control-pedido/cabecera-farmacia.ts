import type { FastifyRequest } from 'fastify';
import type { UsuarioToken } from '../../../auth/tipos.js';
import { noEncontrado, solicitudInvalida } from '../../../errores.js';

const MENSAJE_FORMATO = 'El encabezado farmaciaId debe ser el número de su farmacia.';

/**
 * SPEC §7 has the client name its pharmacy in a `farmaciaId` header; the token decides the pharmacy, so a header
 * that names another one is refused (404, as for any other pharmacy's data) rather than silently ignored.
 */
export function asegurarCabeceraFarmacia(req: FastifyRequest, usuario: UsuarioToken): void {
  const valor = req.headers['farmaciaid'];
  if (valor === undefined) return;
  const texto = Array.isArray(valor) ? valor.join(',') : valor.trim();
  if (!/^\d{1,9}$/.test(texto)) throw solicitudInvalida(MENSAJE_FORMATO, { farmaciaId: [MENSAJE_FORMATO] });
  if (Number(texto) !== usuario.farmaciaId) throw noEncontrado('No se encontró la farmacia indicada en farmaciaId.');
}
