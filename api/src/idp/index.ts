import type { FastifyInstance } from 'fastify';
import { purgarVencidos } from './adaptador.js';
import { cargarClaves } from './claves.js';
import { origenesSitio } from './cliente-web.js';
import { rutasInteraccion } from './interacciones.js';
import { COOKIE_MOTIVO, crearProveedor, MOTIVOS_SALIDA } from './proveedor.js';

/** Access-token lifetime in seconds (`OIDC_ACCESS_TOKEN_TTL`, default 15 minutes): short-lived, renewed silently. */
const DURACION_ACCESS_TOKEN = (() => {
  const segundos = Math.trunc(Number(process.env.OIDC_ACCESS_TOKEN_TTL));
  return segundos > 0 ? segundos : 15 * 60;
})();
/** A working day at the counter: after it the user signs in again. */
const DURACION_SESION = 12 * 60 * 60;
const MOTIVO_TTL_SEGUNDOS = 10 * 60;
const INTERVALO_PURGA_MS = 60 * 60_000;

export const emisorEmbebido = (publicUrl: string) => `${publicUrl}/idp`;

/**
 * The embedded OpenID Connect provider at `/idp` (oidc-provider's Koa app behind fastify), unless the API trusts
 * another provider (`OIDC_ISSUER`). The provider's own endpoints read the raw request; the interaction pages are
 * ordinary fastify routes beside them.
 */
export default async function idp(app: FastifyInstance) {
  const config = app.configApi;
  if (config.oidcIssuer) return;
  const origenes = origenesSitio(config);
  const provider = crearProveedor(app.db, await cargarClaves(app.db), {
    issuer: emisorEmbebido(config.publicUrl),
    audiencia: config.oidcAudience,
    origenes,
    urlPortal: config.publicUrl,
    duracionAccessToken: DURACION_ACCESS_TOKEN,
    duracionSesion: DURACION_SESION,
  });

  // The portal logs out with `motivo` after a failed silent renewal; the next login page explains why.
  provider.use(async (ctx, next) => {
    const motivo = ctx.query.motivo;
    if (ctx.path === '/session/end' && typeof motivo === 'string' && (MOTIVOS_SALIDA as readonly string[]).includes(motivo)) {
      ctx.cookies.set(COOKIE_MOTIVO, motivo, { path: '/idp', httpOnly: true, sameSite: 'lax', signed: false, maxAge: MOTIVO_TTL_SEGUNDOS * 1000 });
    }
    await next();
  });

  const atender = provider.callback();
  await app.register(async (proveedor) => {
    // oidc-provider parses its own bodies: fastify must leave the request stream untouched.
    proveedor.removeAllContentTypeParsers();
    proveedor.addContentTypeParser('*', (_req, _payload, done) => done(null));
    proveedor.all('/idp/*', { schema: { hide: true } }, (req, reply) => {
      reply.hijack();
      // Seen from Koa the provider is mounted at /idp: `originalUrl` keeps the prefix for the URLs it builds.
      Object.assign(req.raw, { originalUrl: req.raw.url });
      req.raw.url = (req.raw.url ?? '/').replace(/^\/idp/i, '') || '/';
      atender(req.raw, reply.raw);
    });
  });
  const purgar = () => purgarVencidos(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'No se pudieron purgar registros vencidos del proveedor de identidad'));
  await purgar();
  const purga = setInterval(purgar, INTERVALO_PURGA_MS).unref();
  app.addHook('onClose', async () => clearInterval(purga));

  await app.register(rutasInteraccion, { provider, duracionSesion: DURACION_SESION, urlPortal: config.publicUrl });
}
