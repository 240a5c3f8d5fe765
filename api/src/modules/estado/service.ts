import { asc } from 'drizzle-orm';
import type { Estado } from '@portal/shared/contracts';
import type { Db } from '../../db/client.js';
import { estado } from '../../db/schema/index.js';

export async function listarEstados(db: Db): Promise<Estado[]> {
  return db.select().from(estado).orderBy(asc(estado.id));
}
