/**
 * The client side of the hub benchmarks: many raw WebSocket clients in one process, kept as cheap as possible so that
 * what is measured is the server (no JSON parsing: records are found and timed on the received bytes).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** Which server a set of connections talks to: our hub, or the bench's reference. */
export type Lado = 'hub' | 'referencia';

const SEPARADOR = 0x1e;
const INVOCACION = Buffer.from('{"type":1,');
/** Benchmarks that stamp their messages put the send time here (`performance.timeOrigin + performance.now()`). */
const ENVIADO = Buffer.from('"enviado":');
const COMA = 0x2c;
const PING = '{"type":6}\u001e';
const ahora = () => performance.timeOrigin + performance.now();

export function percentil(valores: number[], p: number): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.max(0, Math.ceil((p / 100) * ordenados.length) - 1))]!;
}

interface Cuenta {
  recibidos: number;
  latencias: number[];
  espera: { cantidad: number; listo: () => void } | null;
}

export function abrirClientes() {
  const cuentas: Record<Lado, Cuenta> = {
    hub: { recibidos: 0, latencias: [], espera: null },
    referencia: { recibidos: 0, latencias: [], espera: null },
  };
  const sockets: WebSocket[] = [];
  const socketsHub: WebSocket[] = [];
  // Like the official client: a Ping every so often, or the hub closes the connection after 30 s of silence. Spread
  // over time (each socket every 10 s, a slice of them every 100 ms) as real clients' are, not all in one burst.
  let turno = 0;
  const latido = setInterval(() => {
    const porTanda = Math.ceil(socketsHub.length / 100);
    for (let i = 0; i < porTanda; i++) {
      const socket = socketsHub[turno++ % socketsHub.length]!;
      if (socket.readyState === WebSocket.OPEN) socket.send(PING);
    }
  }, 100);
  latido.unref();
  /** For messages without a stamp: when the change that causes them was started, in this process's clock. */
  let inicioCambio = 0;

  /** Every invocation record in a frame is one delivery; its latency comes from its stamp or from `inicioCambio`. */
  const recibir = (cuenta: Cuenta) => (datos: Buffer) => {
    const llegada = ahora();
    let desde = datos.indexOf(INVOCACION);
    while (desde !== -1) {
      const fin = datos.indexOf(SEPARADOR, desde);
      const marca = datos.indexOf(ENVIADO, desde);
      if (marca !== -1 && (fin === -1 || marca < fin)) {
        const inicio = marca + ENVIADO.length;
        cuenta.latencias.push(llegada - Number(datos.toString('latin1', inicio, datos.indexOf(COMA, inicio))));
      } else {
        cuenta.latencias.push(llegada - inicioCambio);
      }
      cuenta.recibidos++;
      desde = fin === -1 ? -1 : datos.indexOf(INVOCACION, fin);
    }
    if (cuenta.espera && cuenta.recibidos >= cuenta.espera.cantidad) {
      const { listo } = cuenta.espera;
      cuenta.espera = null;
      listo();
    }
  };

  async function abrir(url: string, opciones: WebSocket.ClientOptions, cuenta: Cuenta, handshake: boolean): Promise<void> {
    const socket = new WebSocket(url, { perMessageDeflate: false, ...opciones });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    sockets.push(socket);
    if (handshake) {
      const respuesta = new Promise<Buffer>((resolve) => socket.once('message', resolve));
      socket.send('{"protocol":"json","version":1}\u001e');
      const texto = (await respuesta).toString();
      if (!texto.startsWith('{}')) throw new Error(`El hub rechazó el handshake: ${texto}`);
      socketsHub.push(socket);
    }
    socket.on('message', recibir(cuenta));
  }

  /** `cantidad` connections in batches of 50, so the server is not hit by thousands of handshakes at once. */
  async function enTandas(cantidad: number, abrirUna: () => Promise<void>): Promise<void> {
    for (let i = 0; i < cantidad; i += 50) await Promise.all(Array.from({ length: Math.min(50, cantidad - i) }, abrirUna));
  }

  return {
    /** Negotiate, WebSocket and JSON handshake, like the official client with `transport: WebSockets`. */
    conectarHub(url: string, token: string, cantidad: number, lado: Lado = 'hub'): Promise<void> {
      return enTandas(cantidad, async () => {
        const negociado = await fetch(`${url}/CarritoUsuarioHub/negotiate?negotiateVersion=1`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        if (negociado.status !== 200) throw new Error(`negotiate respondió ${negociado.status}: ${await negociado.text()}`);
        const { connectionToken } = (await negociado.json()) as { connectionToken: string };
        await abrir(`${url.replace('http', 'ws')}/CarritoUsuarioHub?id=${connectionToken}`, { headers: { authorization: `Bearer ${token}` } }, cuentas[lado], true);
      });
    },

    conectarReferencia(url: string, cantidad: number): Promise<void> {
      return enTandas(cantidad, () => abrir(url, {}, cuentas.referencia, false));
    },

    /** Resolves once `cantidad` deliveries (counted since the start) reached the connections of `lado`. */
    esperar(lado: Lado, cantidad: number, plazoMs = 30_000): Promise<void> {
      const cuenta = cuentas[lado];
      if (cuenta.recibidos >= cantidad) return Promise.resolve();
      return new Promise((listo, fallar) => {
        const plazo = setTimeout(
          () => fallar(new Error(`Tras ${plazoMs} ms llegaron ${cuenta.recibidos} de ${cantidad} entregas (${lado}).`)),
          plazoMs,
        );
        cuenta.espera = {
          cantidad,
          listo: () => {
            clearTimeout(plazo);
            listo();
          },
        };
      });
    },

    marcarInicioCambio(): void {
      inicioCambio = ahora();
    },

    recibidos: (lado: Lado) => cuentas[lado].recibidos,

    /** The latencies recorded so far, emptied. */
    latencias(): Record<Lado, number[]> {
      return { hub: cuentas.hub.latencias.splice(0), referencia: cuentas.referencia.latencias.splice(0) };
    },

    cerrar(): void {
      clearInterval(latido);
      for (const socket of sockets) socket.terminate();
    },
  };
}
