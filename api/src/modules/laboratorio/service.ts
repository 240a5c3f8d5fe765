import { asc } from 'drizzle-orm';
import type { Laboratorio } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { laboratorio } from '../../db/schema/index.js';

export const listarLaboratorios = (db: Db): Promise<Laboratorio[]> =>
  db.select({ id: laboratorio.id, nombre: laboratorio.nombre }).from(laboratorio).orderBy(asc(laboratorio.nombre), asc(laboratorio.id));
