import { asc } from 'drizzle-orm';
import type { Droga } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { droga } from './tablas.js';

export const listarDrogas = (db: Db): Promise<Droga[]> =>
  db.select({ id: droga.id, nombre: droga.nombre }).from(droga).orderBy(asc(droga.nombre), asc(droga.id));
