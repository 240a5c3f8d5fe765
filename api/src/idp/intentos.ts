import { isIPv6 } from 'node:net';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { normalizarUsuario } from './dispositivo.js';
import { oidcRegistro } from './tablas.js';

/**
 * Failed-login limits (issue 10, defect 4). A limit on a user name alone lets anyone who knows it lock its owner out,
 * so failures are counted where they come from, and where the user is known to sign in the limits only slow it down:
 * - per address (every user name): 20; several counters share one pharmacy's NAT;
 * - per user name and address: 5;
 * - per user name over all addresses: 50, a distributed guess.
 * Past the address limits, a user name from a browser or an address it never signed in from is refused there (and
 * only there). A browser where the user signed in before (the signed device cookie of dispositivo.ts) and an address
 * it signed in from before (an `IngresoExitoso` record, kept server-side for `RECUERDO_INGRESO_MS`) are never refused:
 * they get one attempt per wait, a wait that doubles with their own failures. The per-user limit refuses no one
 * either: it slows every (user, address) pair down, each with turns of its own, so attempts elsewhere cannot use up
 * the real user's. No combination of failures hands out a lock; the page tells the user in Spanish why it waits.
 */
export const MAX_FALLOS_IP = 20;
export const MAX_FALLOS_PAR = 5;
export const MAX_FALLOS_USUARIO = 50;
const VENTANA_MS = 5 * 60_000;
export const ESPERA_BASE_MS = 5_000;
const ESPERA_MAXIMA_MS = 5 * 60_000;
/** A wait record untouched for this long (longer than the longest wait) is over: the next slowed attempt waits again. */
const VIGENCIA_ESPERA_MS = 10 * 60_000;
/** How long an address the user signed in from stays known (as long as the device cookie). */
export const RECUERDO_INGRESO_MS = 180 * 24 * 60 * 60_000;
const TIPO = 'IntentoFallido';
const TIPO_ESPERA = 'EsperaIngreso';
const TIPO_INGRESO = 'IngresoExitoso';

export interface Intento {
  userName: string;
  ip: string;
  /** The device id when this browser's signed cookie says the user signed in on it before. */
  dispositivo: string | null;
}

/** Why a slowed attempt waits: a known browser, a known address, or a guess at the user name from many addresses. */
export type MotivoEspera = 'dispositivo' | 'direccion' | 'usuario';

export type Veredicto = { tipo: 'libre' } | { tipo: 'rechazado' } | { tipo: 'esperar'; segundos: number; motivo: MotivoEspera };

/** An IPv6 client holds a whole /64: counting its addresses one by one would let it change address on every attempt. */
export function direccionContada(ip: string): string {
  if (!isIPv6(ip) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [izquierda = '', derecha] = ip.split('::');
  const grupos = izquierda ? izquierda.split(':') : [];
  if (derecha !== undefined) {
    const finales = derecha ? derecha.split(':') : [];
    grupos.push(...Array<string>(8 - grupos.length - finales.length).fill('0'), ...finales);
  }
  return `${grupos.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(':')}::/64`;
}

function claves(intento: Intento) {
  const usuario = normalizarUsuario(intento.userName);
  const ip = direccionContada(intento.ip);
  return {
    ip: `ip:${ip}`,
    par: `par:${usuario}|${ip}`,
    usuario: `usuario:${usuario}`,
    dispositivo: intento.dispositivo ? `dispositivo:${intento.dispositivo}|${usuario}` : null,
    /** The record of a (user, address) pair that signed in. */
    ingreso: `${usuario}|${ip}`,
  };
}

async function contar(db: Db, ids: string[]): Promise<(id: string | null) => number> {
  const filas = await db
    .select({ id: oidcRegistro.id, payload: oidcRegistro.payload })
    .from(oidcRegistro)
    .where(and(eq(oidcRegistro.tipo, TIPO), inArray(oidcRegistro.id, ids), gt(oidcRegistro.expiraEn, new Date())));
  const cuentas = new Map(filas.map((f) => [f.id, (f.payload as { n: number }).n]));
  return (id) => (id ? (cuentas.get(id) ?? 0) : 0);
}

/**
 * One attempt per wait. The record keeps when the last attempt was let through (or, the first time, when the wait
 * began); the wait is measured from it with the browser's current failure count, so a failure lengthens the next
 * wait at once. Taking the turn is one conditional update, so two simultaneous attempts cannot both take it.
 */
async function turno(db: Db, id: string, esperaMs: number, motivo: MotivoEspera): Promise<Veredicto> {
  const ahora = Date.now();
  const marca = { payload: { ultimo: ahora }, expiraEn: new Date(ahora + VIGENCIA_ESPERA_MS) };
  const vigente = and(eq(oidcRegistro.tipo, TIPO_ESPERA), eq(oidcRegistro.id, id), gt(oidcRegistro.expiraEn, new Date(ahora)));
  const tomado = await db
    .update(oidcRegistro)
    .set(marca)
    .where(and(vigente, sql`(${oidcRegistro.payload}->>'ultimo')::bigint <= ${ahora - esperaMs}`))
    .returning({ id: oidcRegistro.id });
  if (tomado.length) return { tipo: 'libre' };
  const [fila] = await db.select({ payload: oidcRegistro.payload }).from(oidcRegistro).where(vigente);
  if (fila) {
    const restante = (fila.payload as { ultimo: number }).ultimo + esperaMs - ahora;
    return { tipo: 'esperar', segundos: Math.max(1, Math.ceil(restante / 1000)), motivo };
  }
  // The first slowed attempt: the wait begins now.
  await db
    .insert(oidcRegistro)
    .values({ tipo: TIPO_ESPERA, id, ...marca })
    .onConflictDoUpdate({ target: [oidcRegistro.tipo, oidcRegistro.id], set: marca, where: lte(oidcRegistro.expiraEn, new Date(ahora)) });
  return { tipo: 'esperar', segundos: Math.ceil(esperaMs / 1000), motivo };
}

/** A wait of `ESPERA_BASE_MS` doubled `veces` times, at most `ESPERA_MAXIMA_MS`. */
const espera = (veces: number) => Math.min(ESPERA_BASE_MS * 2 ** Math.max(0, veces), ESPERA_MAXIMA_MS);

async function ingresoConocido(db: Db, id: string): Promise<boolean> {
  const [fila] = await db
    .select({ id: oidcRegistro.id })
    .from(oidcRegistro)
    .where(and(eq(oidcRegistro.tipo, TIPO_INGRESO), eq(oidcRegistro.id, id), gt(oidcRegistro.expiraEn, new Date())));
  return Boolean(fila);
}

/** Whether an attempt may check its password now, must wait, or is refused. Refused attempts count nothing. */
export async function evaluarIntento(db: Db, intento: Intento): Promise<Veredicto> {
  const c = claves(intento);
  const n = await contar(db, [c.ip, c.par, c.usuario, ...(c.dispositivo ? [c.dispositivo] : [])]);
  const desdeDireccion = n(c.ip) >= MAX_FALLOS_IP || n(c.par) >= MAX_FALLOS_PAR;
  const contraUsuario = n(c.usuario) >= MAX_FALLOS_USUARIO;
  const usuario = normalizarUsuario(intento.userName);
  if (c.dispositivo) {
    // The browser's own failures set its wait: what others do from its address cannot lengthen it.
    const fallosPropios = n(c.dispositivo);
    if (!desdeDireccion && !contraUsuario && fallosPropios < MAX_FALLOS_PAR) return { tipo: 'libre' };
    return turno(db, `${usuario}|${intento.dispositivo}`, espera(fallosPropios), 'dispositivo');
  }
  if (!desdeDireccion && !contraUsuario) return { tipo: 'libre' };
  if (desdeDireccion) {
    if (!(await ingresoConocido(db, c.ingreso))) return { tipo: 'rechazado' };
    // A known address: every browser there shares its turns (an attacker on the pharmacy's NAT included), and each
    // failure past the limit doubles the wait, up to ESPERA_MAXIMA_MS.
    return turno(db, c.par, espera(n(c.par) - MAX_FALLOS_PAR), 'direccion');
  }
  // Many addresses guessing this user name: this address gets turns of its own, slower as the guesses add up.
  return turno(db, c.par, espera(Math.floor((n(c.usuario) - MAX_FALLOS_USUARIO) / MAX_FALLOS_PAR)), 'usuario');
}

/**
 * An attempt that signs nothing in (a wrong password, an unknown user, a disabled user whatever its password): every
 * counter of the attempt goes up alike, so the counters never tell a disabled user from another. A counter whose
 * window ended starts again at one.
 */
export async function registrarFallo(db: Db, intento: Intento): Promise<void> {
  const c = claves(intento);
  const fin = new Date(Date.now() + VENTANA_MS);
  const vencido = sql`${oidcRegistro.expiraEn} <= now()`;
  await db
    .insert(oidcRegistro)
    .values([c.ip, c.par, c.usuario, ...(c.dispositivo ? [c.dispositivo] : [])].map((id) => ({ tipo: TIPO, id, payload: { n: 1 }, expiraEn: fin })))
    .onConflictDoUpdate({
      target: [oidcRegistro.tipo, oidcRegistro.id],
      set: {
        payload: sql`case when ${vencido} then '{"n":1}'::jsonb else jsonb_build_object('n', (${oidcRegistro.payload}->>'n')::int + 1) end`,
        expiraEn: sql`case when ${vencido} then excluded.expira_en else ${oidcRegistro.expiraEn} end`,
      },
    });
}

/**
 * A successful sign-in makes this address known for this user (`RECUERDO_INGRESO_MS`) and clears this browser's own
 * failures and wait. It clears nothing that others share: an attacker guessing alongside (on the pharmacy's NAT, or
 * from elsewhere) must not get a fresh allowance from the real user's success, so the address's counters and the
 * user's over all addresses run out their window.
 */
export async function registrarExito(db: Db, intento: Intento): Promise<void> {
  const c = claves(intento);
  if (c.dispositivo) {
    await db.delete(oidcRegistro).where(and(eq(oidcRegistro.tipo, TIPO), eq(oidcRegistro.id, c.dispositivo)));
    const turnoPropio = `${normalizarUsuario(intento.userName)}|${intento.dispositivo}`;
    await db.delete(oidcRegistro).where(and(eq(oidcRegistro.tipo, TIPO_ESPERA), eq(oidcRegistro.id, turnoPropio)));
  }
  const recuerdo = { payload: { en: Date.now() }, expiraEn: new Date(Date.now() + RECUERDO_INGRESO_MS) };
  await db
    .insert(oidcRegistro)
    .values({ tipo: TIPO_INGRESO, id: c.ingreso, ...recuerdo })
    .onConflictDoUpdate({ target: [oidcRegistro.tipo, oidcRegistro.id], set: recuerdo });
}
