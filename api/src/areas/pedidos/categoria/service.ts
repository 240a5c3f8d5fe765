import { asc } from 'drizzle-orm';
import type { Categoria } from '@portal/shared/contracts';
import type { Db } from '../../../db/client.js';
import { categoria } from './tablas.js';

/** The whole tree in nested-set order: a parent comes before its children. */
export const listarCategorias = (db: Db): Promise<Categoria[]> =>
  db
    .select({ id: categoria.id, nombre: categoria.nombre, izquierda: categoria.izquierda, derecha: categoria.derecha })
    .from(categoria)
    .orderBy(asc(categoria.izquierda));
