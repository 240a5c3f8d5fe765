import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { CuentasUsuarios } from '../auth/claims.js';
import { verificadorLocal, verificadorRemoto } from '../auth/verificador.js';
import { crearVigencia } from '../auth/vigencia.js';
import { cargarClaves, clavesPublicas } from '../idp/claves.js';
import { emisorEmbebido } from '../idp/index.js';
import '../tipos-fastify.js';

const PREFIJO_HUB = '/carritousuariohub';
const PREFIJO_IDP = '/idp/';
/** Operator routes take the operator's token, not a user's (Prometheus sends it as a bearer: plugins/metricas.ts). */
const PREFIJO_OPERADOR = '/operador/';

const ruta = (req: FastifyRequest) => req.url.split('?')[0]!.toLowerCase();

/** The bearer token of a request; the hub's WebSocket and server-sent-event requests can only carry it in the query. */
function tokenDe(req: FastifyRequest): string | null {
  const [esquema, token] = (req.headers.authorization ?? '').split(' ');
  if (esquema?.toLowerCase() === 'bearer' && token) return token;
  const p = ruta(req);
  if (p === PREFIJO_HUB || p.startsWith(`${PREFIJO_HUB}/`)) {
    const query = (req.query ?? {}) as Record<string, unknown>;
    if (typeof query.access_token === 'string' && query.access_token) return query.access_token;
  }
  return null;
}

/**
 * Authentication only: `request.usuario` is the caller proven by a valid access token, or null without one.
 * A token that is present but invalid (signature, issuer, audience, expiry) answers 401 at once.
 */
export default fp(
  async (app, { cuentas }: { cuentas: Pick<CuentasUsuarios, 'versionVigente'> }) => {
    const { oidcIssuer, oidcAudience, publicUrl, redisUrl } = app.configApi;
    const vigencia = await crearVigencia({ leer: (sub) => cuentas.versionVigente(app.db, sub), redisUrl, log: app.log.child({ modulo: 'vigencia' }) });
    app.addHook('onClose', () => vigencia.cerrar());
    app.decorate('vigencia', vigencia);
    const verificar = oidcIssuer
      ? verificadorRemoto(oidcIssuer, oidcAudience)
      : verificadorLocal(emisorEmbebido(publicUrl), oidcAudience, clavesPublicas(await cargarClaves(app.db)), vigencia);
    app.decorate('verificarToken', verificar);
    app.decorateRequest('usuario', null);
    app.addHook('onRequest', async (req) => {
      // The provider authenticates its own endpoints (userinfo takes its own tokens).
      if (ruta(req).startsWith(PREFIJO_IDP) || ruta(req).startsWith(PREFIJO_OPERADOR)) return;
      const token = tokenDe(req);
      req.usuario = token ? await app.verificarToken(token) : null;
    });
  },
  { name: 'autenticacion' },
);
