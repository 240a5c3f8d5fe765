import type { ConfigCliente } from '@portal/shared/client';
import { useConexionCarrito } from './useConexionCarrito.js';

/** Mounted once beside the router: keeps the cart link alive for as long as there is a session. */
export function ConexionCarrito({ hubUrl, nivelLog }: { hubUrl: string; nivelLog: ConfigCliente['nivelLogTiempoReal'] }) {
  useConexionCarrito(hubUrl, nivelLog);
  return null;
}
