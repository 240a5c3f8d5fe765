import { iniciarServidorHttp, responderJson, type ServidorHttp } from './servidorHttp.js';

export const CLIENT_ID = 'portal-web';

export interface ServidorOidc extends ServidorHttp {
  authority: string;
  /** The next `n` token requests lose their connection, as on a network failure. */
  cortarProximosTokens(n: number): void;
  /** Claims of the id_token the token endpoint issues. */
  claims: Record<string, unknown>;
}

const base64url = (valor: unknown): string => Buffer.from(JSON.stringify(valor)).toString('base64url');

/** oidc-client-ts reads the id_token's claims without checking a signature (that is the API's job). */
function idToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** An identity provider with discovery, token and end-session endpoints, enough for oidc-client-ts. */
export async function iniciarServidorOidc(claims: Record<string, unknown>): Promise<ServidorOidc> {
  let cortes = 0;
  let emitidos = 0;
  let authority = '';
  const servidor = await iniciarServidorHttp((solicitud, res) => {
    const path = solicitud.path.split('?')[0];
    if (path === '/idp/.well-known/openid-configuration') {
      responderJson(res, 200, {
        issuer: authority,
        authorization_endpoint: `${authority}/auth`,
        token_endpoint: `${authority}/token`,
        end_session_endpoint: `${authority}/session/end`,
        userinfo_endpoint: `${authority}/me`,
        jwks_uri: `${authority}/jwks`,
      });
    } else if (path === '/idp/token') {
      if (cortes > 0) {
        cortes -= 1;
        res.socket?.destroy();
        return;
      }
      emitidos += 1;
      const ahora = Math.floor(Date.now() / 1000);
      responderJson(res, 200, {
        access_token: `token-${emitidos}`,
        token_type: 'Bearer',
        expires_in: 300,
        scope: 'openid profile email portal-api',
        id_token: idToken({ iss: authority, aud: CLIENT_ID, iat: ahora, exp: ahora + 300, ...resultado.claims }),
      });
    } else {
      responderJson(res, 404, { error: 'not_found' });
    }
  });
  authority = `${servidor.url}/idp`;
  const resultado: ServidorOidc = {
    ...servidor,
    authority,
    claims,
    cortarProximosTokens: (n) => {
      cortes = n;
    },
  };
  return resultado;
}
