import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Evento, Inscripto, InscriptoBody } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { noEncontrado, solicitudInvalida } from '../../../errores.js';
import { evento, inscripto } from './tablas.js';

const columnasEvento = {
  eventoId: evento.id,
  nombre: evento.nombre,
  fecha: evento.fecha,
  maxInscriptosPorSocio: evento.maxInscriptosPorSocio,
  direccion: evento.direccion,
  duracion: evento.duracion,
  almuerzo: evento.almuerzo,
  observaciones: evento.observaciones,
};

const columnasInscripto = { inscriptoId: inscripto.id, dni: inscripto.dni, nombre: inscripto.nombre, telefono: inscripto.telefono, email: inscripto.email };

/** The event open for registration, or null. */
export async function eventoActivo(db: Db): Promise<Evento | null> {
  const [fila] = await db.select(columnasEvento).from(evento).where(eq(evento.activo, true)).orderBy(asc(evento.id)).limit(1);
  return fila ?? null;
}

/** The pharmacy's attendees of an event; 404 for an event that does not exist. */
export async function inscriptosDeFarmacia(db: Db, eventoId: number, farmaciaId: number): Promise<Inscripto[]> {
  const [existe] = await db.select({ id: evento.id }).from(evento).where(eq(evento.id, eventoId));
  if (!existe) throw noEncontrado('No se encontró el evento.');
  return db
    .select(columnasInscripto)
    .from(inscripto)
    .where(and(eq(inscripto.eventoId, eventoId), eq(inscripto.farmaciaId, farmaciaId)))
    .orderBy(asc(inscripto.id));
}

/**
 * Adds or edits a pharmacy's attendee of the active event. The event's row stays locked until the end, so two users of
 * one pharmacy adding at once cannot pass the maximum together.
 */
export async function agregarEditarInscripto(db: Db, farmaciaId: number, datos: InscriptoBody): Promise<Inscripto> {
  return db.transaction(async (tx) => {
    const [ev] = await tx.select({ max: evento.maxInscriptosPorSocio, activo: evento.activo }).from(evento).where(eq(evento.id, datos.eventoId)).for('update');
    if (!ev) throw noEncontrado('No se encontró el evento.');
    if (!ev.activo) throw solicitudInvalida('El evento no admite inscripciones.', { eventoId: ['El evento no admite inscripciones.'] });
    const deLaFarmacia = and(eq(inscripto.eventoId, datos.eventoId), eq(inscripto.farmaciaId, farmaciaId))!;
    const editando = datos.inscriptoId ? datos.inscriptoId : null;
    if (editando !== null) {
      const [propio] = await tx.select({ id: inscripto.id }).from(inscripto).where(and(deLaFarmacia, eq(inscripto.id, editando)));
      if (!propio) throw noEncontrado('No se encontró el inscripto.');
    }
    const mismoDni = and(deLaFarmacia, eq(inscripto.dni, datos.dni), editando !== null ? ne(inscripto.id, editando) : undefined);
    const [repetido] = await tx.select({ id: inscripto.id }).from(inscripto).where(mismoDni);
    if (repetido) throw solicitudInvalida('Ya hay un inscripto con ese DNI.', { dni: ['Ya hay un inscripto con ese DNI.'] });
    const valores = { dni: datos.dni, nombre: datos.nombre, telefono: datos.telefono, email: datos.email };
    if (editando !== null) {
      const [fila] = await tx.update(inscripto).set(valores).where(eq(inscripto.id, editando)).returning(columnasInscripto);
      return fila!;
    }
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(inscripto).where(deLaFarmacia);
    if (n >= ev.max) {
      const mensaje = `No se pueden inscribir más de ${ev.max} personas por farmacia en este evento.`;
      throw solicitudInvalida(mensaje, { inscriptoId: [mensaje] });
    }
    const [fila] = await tx.insert(inscripto).values({ ...valores, eventoId: datos.eventoId, farmaciaId }).returning(columnasInscripto);
    return fila!;
  });
}

/** Removes one of the pharmacy's attendees; another pharmacy's is not found. */
export async function desinscribir(db: Db, farmaciaId: number, inscriptoId: number): Promise<void> {
  const borrados = await db.delete(inscripto).where(and(eq(inscripto.id, inscriptoId), eq(inscripto.farmaciaId, farmaciaId))).returning({ id: inscripto.id });
  if (borrados.length === 0) throw noEncontrado('No se encontró el inscripto.');
}
