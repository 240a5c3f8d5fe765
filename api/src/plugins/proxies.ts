import { BlockList, isIP } from 'node:net';
import fp from 'fastify-plugin';

/** `X-Forwarded-*` headers: whoever sends them claims to be a proxy speaking for someone else. */
const CABECERAS_REENVIO = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/** `::ffff:10.0.0.1` is how a dual-stack socket shows an IPv4 peer. */
const sinMapeo = (direccion: string) => direccion.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether a peer address is one of the configured proxies (`TRUSTED_PROXIES`: addresses or CIDR ranges). Only then are
 * its forwarding headers believed: otherwise anyone could pick the client address the login limits count (a new
 * `X-Forwarded-For` on each attempt) or the host the identity provider builds its URLs with.
 * A malformed entry stops the start: a typo must not silently trust nobody, or everybody.
 */
export function confianzaEnProxies(proxies: readonly string[]): (direccion: string | undefined) => boolean {
  const lista = new BlockList();
  for (const entrada of proxies) {
    const [direccion = '', prefijo, ...resto] = entrada.split('/');
    const familia = isIP(direccion);
    const bits = prefijo === undefined ? (familia === 6 ? 128 : 32) : Number(prefijo);
    if (!familia || resto.length || !Number.isInteger(bits) || bits < 0 || bits > (familia === 6 ? 128 : 32) || prefijo === '') {
      throw new Error(`TRUSTED_PROXIES: "${entrada}" no es una dirección IP ni un rango CIDR (por ejemplo 10.0.0.5 o 172.28.0.0/24).`);
    }
    lista.addSubnet(direccion, bits, familia === 6 ? 'ipv6' : 'ipv4');
  }
  return (direccion) => {
    if (!direccion) return false;
    const limpia = sinMapeo(direccion);
    const familia = isIP(limpia);
    return familia !== 0 && lista.check(limpia, familia === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify reads the forwarding headers only from trusted proxies (its `trustProxy`, set by app.ts with the same rule);
 * the identity provider's Koa app reads them from anyone once told it sits behind a proxy. A request that did not
 * come through a configured proxy loses them here, before anything else sees it.
 */
export default fp(
  async (app) => {
    const confiable = confianzaEnProxies(app.configApi.trustedProxies);
    app.addHook('onRequest', async (request) => {
      if (confiable(request.raw.socket.remoteAddress)) return;
      for (const cabecera of CABECERAS_REENVIO) delete request.raw.headers[cabecera];
    });
  },
  { name: 'proxies' },
);
