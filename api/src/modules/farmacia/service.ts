import { asc, eq } from 'drizzle-orm';
import type { Farmacia, FormatoArchivo, InfoHoras } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { farmacia, formatoArchivoFarmacia } from '../../db/schema/index.js';
import { noEncontrado } from '../../errores.js';
import { calcularInfoHoras } from './info-horas.js';
import { FORMATO_ARCHIVO_PREDETERMINADO } from './formato-archivo.js';

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

export async function infoHoras(db: Db, farmaciaId: number, ahora = new Date()): Promise<InfoHoras> {
  const [fila] = await db.select({ cierreReparto: farmacia.cierreReparto }).from(farmacia).where(eq(farmacia.id, farmaciaId));
  if (!fila) throw noEncontradaFarmacia();
  return calcularInfoHoras(ahora, fila.cierreReparto);
}

export async function formatoArchivo(db: Db, farmaciaId: number): Promise<FormatoArchivo> {
  const [fila] = await db.select().from(formatoArchivoFarmacia).where(eq(formatoArchivoFarmacia.farmaciaId, farmaciaId));
  if (!fila) return FORMATO_ARCHIVO_PREDETERMINADO;
  const { farmaciaId: _farmacia, ...formato } = fila;
  return formato;
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

/** `saldo` is what the pharmacy may still buy on credit; what is missing to reach the limit is taken. */
const creditoTomado = (limite: number, saldo: number) => Math.round(Math.max(0, limite - saldo) * 100) / 100;
