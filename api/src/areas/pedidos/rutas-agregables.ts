import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { troquelItemParamsSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../auth/permisos.js';
import type { Db } from '../../db/client.js';
import { respuestasError, usuarioActual } from '../../rutas/comun.js';

/** A user's own list of products to order from (favourites, the recoverer): what its routes serve and how. */
export interface ListaAgregable<T extends z.ZodType> {
  /** First path segment: `/{recurso}/GetItems{nombre}`, `/{recurso}/BorrarItem{nombre}/{id}`, `/{recurso}/Vaciar{nombre}`. */
  recurso: string;
  nombre: string;
  tag: string;
  item: T;
  resumenes: { listar: string; borrar: string; vaciar: string; agregar?: string };
  listar(db: Db, userId: string): Promise<z.infer<T>[]>;
  borrar(db: Db, userId: string, troquel: number): Promise<void>;
  vaciar(db: Db, userId: string): Promise<void>;
  /** `/{recurso}/AgregarItem{nombre}/{id}`, when the user adds products to it by hand. */
  agregar?(db: Db, userId: string, troquel: number): Promise<z.infer<T>>;
}

/**
 * The routes of a list that belongs to the user of the token: they take no user or pharmacy id. Favourites and the
 * recoverer are one page in the portal, so their routes have one shape.
 */
export function rutasAgregables<T extends z.ZodType>(lista: ListaAgregable<T>): FastifyPluginAsyncZod {
  const config = { permiso: PERMISOS.pedidos };
  const tags = [lista.tag];
  const ruta = (accion: string) => `/${lista.recurso}/${accion}${lista.nombre}`;
  // `ListaAgregable<T>` ties the calls to the item's schema; the routes only hand the schema on.
  const item: z.ZodType = lista.item;
  return async (app) => {
    app.get(
      ruta('GetItems'),
      { config, schema: { tags, summary: lista.resumenes.listar, response: { 200: z.array(item), ...respuestasError } } },
      async (req) => lista.listar(app.db, usuarioActual(req).sub),
    );

    const { agregar, resumenes } = lista;
    if (agregar && resumenes.agregar) {
      app.post(
        `${ruta('AgregarItem')}/:id`,
        { config, schema: { tags, summary: resumenes.agregar, params: troquelItemParamsSchema, response: { 200: item, ...respuestasError } } },
        async (req) => agregar(app.db, usuarioActual(req).sub, req.params.id),
      );
    }

    app.post(
      `${ruta('BorrarItem')}/:id`,
      { config, schema: { tags, summary: resumenes.borrar, params: troquelItemParamsSchema, response: { 204: z.null(), ...respuestasError } } },
      async (req, reply) => {
        await lista.borrar(app.db, usuarioActual(req).sub, req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      ruta('Vaciar'),
      { config, schema: { tags, summary: resumenes.vaciar, response: { 204: z.null(), ...respuestasError } } },
      async (req, reply) => {
        await lista.vaciar(app.db, usuarioActual(req).sub);
        return reply.code(204).send(null);
      },
    );
  };
}
