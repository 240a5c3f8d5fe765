import type { ConfigApi } from './config.js';
import type { BaseDatos, Db } from './db/client.js';
import type { Permiso, UsuarioToken } from './auth/tipos.js';
import type { Hub } from './hub/tipos.js';
import type { VigenciaUsuarios } from './auth/vigencia.js';

declare module 'fastify' {
  interface FastifyInstance {
    configApi: ConfigApi;
    db: Db;
    baseDatos: BaseDatos;
    hub: Hub;
    /**
     * Verifies an access token (signature, issuer, audience, expiry, and that its user did not change since) and returns
     * its user; throws a 401 ErrorHttp otherwise.
     */
    verificarToken(token: string): Promise<UsuarioToken>;
    /** Users' context versions as this process knows them; `cambio` after changing a user makes its tokens of before stop working. */
    vigencia: VigenciaUsuarios;
  }
  interface FastifyRequest {
    /** Set by the authentication hook when a valid bearer token came; null otherwise. */
    usuario: UsuarioToken | null;
  }
  interface FastifyContextConfig {
    permiso?: Permiso;
  }
}
