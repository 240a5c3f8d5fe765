import type { FastifyInstance } from 'fastify';
import type { CuentasUsuarios } from '../auth/claims.js';
import { origenesPermitidos } from '../hub/origen.js';
import { cuerpoNoEncontrado } from '../plugins/errores.js';
import { purgarVencidos } from './adaptador.js';
import { cargarClaves } from './claves.js';
import { corsSoloDelPortal } from './cors.js';
import { erroresOAuthEnEspanol } from './errores-oauth.js';
import { origenesSitio } from './cliente-web.js';
import { rutasInteraccion } from './interacciones.js';
import { COOKIE_MOTIVO, crearProveedor, MOTIVOS_SALIDA } from './proveedor.js';

/** Access-token lifetime in seconds (`OIDC_ACCESS_TOKEN_TTL`, default 15 minutes): short-lived, renewed silently. */
const DURACION_ACCESS_TOKEN = (() => {
  const segundos = Math.trunc(Number(process.env.OIDC_ACCESS_TOKEN_TTL));
  return segundos > 0 ? segundos : 15 * 60;
})();
/**
 * Tests only: shorter access-token lifetimes for some user names (`OIDC_ACCESS_TOKEN_TTL_USUARIOS=mostrador.e2e:90`),
 * so a browser journey waits seconds for a real silent renewal while every other account keeps the usual lifetime
 * (the e2e server is shared by all journeys). Ignored in production, where one lifetime holds for everyone.
 */
export function duracionesPorUsuario(valor: string | undefined, produccion = process.env.NODE_ENV === 'production'): Map<string, number> {
  const duraciones = new Map<string, number>();
  if (produccion || !valor) return duraciones;
  for (const par of valor.split(',')) {
    const [userName, segundos] = par.split(':').map((p) => p.trim());
    const n = Math.trunc(Number(segundos));
    if (userName && n > 0) duraciones.set(userName.toLowerCase(), n);
  }
  return duraciones;
}

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
export default async function idp(app: FastifyInstance, { cuentas }: { cuentas: CuentasUsuarios }) {
  const config = app.configApi;
  if (config.oidcIssuer) return;
  const origenes = origenesSitio(config);
  const provider = crearProveedor(app.db, await cargarClaves(app.db), {
    issuer: emisorEmbebido(config.publicUrl),
    cuentas,
    audiencia: config.oidcAudience,
    origenes,
    urlPortal: config.publicUrl,
    duracionAccessToken: DURACION_ACCESS_TOKEN,
    duracionPorUsuario: duracionesPorUsuario(process.env.OIDC_ACCESS_TOKEN_TTL_USUARIOS),
    duracionSesion: DURACION_SESION,
  });

  // First, so that it sees every header the provider and the middlewares below set: only the site's own origins
  // (PUBLIC_URL, SITE_ORIGINS) read the provider's answers from another origin.
  provider.use(corsSoloDelPortal(origenesPermitidos(config)));

  // The portal logs out with `motivo` after a failed silent renewal; the next login page explains why.
  provider.use(async (ctx, next) => {
    const motivo = ctx.query.motivo;
    if (ctx.path === '/session/end' && typeof motivo === 'string' && (MOTIVOS_SALIDA as readonly string[]).includes(motivo)) {
      ctx.cookies.set(COOKIE_MOTIVO, motivo, { path: '/idp', httpOnly: true, sameSite: 'lax', signed: false, maxAge: MOTIVO_TTL_SEGUNDOS * 1000 });
    }
    await next();
  });

  // The protocol endpoints' OAuth errors keep their codes and say what went wrong in Spanish (errores-oauth.ts).
  provider.use(erroresOAuthEnEspanol);

  // A path the provider does not have: Koa would answer its English "Not Found"; the API's Spanish 404 instead.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body == null) {
      ctx.body = cuerpoNoEncontrado();
      // Setting a body makes Koa's implicit 404 a 200: both set again.
      ctx.status = 404;
      ctx.type = 'application/json; charset=utf-8';
    }
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

  await app.register(rutasInteraccion, { provider, cuentas, duracionSesion: DURACION_SESION, urlPortal: config.publicUrl });
}
