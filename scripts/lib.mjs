// Helpers for the root commands. Plain Node (no dependencies): they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';

export const REMOTOS = ['mfe-pedidos', 'mfe-cuenta-corriente', 'mfe-devoluciones', 'mfe-home', 'mfe-admin'];
export const PAQUETES_FRONT = ['host', ...REMOTOS];

/**
 * `--help` (or `-h`) on any root command: prints its usage and ends before it does anything, so each command a
 * README shows can be tried safely (`npm run check` runs them all that way).
 */
export function ayuda(uso) {
  if (!process.argv.slice(2).some((a) => a === '--help' || a === '-h')) return;
  console.log(uso.trim());
  process.exit(0);
}

export function log(mensaje) {
  process.stdout.write(`\x1b[36m[portal]\x1b[0m ${mensaje}\n`);
}

const funciona = (cmd, args, env = process.env) =>
  spawnSync(cmd, args, { stdio: 'ignore', env, shell: process.platform === 'win32' }).status === 0;

let pnpmCache;
/**
 * pnpm 10, found or brought in: an installed pnpm 10, else corepack (its signature check fails on some
 * machines, hence COREPACK_INTEGRITY_KEYS=0), else a global npm install, else npx.
 */
export function pnpm() {
  if (pnpmCache) return pnpmCache;
  const version = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (version.status === 0 && version.stdout.trim().startsWith('10.')) return (pnpmCache = { cmd: 'pnpm', pre: [], env: {} });
  const envCorepack = { COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0' };
  if (funciona('corepack', ['pnpm', '--version'], { ...process.env, ...envCorepack })) {
    return (pnpmCache = { cmd: 'corepack', pre: ['pnpm'], env: envCorepack });
  }
  log(`Instalando pnpm ${PNPM_VERSION}…`);
  if (funciona('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]) && funciona('pnpm', ['--version'])) {
    return (pnpmCache = { cmd: 'pnpm', pre: [], env: {} });
  }
  return (pnpmCache = { cmd: 'npx', pre: ['-y', `pnpm@${PNPM_VERSION}`], env: {} });
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function correr(cmd, args, opciones = {}) {
  return new Promise((resolve) => {
    const hijo = spawn(cmd, args, { cwd: raiz, stdio: 'inherit', ...opciones, env: { ...process.env, ...opciones.env } });
    hijo.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    hijo.on('error', () => resolve(1));
  });
}

export function correrPnpm(args, opciones = {}) {
  const p = pnpm();
  return correr(p.cmd, [...p.pre, ...args], { ...opciones, env: { ...p.env, ...opciones.env } });
}

export function lanzarPnpm(args, opciones = {}) {
  const p = pnpm();
  return spawn(p.cmd, [...p.pre, ...args], { cwd: raiz, stdio: 'inherit', ...opciones, env: { ...process.env, ...p.env, ...opciones.env } });
}

export async function instalarDependencias() {
  if (process.versions.node.split('.').map(Number)[0] < 20) {
    throw new Error(`Se necesita Node 20.19 o posterior (este es ${process.versions.node}).`);
  }
  log('Instalando dependencias (pnpm install)…');
  const codigo = await correrPnpm(['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  if (codigo !== 0) throw new Error('pnpm install falló');
}

export async function esperarListo(url, { intentos = 240, cadaMs = 500 } = {}) {
  for (let i = 0; i < intentos; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, cadaMs));
  }
  throw new Error(`${url} no respondió a tiempo`);
}

/** Minutes and seconds since `desde` (a `Date.now()`), for the log: where a run's time goes. */
export function duracion(desde) {
  const s = Math.round((Date.now() - desde) / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

export const existe = (...partes) => existsSync(path.join(raiz, ...partes));
