import type { FastifyInstance } from 'fastify';
import type { UsuarioToken } from '../../auth/tipos.js';
import { noEncontrado } from '../../errores.js';
import { idsFarmaciasDelGrupo } from './service.js';

/** A group's pharmacies change rarely (an operator moves one); a short cache spares a query on every request. */
const VIGENCIA_MS = 30_000;

interface EntradaGrupo {
  vence: number;
  farmacias: Promise<number[]>;
}

const cachePorApp = new WeakMap<FastifyInstance, Map<number, EntradaGrupo>>();

function cacheDe(app: FastifyInstance): Map<number, EntradaGrupo> {
  let cache = cachePorApp.get(app);
  if (!cache) cachePorApp.set(app, (cache = new Map()));
  return cache;
}

function farmaciasDelGrupo(app: FastifyInstance, grupoId: number): Promise<number[]> {
  const cache = cacheDe(app);
  const ahora = Date.now();
  const entrada = cache.get(grupoId);
  if (entrada && entrada.vence > ahora) return entrada.farmacias;
  const farmacias = idsFarmaciasDelGrupo(app.db, grupoId);
  cache.set(grupoId, { vence: ahora + VIGENCIA_MS, farmacias });
  // A failed read must not stay cached.
  farmacias.catch(() => cache.delete(grupoId));
  return farmacias;
}

/** Pharmacies whose data the caller may see: its own, plus every pharmacy of its group for a group account. */
export async function farmaciasAlcanzables(app: FastifyInstance, usuario: UsuarioToken): Promise<number[]> {
  if (usuario.grupoId === null) return [usuario.farmaciaId];
  const delGrupo = await farmaciasDelGrupo(app, usuario.grupoId);
  return delGrupo.includes(usuario.farmaciaId) ? delGrupo : [usuario.farmaciaId, ...delGrupo];
}

/** Whether the caller may see the pharmacy's data; the answer for another pharmacy is a 404, so as not to reveal that it exists. */
export async function asegurarFarmacia(app: FastifyInstance, usuario: UsuarioToken, farmaciaId: number): Promise<void> {
  if (farmaciaId === usuario.farmaciaId) return;
  if (!(await farmaciasAlcanzables(app, usuario)).includes(farmaciaId)) throw noEncontrado();
}

/** Whether the caller's group is this one; another group (or none) gets a 404. */
export function asegurarGrupo(usuario: UsuarioToken, grupoId: number): void {
  if (usuario.grupoId === null || usuario.grupoId !== grupoId) throw noEncontrado();
}
