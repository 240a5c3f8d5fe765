import type { FarmaciaGrupo, InfoGrupo } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { noEncontrado } from '../../../errores.js';
import { buscarGrupo, farmaciasDeGrupo } from '../../../plataforma/farmacia/index.js';

const sumar = (valores: number[]) => Math.round(valores.reduce((a, b) => a + b, 0) * 100) / 100;

/** A member is active while it is not blocked. */
export async function infoGrupo(db: Db, grupoId: number): Promise<InfoGrupo> {
  const grupo = await buscarGrupo(db, grupoId);
  if (!grupo) throw noEncontrado('No se encontró el grupo de farmacias.');
  const farmacias = await farmaciasDeGrupo(db, grupoId);
  return {
    id: grupo.id,
    nombre: grupo.nombre,
    cantidadSociosActivos: farmacias.filter((f) => !f.bloqueada).length,
    limiteCredito: grupo.limiteCredito,
    creditoTomado: sumar(farmacias.map((f) => f.creditoTomado)),
  };
}

export async function farmaciasGrupo(db: Db, grupoId: number): Promise<FarmaciaGrupo[]> {
  const farmacias = await farmaciasDeGrupo(db, grupoId);
  return farmacias.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    localidad: f.localidad,
    bloqueo: f.bloqueada,
    descuento: f.descuento,
    plazo: f.plazo,
    reparto: f.nroReparto,
    fechaVencimientoResumen: f.fechaVencimiento,
    limiteCredito: f.limiteCredito,
    creditoTomado: f.creditoTomado,
  }));
}
