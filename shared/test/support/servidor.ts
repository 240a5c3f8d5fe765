import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SolicitudRecibida {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Manejador = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A real local HTTP server on a free port; records every request it gets. */
export async function levantarServidor(manejador: Manejador) {
  const recibidas: SolicitudRecibida[] = [];
  const servidor = createServer((req, res) => {
    let body = '';
    req.on('data', (parte: Buffer) => (body += parte.toString()));
    req.on('end', () => {
      recibidas.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      manejador(req, res, body);
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    recibidas,
    cerrar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}

export function responderJson(res: ServerResponse, status: number, cuerpo: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(cuerpo));
}
