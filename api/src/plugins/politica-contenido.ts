import fp from 'fastify-plugin';
import { origenesSitio } from '../idp/cliente-web.js';
import { HASHES_IDP } from '../idp/paginas.js';

/**
 * The content security policies of everything the server renders in a browser, side by side. Every HTML or SVG
 * response carries one: the site's, the identity provider's, the API documentation's, or the strict default.
 */
const CSP = 'content-security-policy';
const politica = (directivas: string[]) => directivas.join('; ');

/**
 * The single-page app (host and remotes, same origin in the composed site). Images may come from the configured image
 * and banner servers; Sentry is reached over https.
 * No 'unsafe-inline' for styles: the page itself (index.html, sitio.ts) carries a fresh nonce per response in
 * `<meta property="csp-nonce">`, and every `<style>` the portal writes at run time carries it (antd's CSS-in-JS and
 * icons through the host's ConfigProvider `csp`, ours through `nonceEstilos`, rc-component's own helper through the
 * patch in patches/). Any other file (a script, an SVG opened on its own) gets the policy with no nonce: its styles
 * come from files or not at all. Scripts stay 'self' only, which is what keeps injected markup inert.
 */
export const politicaSitio = (nonce?: string) =>
  politica([
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.sentry.io https://*.ingest.sentry.io",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]);

/**
 * The identity provider's pages (login, password change, logout, errors): their one style and one script by hash.
 * A form's redirect chain ends at the portal (Chrome checks form-action on it) and the portal's silent renewal loads
 * `/idp/auth` in a hidden iframe, so the portal's origins are allowed as form targets and as framing pages.
 * oidc-provider adds the hash of its own form_post script to script-src when it renders one.
 */
export const politicaIdp = (origenes: readonly string[]) =>
  politica([
    "default-src 'none'",
    `style-src ${HASHES_IDP.estilo}`,
    `script-src ${HASHES_IDP.script}`,
    "img-src 'self' data:",
    `form-action 'self' ${origenes.join(' ')}`.trim(),
    `frame-ancestors 'self' ${origenes.join(' ')}`.trim(),
    "base-uri 'none'",
  ]);

/**
 * Swagger UI at /api/docs: its page loads its scripts and stylesheets from files. The one inline style is the
 * `<style>` inside the small logo its React bundle draws in the top bar (fills of the logo), allowed by its hash; a new
 * swagger-ui version with another logo would only lose the logo's colours (and log a violation).
 */
const HASH_LOGO_SWAGGER = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
export const POLITICA_DOCUMENTACION = politica([
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${HASH_LOGO_SWAGGER}`,
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
]);

/**
 * Anything else rendered as a document: an SVG banner opened on its own, an HTML body some plugin produces. Nothing
 * in it may run, load or be framed; an SVG shown through <img> is unaffected (presentation attributes are not styles).
 */
export const POLITICA_ESTRICTA = politica(["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"]);

const DOCUMENTOS = /^\s*(?:text\/html|image\/svg\+xml|application\/xhtml\+xml|(?:application|text)\/xml)\b/i;

const enPrefijo = (url: string, prefijo: string) => {
  const ruta = url.split('?')[0]!.toLowerCase();
  return ruta === prefijo || ruta.startsWith(`${prefijo}/`);
};

/**
 * Sets the policy of each response. The identity provider's own endpoints answer through oidc-provider, outside
 * fastify's reply (no onSend), so its policy goes on the raw response as the request arrives; everything else gets
 * the strict default on the way out unless its route chose one (the site, the documentation).
 */
export default fp(
  async (app) => {
    const idp = politicaIdp(origenesSitio(app.configApi));
    app.addHook('onRequest', async (request, reply) => {
      if (enPrefijo(request.url, '/idp')) reply.raw.setHeader(CSP, idp);
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader(CSP) && DOCUMENTOS.test(String(reply.getHeader('content-type') ?? ''))) reply.header(CSP, POLITICA_ESTRICTA);
      return payload;
    });
  },
  { name: 'politica-contenido' },
);
