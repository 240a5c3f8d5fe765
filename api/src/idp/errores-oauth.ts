import type Provider from 'oidc-provider';

/**
 * The identity provider's protocol errors (`/idp/token`, `/idp/me`, `/idp/auth`…) in Spanish (issue 10, defect 5).
 * OAuth 2.0 fixes their shape, `{ error, error_description }`: the `error` code stays as the standard names it (clients
 * and the portal's oidc-client act on it), and only the human text, oidc-provider's English, is replaced. Wherever the
 * provider puts it: a JSON body, the `WWW-Authenticate` header of a refused bearer token, or the query or fragment of a
 * redirect back to the client. Nothing of the request is echoed.
 *
 * RFC 6749 (§5.2, §4.1.2.1) and RFC 6750 (§3) allow only printable ASCII in `error_description` (it travels in
 * headers and URLs too), so the text is written out without accents or ñ: Spanish a reader understands, in the
 * characters every client accepts.
 */

/** By error code. The policy's own codes (politica.ts) keep their meaning; an unknown code reads as a bad request. */
export const DESCRIPCIONES_OAUTH: Record<string, string> = {
  invalid_request: 'La solicitud al proveedor de identidad no es válida.',
  invalid_client: 'No se pudo identificar a la aplicación cliente.',
  invalid_grant: 'El código de autorización o el token de renovación no es válido, venció o ya se usó.',
  unauthorized_client: 'La aplicación cliente no está autorizada para este tipo de solicitud.',
  unsupported_grant_type: 'El tipo de autorización (grant_type) pedido no está soportado.',
  unsupported_response_type: 'El tipo de respuesta (response_type) pedido no está soportado.',
  unsupported_response_mode: 'El modo de respuesta (response_mode) pedido no está soportado.',
  unsupported_token_type: 'El tipo de token no está soportado.',
  invalid_scope: 'El alcance (scope) pedido no es válido.',
  invalid_target: 'El recurso pedido falta o no se conoce.',
  invalid_token: 'El token de acceso no es válido o venció.',
  insufficient_scope: 'El token de acceso no tiene el alcance necesario.',
  invalid_redirect_uri: 'La dirección de retorno (redirect_uri) no es una de las registradas para la aplicación.',
  invalid_request_uri: 'La dirección de la solicitud (request_uri) no es válida.',
  invalid_request_object: 'El objeto de solicitud no es válido.',
  invalid_dpop_proof: 'La prueba DPoP no es válida.',
  use_dpop_nonce: 'La prueba DPoP debe incluir el nonce del servidor.',
  access_denied: 'Acceso denegado.',
  login_required: 'Es necesario ingresar nuevamente.',
  consent_required: 'Es necesario el consentimiento del usuario.',
  interaction_required: 'Es necesario ingresar en el proveedor de identidad.',
  request_not_supported: 'El parámetro request no está soportado.',
  request_uri_not_supported: 'El parámetro request_uri no está soportado.',
  registration_not_supported: 'El registro de aplicaciones no está soportado.',
  temporarily_unavailable: 'El proveedor de identidad no está disponible momentáneamente. Intente nuevamente en unos minutos.',
  server_error: 'Ocurrió un error inesperado en el proveedor de identidad.',
  ContextChanged: 'Los permisos del usuario cambiaron.',
  PasswordExpired: 'La contraseña está vencida.',
};

/** A few of oidc-provider's texts worth more than their code's: what to fix (parameter names are the protocol's own). */
const PRECISOS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^missing required parameter (.+)$/, (m) => `Falta el parámetro obligatorio ${m[1]}.`],
  [/^missing required parameters (.+)$/, (m) => `Faltan los parámetros obligatorios ${m[1]!.replace(/,? and /g, ' y ')}.`],
  [/requires PKCE/, () => 'Se requiere PKCE (code_challenge con el método S256).'],
  [/^post_logout_redirect_uri not registered$/, () => 'La dirección de retorno al cerrar sesión (post_logout_redirect_uri) no está registrada.'],
  [/^invalid token provided$/, () => DESCRIPCIONES_OAUTH.invalid_token!],
];

const GENERICA = DESCRIPCIONES_OAUTH.invalid_request!;

/** Printable ASCII only (RFC 6749): accents and ñ dropped, ¿ and ¡ removed. */
const ascii = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f¿¡]/g, '')
    .replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '');

/** The Spanish `error_description` for an error code, from the provider's English one when a precise text exists. */
export function descripcionOAuth(error: string, original?: unknown): string {
  if (typeof original === 'string' && /^[\w ,.'-]*$/.test(original)) {
    for (const [patron, texto] of PRECISOS) {
      const m = original.match(patron);
      if (m) return ascii(texto(m));
    }
  }
  return ascii(DESCRIPCIONES_OAUTH[error] ?? GENERICA);
}

/** `error_description` of a URL's query or fragment (a redirect back to the client), in Spanish. */
function traducirDestino(destino: string): string {
  let url: URL;
  try {
    url = new URL(destino);
  } catch {
    return destino;
  }
  const traducir = (params: URLSearchParams) => {
    const error = params.get('error');
    if (!error) return false;
    params.set('error_description', descripcionOAuth(error, params.get('error_description')));
    return true;
  };
  if (traducir(url.searchParams)) return url.toString();
  const fragmento = new URLSearchParams(url.hash.slice(1));
  if (traducir(fragmento)) {
    url.hash = fragmento.toString();
    return url.toString();
  }
  return destino;
}

/** `error="…", error_description="…"` of a `WWW-Authenticate` value. */
const traducirDesafio = (valor: string) =>
  valor.replace(/error_description="[^"]*"/, () => {
    const error = /error="([^"]*)"/.exec(valor)?.[1] ?? 'invalid_request';
    return `error_description="${descripcionOAuth(error, /error_description="([^"]*)"/.exec(valor)?.[1])}"`;
  });

export const erroresOAuthEnEspanol: Parameters<Provider['use']>[0] = async (ctx, next) => {
  await next();
  const cuerpo = ctx.body as { error?: unknown; error_description?: unknown } | null | undefined;
  if (cuerpo && typeof cuerpo === 'object' && !Buffer.isBuffer(cuerpo) && typeof cuerpo.error === 'string' && 'error_description' in cuerpo) {
    ctx.body = { ...cuerpo, error_description: descripcionOAuth(cuerpo.error, cuerpo.error_description) };
  }
  // Koa answers undefined for a header not set.
  const desafio = String(ctx.response.get('WWW-Authenticate') ?? '');
  if (desafio.includes('error_description=')) ctx.set('WWW-Authenticate', traducirDesafio(desafio));
  const destino = String(ctx.response.get('Location') ?? '');
  if (destino.includes('error_description=')) ctx.set('Location', traducirDestino(destino));
};
