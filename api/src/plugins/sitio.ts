import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { politicaSitio } from './politica-contenido.js';

/** Remotes served under `/mfe/<nombre>/`, each from its own package's `dist/` (DESIGN §4). */
const REMOTOS_SITIO = ['pedidos', 'cuenta-corriente', 'devoluciones', 'home', 'admin'] as const;

/** Paths owned by the server itself: never answered with the single-page app. */
const PREFIJOS_SERVIDOR = ['/api', '/idp', '/carritousuariohub', '/healthz', '/readyz', '/mfe'];

/**
 * A source map (and its compressed copies) holds every source of the front end: the build keeps maps out of `dist/`
 * (build/mapas-fuente.cjs), and one that is there all the same (an older build, a copy by hand) is not served either.
 */
const ES_MAPA = /\.map(\.(br|gz))?$/i;

/** webpack's `[contenthash]` in a file name: its content never changes under that name. */
const CON_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Only a content-hashed file may be kept by the browser. Everything else (mf-manifest.json, remoteEntry.js, main.js,
 * config.json, version.json) names the current deployment and must be revalidated, or a new host or remote version
 * goes unseen. The page itself (index.html) is never stored: see enviarPagina.
 */
function cacheControlPara(archivo: string): string {
  // The precompressed copy (`x.js.br`, `x.js.gz`) is kept like the file it stands for.
  const nombre = path.basename(archivo).replace(/\.(br|gz)$/, '');
  return CON_HASH.test(nombre) && !/\.(html|json)$/.test(nombre) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The page split after its `<head>` tag, where each response's nonce goes; `conCabeza` false: no `<head>` found. */
interface PaginaPartida {
  mtimeMs: number;
  size: number;
  conCabeza: boolean;
  antes: string;
  despues: string;
}

/**
 * The host's index.html, read and split once and again only when the file changes (a new build replaces it while the
 * server runs): each page request costs a `stat`, not a read and a search.
 */
function lectorDePagina(archivo: string): () => Promise<PaginaPartida | null> {
  let guardada: PaginaPartida | null = null;
  return async () => {
    const datos = await stat(archivo).catch(() => null);
    if (!datos?.isFile()) return null;
    if (guardada && guardada.mtimeMs === datos.mtimeMs && guardada.size === datos.size) return guardada;
    const html = await readFile(archivo, 'utf8').catch(() => null);
    if (html === null) return null;
    const cabeza = /<head[^>]*>/i.exec(html);
    const corte = cabeza ? cabeza.index + cabeza[0].length : 0;
    guardada = { mtimeMs: datos.mtimeMs, size: datos.size, conCabeza: cabeza !== null, antes: html.slice(0, corte), despues: html.slice(corte) };
    return guardada;
  };
}

/**
 * The portal's page with this response's style nonce (politica-contenido.ts): a `<meta property="csp-nonce">` right
 * after `<head>`, read by `nonceEstilos` (shared/client), and the same nonce in the policy. A new nonce every time, so
 * the page is never stored (`no-store`): a cached copy would carry a nonce its policy no longer names.
 */
async function enviarPagina(reply: FastifyReply, leerPagina: () => Promise<PaginaPartida | null>) {
  const pagina = await leerPagina();
  if (pagina === null) return reply.callNotFound();
  const nonce = randomBytes(18).toString('base64');
  const meta = `<meta property="csp-nonce" nonce="${nonce}" />`;
  const conNonce = pagina.conCabeza ? `${pagina.antes}\n    ${meta}${pagina.despues}` : `${meta}${pagina.despues}`;
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', politicaSitio(nonce))
    .send(conNonce);
}

const aceptaHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

async function esArchivoDe(raiz: string, pathname: string): Promise<boolean> {
  const destino = path.resolve(raiz, `.${pathname}`);
  if (!destino.startsWith(raiz + path.sep)) return false;
  return stat(destino).then((s) => s.isFile(), () => false);
}

const esDelServidor = (pathname: string) => {
  const p = pathname.toLowerCase();
  return PREFIJOS_SERVIDOR.some((prefijo) => p === prefijo || p.startsWith(`${prefijo}/`));
};

/**
 * Serves the built front end when `siteDir` is set: `host/dist` at `/`, `mfe-<nombre>/dist` at `/mfe/<nombre>/`,
 * and the host's `index.html` for any other page a browser asks for (client-side routes).
 * Files are looked up on every request (no file list is kept), so a remote's `dist/` can be replaced while serving.
 */
export default fp(async (app) => {
  const siteDir = app.configApi.siteDir;
  if (!siteDir) return;
  const raizHost = path.resolve(siteDir, 'host', 'dist');
  const raizRemoto = (nombre: string) => path.resolve(siteDir, `mfe-${nombre}`, 'dist');
  const leerPagina = lectorDePagina(path.join(raizHost, 'index.html'));

  // Only the site's routes below ask for it (`compress`): a text file without a copy, and the page itself, are
  // compressed as they are sent; what is already compressed (a copy, or an image) passes as it is.
  await app.register(fastifyCompress, { global: false });
  // Per route, as a route's options replace the plugin's: every size (the page is a few hundred bytes).
  const comprimir = { threshold: 0 };

  await app.register(fastifyStatic, {
    root: raizHost,
    serve: false,
    // The build leaves `.br` and `.gz` copies of every text file (build/federacion.cjs): sent as they are, by the
    // request's Accept-Encoding, with `Vary: Accept-Encoding`.
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply: FastifyReply, archivo: string) => {
      reply.header('cache-control', cacheControlPara(archivo));
      reply.header('content-security-policy', politicaSitio());
    },
  });

  app.get<{ Params: { nombre: string; '*': string } }>(
    '/mfe/:nombre/*',
    { schema: { hide: true }, compress: comprimir },
    async (req, reply) => {
      const { nombre, '*': archivo } = req.params;
      if (!(REMOTOS_SITIO as readonly string[]).includes(nombre) || !archivo || ES_MAPA.test(archivo)) return reply.callNotFound();
      return reply.sendFile(archivo, raizRemoto(nombre));
    },
  );

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true }, compress: comprimir }, async (req, reply) => {
    const pathname = `/${req.params['*']}`;
    // Before the page: a map asked for by a browser is no client-side route either.
    if (esDelServidor(pathname) || ES_MAPA.test(pathname)) return reply.callNotFound();
    if (pathname === '/' || pathname === '/index.html') return enviarPagina(reply, leerPagina);
    if (await esArchivoDe(raizHost, pathname)) return reply.sendFile(pathname.slice(1), raizHost);
    // Any other page a browser asks for is a client-side route of the single-page app.
    return aceptaHtml(req) ? enviarPagina(reply, leerPagina) : reply.callNotFound();
  });
});
