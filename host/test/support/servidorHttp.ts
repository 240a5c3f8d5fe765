import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SolicitudRecibida {
  metodo: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  cuerpo: string;
}

export type Manejador = (solicitud: SolicitudRecibida, respuesta: http.ServerResponse) => void;

export interface ServidorHttp {
  url: string;
  solicitudes: SolicitudRecibida[];
  cerrar(): Promise<void>;
}

/** A real HTTP server on a free local port; every request is recorded before `manejar` answers it. */
export async function iniciarServidorHttp(manejar: Manejador): Promise<ServidorHttp> {
  const solicitudes: SolicitudRecibida[] = [];
  const servidor = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (parte: Buffer) => partes.push(parte));
    req.on('end', () => {
      const solicitud = {
        metodo: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        cuerpo: Buffer.concat(partes).toString('utf8'),
      };
      solicitudes.push(solicitud);
      manejar(solicitud, res);
    });
  });
  await new Promise<void>((resolver) => servidor.listen(0, '127.0.0.1', resolver));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    solicitudes,
    cerrar: () =>
      new Promise<void>((resolver) => {
        servidor.closeAllConnections();
        servidor.close(() => resolver());
      }),
  };
}

export function responderJson(res: http.ServerResponse, estado: number, cuerpo: unknown): void {
  res.writeHead(estado, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(cuerpo));
}
