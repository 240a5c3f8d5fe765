// The proxy of `npm run stack:scale`: one public origin in front of several API processes, the way nginx does it in
// docker-compose.yml. It serves nothing itself. Plain requests go round-robin; every request of one hub connection
// (`?id=<connectionToken>`: WebSocket upgrade, server-sent events stream, long polls, sends, close) goes to the
// process that answered its negotiate, because only that process knows the connection. A process that refuses
// connections is skipped until its /healthz answers again, and a request it never received is retried on another.
// Plain Node (http + upgrade handling): a few dozen lines did not earn a dependency.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { ayuda } from './lib.mjs';

const HUB = '/carritousuariohub';
const RECHAZOS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, never the next one. */
const SALTO = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];
const SIN_USO_MS = 10 * 60_000;
/** Forwarding headers, set only by this proxy (see `cabeceras`). */
const REENVIO = /^(x-forwarded-|forwarded$|x-real-ip$)/;

const idDeHub = (url) => {
  const u = new URL(url, 'http://proxy');
  return u.pathname.toLowerCase().startsWith(HUB) ? { id: u.searchParams.get('id'), negotiate: u.pathname.toLowerCase().endsWith('/negotiate') } : null;
};

/**
 * @param {{ destinos: { nombre: string, url: string }[], log?: (linea: string) => void }} opciones
 * @returns {http.Server}
 */
export function crearProxy({ destinos, log = () => {} }) {
  const apis = destinos.map((d) => ({ ...d, destino: new URL(d.url), caido: false }));
  /** connectionToken → { api, usado } */
  const fijas = new Map();
  let turno = 0;

  const vivas = () => apis.filter((a) => !a.caido);
  function siguiente(excluir = []) {
    const candidatas = vivas().filter((a) => !excluir.includes(a));
    const lista = candidatas.length ? candidatas : apis.filter((a) => !excluir.includes(a));
    if (!lista.length) return null;
    return lista[turno++ % lista.length];
  }

  function marcarCaida(api) {
    if (api.caido) return;
    api.caido = true;
    log(`${api.nombre} no responde: se deja de usar hasta que /healthz conteste`);
    const sondeo = setInterval(() => {
      http
        .get(new URL('/healthz', api.destino), { agent: false }, (r) => {
          r.resume();
          if (r.statusCode === 200) {
            clearInterval(sondeo);
            api.caido = false;
            log(`${api.nombre} vuelve a responder`);
          }
        })
        .on('error', () => {});
    }, 1_000);
    sondeo.unref();
  }

  const limpieza = setInterval(() => {
    const limite = Date.now() - SIN_USO_MS;
    for (const [id, fija] of fijas) if (fija.usado < limite) fijas.delete(id);
  }, 60_000);
  limpieza.unref();

  /** The process a hub connection lives on; an id this proxy never saw negotiated (it restarted) is spread by hash. */
  function deConexion(id) {
    const fija = fijas.get(id);
    if (fija) {
      fija.usado = Date.now();
      return fija.api;
    }
    let h = 0;
    for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    return apis[h % apis.length];
  }

  /**
   * This proxy is the edge: whatever forwarding headers a client sent are its own inventions (an address to dodge the
   * login limits, a host for the IdP's URLs), so they are replaced by what the proxy itself saw. (The API believes
   * only the last hop's address anyway; the client's own list is dropped so nothing downstream can mistake it.)
   */
  function cabeceras(req) {
    const salida = {};
    for (const [nombre, valor] of Object.entries(req.headers)) {
      if (!SALTO.includes(nombre) && !REENVIO.test(nombre)) salida[nombre] = valor;
    }
    salida['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    salida['x-forwarded-proto'] = 'http';
    salida['x-forwarded-host'] = req.headers.host ?? '';
    return salida;
  }

  function recordarNegociacion(api, cuerpo) {
    try {
      const { connectionToken, connectionId } = JSON.parse(cuerpo.toString('utf8'));
      const id = connectionToken ?? connectionId;
      if (typeof id !== 'string') return;
      fijas.set(id, { api, usado: Date.now() });
      log(`hub ${connectionId} → ${api.nombre}`);
    } catch {
      // Not a negotiate answer (an error page): nothing to remember.
    }
  }

  function reenviar(req, res, cuerpo, api, { hub, intentadas }) {
    const salida = http.request(
      { host: api.destino.hostname, port: api.destino.port, method: req.method, path: req.url, headers: { ...cabeceras(req), 'content-length': String(cuerpo.length) }, agent: false },
      (respuesta) => {
        const cab = { ...respuesta.headers };
        for (const h of SALTO) delete cab[h];
        if (hub?.negotiate && respuesta.statusCode === 200) {
          const partes = [];
          respuesta.on('data', (p) => partes.push(p));
          respuesta.on('end', () => {
            const todo = Buffer.concat(partes);
            recordarNegociacion(api, todo);
            res.writeHead(200, { ...cab, 'content-length': String(todo.length) }).end(todo);
          });
          respuesta.on('error', () => res.destroy());
          return;
        }
        res.writeHead(respuesta.statusCode ?? 502, cab);
        // Server-sent events and long polls must reach the client as they come.
        res.flushHeaders();
        respuesta.pipe(res);
        respuesta.on('error', () => res.destroy());
        respuesta.on('aborted', () => res.destroy());
      },
    );
    // A request whose connection never opened was never received: another process may answer it.
    let conectada = false;
    salida.on('socket', (socket) => {
      if (!socket.connecting) conectada = true;
      else socket.once('connect', () => (conectada = true));
    });
    salida.on('error', (err) => {
      const nuncaRecibida = !conectada || RECHAZOS.has(err.code);
      if (nuncaRecibida) marcarCaida(api);
      // A hub connection lives on one process only: its requests are never moved.
      const otra = !hub?.id && nuncaRecibida ? siguiente([...intentadas, api]) : null;
      if (otra && !otra.caido) return reenviar(req, res, cuerpo, otra, { hub, intentadas: [...intentadas, api] });
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ mensaje: 'El servidor no está disponible. Intente nuevamente en unos instantes.' }));
    });
    res.on('close', () => {
      if (!res.writableFinished) salida.destroy();
    });
    salida.end(cuerpo);
  }

  const servidor = http.createServer((req, res) => {
    const partes = [];
    req.on('data', (p) => partes.push(p));
    req.on('end', () => {
      const hub = idDeHub(req.url ?? '/');
      const api = hub?.id ? deConexion(hub.id) : siguiente();
      if (!api) return res.writeHead(502).end();
      reenviar(req, res, Buffer.concat(partes), api, { hub, intentadas: [] });
    });
  });

  servidor.on('upgrade', (req, socket, cabeza) => {
    const hub = idDeHub(req.url ?? '/');
    const api = hub?.id ? deConexion(hub.id) : siguiente();
    socket.on('error', () => {});
    if (!api) return socket.destroy();
    const salida = http.request({
      host: api.destino.hostname,
      port: api.destino.port,
      method: req.method,
      path: req.url,
      headers: { ...cabeceras(req), connection: 'Upgrade', upgrade: req.headers.upgrade ?? 'websocket' },
      agent: false,
    });
    salida.on('upgrade', (respuesta, arriba, cabezaArriba) => {
      const lineas = [`HTTP/1.1 ${respuesta.statusCode} ${respuesta.statusMessage}`];
      for (let i = 0; i < respuesta.rawHeaders.length; i += 2) lineas.push(`${respuesta.rawHeaders[i]}: ${respuesta.rawHeaders[i + 1]}`);
      socket.write(`${lineas.join('\r\n')}\r\n\r\n`);
      if (cabezaArriba.length) socket.write(cabezaArriba);
      if (cabeza.length) arriba.write(cabeza);
      arriba.on('error', () => socket.destroy());
      arriba.on('close', () => socket.destroy());
      socket.on('close', () => arriba.destroy());
      arriba.pipe(socket).pipe(arriba);
    });
    // Refused upgrades (404 unknown id, 401) are plain answers: pass them on and close.
    salida.on('response', (respuesta) => {
      const lineas = [`HTTP/1.1 ${respuesta.statusCode} ${respuesta.statusMessage}`];
      for (let i = 0; i < respuesta.rawHeaders.length; i += 2) {
        if (!SALTO.includes(respuesta.rawHeaders[i].toLowerCase())) lineas.push(`${respuesta.rawHeaders[i]}: ${respuesta.rawHeaders[i + 1]}`);
      }
      socket.write(`${lineas.join('\r\n')}\r\nconnection: close\r\n\r\n`);
      respuesta.pipe(socket);
    });
    salida.on('error', (err) => {
      if (RECHAZOS.has(err.code)) marcarCaida(api);
      socket.destroy();
    });
    salida.end();
  });

  servidor.on('close', () => clearInterval(limpieza));
  return servidor;
}

/** `DESTINOS=http://127.0.0.1:5081,http://127.0.0.1:5082 PORT=8080 node scripts/proxy-scale.mjs` */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ayuda(`
Uso: DESTINOS=http://127.0.0.1:5081,http://127.0.0.1:5082 PORT=8080 node scripts/proxy-scale.mjs
El proxy de npm run stack:scale, solo: reparte las solicitudes entre las instancias de DESTINOS y mantiene cada
conexión del hub en la instancia que la negoció. PORT (8080) y HOST (0.0.0.0) dicen dónde escucha.
`);
  const destinos = (process.env.DESTINOS ?? 'http://127.0.0.1:5081,http://127.0.0.1:5082')
    .split(',')
    .map((url, i) => ({ nombre: `api${i + 1}`, url: url.trim() }));
  const servidor = crearProxy({ destinos, log: (l) => process.stdout.write(`[proxy] ${l}\n`) });
  servidor.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '0.0.0.0', () => {
    const { port } = servidor.address();
    process.stdout.write(`[proxy] escuchando en el puerto ${port} → ${destinos.map((d) => `${d.nombre} ${d.url}`).join(', ')}\n`);
  });
  for (const senal of ['SIGINT', 'SIGTERM']) process.on(senal, () => process.exit(0));
}
