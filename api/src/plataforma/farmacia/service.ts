import { asc, eq, sql } from 'drizzle-orm';
import type { Farmacia, FormatoArchivo, InfoHoras } from '@portal/shared/contracts';
import type { Db, Tx } from '../../db/client.js';
import { farmacia, farmaciaGrupo, formatoArchivoFarmacia } from './tablas.js';
import { noEncontrado } from '../../errores.js';
import { calcularInfoHoras, TODOS_LOS_DIAS } from './info-horas.js';
import { horariosDeFarmacia } from './rondas.js';
import { FORMATO_ARCHIVO_PREDETERMINADO } from './formato-archivo.js';
import * as reloj from '../../reloj.js';

const noEncontradaFarmacia = () => noEncontrado('No se encontró la farmacia.');

export async function obtenerFarmacia(db: Db, id: number): Promise<Farmacia> {
  const [fila] = await db
    .select({
      id: farmacia.id,
      nombre: farmacia.nombre,
      razonSocial: farmacia.razonSocial,
      descuento: farmacia.descuento,
      plazo: farmacia.plazo,
      saldo: farmacia.saldo,
      direccion: farmacia.direccion,
      localidad: farmacia.localidad,
      codPostal: farmacia.codPostal,
      cuit: farmacia.cuit,
      ingresosBrutos: farmacia.ingresosBrutos,
      directorTecnico: farmacia.directorTecnico,
      sucursal: farmacia.sucursal,
      fechaVencimiento: farmacia.fechaVencimiento,
      tipoContribuyente: farmacia.tipoContribuyente,
      tipoFarmacia: farmacia.tipoFarmacia,
      nroReparto: farmacia.nroReparto,
      gln: farmacia.gln,
    })
    .from(farmacia)
    .where(eq(farmacia.id, id));
  if (!fila) throw noEncontradaFarmacia();
  return fila;
}

export async function infoHoras(db: Db, farmaciaId: number, ahora = reloj.ahora()): Promise<InfoHoras> {
  const [[fila], horarios] = await Promise.all([
    db.select({ cierreReparto: farmacia.cierreReparto }).from(farmacia).where(eq(farmacia.id, farmaciaId)),
    horariosDeFarmacia(db, farmaciaId),
  ]);
  if (!fila) throw noEncontradaFarmacia();
  // The rounds the cart and the confirmation offer; a pharmacy without any closes daily at its own time.
  const conDias = horarios.filter((h) => h.dias.length > 0);
  return calcularInfoHoras(ahora, conDias.length > 0 ? conDias : [{ horaCierre: fila.cierreReparto, dias: TODOS_LOS_DIAS }]);
}

export async function formatoArchivo(db: Db, farmaciaId: number): Promise<FormatoArchivo> {
  const [fila] = await db.select().from(formatoArchivoFarmacia).where(eq(formatoArchivoFarmacia.farmaciaId, farmaciaId));
  if (!fila) return FORMATO_ARCHIVO_PREDETERMINADO;
  const { farmaciaId: _farmacia, ...formato } = fila;
  return formato;
}

/** A pharmacy group's row (name and credit limit), or null. */
export async function buscarGrupo(db: Db, grupoId: number): Promise<typeof farmaciaGrupo.$inferSelect | null> {
  const [grupo] = await db.select().from(farmaciaGrupo).where(eq(farmaciaGrupo.id, grupoId));
  return grupo ?? null;
}

/** The pharmacies of a group, for the group pages; `creditoTomado` is the part of the credit limit its balance uses. */
export async function farmaciasDeGrupo(db: Db, grupoId: number) {
  const filas = await db
    .select({
      id: farmacia.id,
      nombre: farmacia.nombre,
      localidad: farmacia.localidad,
      bloqueada: farmacia.bloqueada,
      descuento: farmacia.descuento,
      plazo: farmacia.plazo,
      nroReparto: farmacia.nroReparto,
      fechaVencimiento: farmacia.fechaVencimiento,
      limiteCredito: farmacia.limiteCredito,
      saldo: farmacia.saldo,
    })
    .from(farmacia)
    .where(eq(farmacia.grupoId, grupoId))
    .orderBy(asc(farmacia.id));
  return filas.map(({ saldo, ...f }) => ({ ...f, creditoTomado: creditoTomado(f.limiteCredito, saldo) }));
}

/**
 * `saldo` is the pharmacy's account balance in its favour (minus its movements' sum: a debt is negative); the credit
 * it has taken is that debt, the part of its limit in use (ordering allows `saldo + limiteCredito`).
 */
const creditoTomado = (_limite: number, saldo: number) => Math.round(Math.max(0, -saldo) * 100) / 100;

/** An invoice lowers what the pharmacy may still buy on credit. */
export async function restarSaldo(tx: Tx, farmaciaId: number, importe: number): Promise<void> {
  await tx.update(farmacia).set({ saldo: sql`${farmacia.saldo} - ${importe}` }).where(eq(farmacia.id, farmaciaId));
}

/**
 * Sets every pharmacy's stored balance: the given one, or 0 for a pharmacy not in the map. One statement, so the
 * large seed's thousand pharmacies take one round trip (the current-account module reconciles them with their movements).
 */
export async function fijarSaldos(db: Db, saldos: ReadonlyMap<number, number>): Promise<number> {
  const valores = JSON.stringify([...saldos].map(([id, saldo]) => ({ id, saldo })));
  const filas = await db
    .update(farmacia)
    .set({ saldo: sql`coalesce((select (v->>'saldo')::numeric from json_array_elements(${valores}::json) v where (v->>'id')::int = ${farmacia.id}), 0)` })
    .returning({ id: farmacia.id });
  return filas.length;
}

/** The ids of a group's pharmacies. */
export async function idsFarmaciasDelGrupo(db: Db, grupoId: number): Promise<number[]> {
  const filas = await db.select({ id: farmacia.id }).from(farmacia).where(eq(farmacia.grupoId, grupoId));
  return filas.map((f) => f.id);
}
