import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The header that carries the token: `Authorization` belongs to the users' access tokens. */
export const CABECERA_TOKEN = 'x-operador-token';

/** Where a local API leaves its operator token for the command on the same machine (readable by its user only). */
export const archivoToken = (apiRoot: string) => path.join(apiRoot, '.data', 'operador.token');

export const tokenAleatorio = () => randomBytes(32).toString('base64url');

/** Synchronous, so the file exists by the time `listen()` has resolved (onListen hooks run after it). */
export function guardarToken(archivo: string, token: string): void {
  mkdirSync(path.dirname(archivo), { recursive: true });
  writeFileSync(archivo, `${token}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created: an older file keeps its permissions otherwise.
  chmodSync(archivo, 0o600);
}

export async function leerToken(archivo: string): Promise<string | null> {
  try {
    return (await readFile(archivo, 'utf8')).trim() || null;
  } catch {
    return null;
  }
}

export function mismoToken(esperado: string, recibido: string): boolean {
  const a = Buffer.from(esperado);
  const b = Buffer.from(recibido);
  return a.length === b.length && timingSafeEqual(a, b);
}
