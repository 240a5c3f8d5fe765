import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventoIdParamsSchema, eventoSchema, inscriptoBodySchema, inscriptoIdParamsSchema, inscriptoSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { agregarEditarInscripto, desinscribir, eventoActivo, inscriptosDeFarmacia } from './service.js';

const tags = ['Eventos'];

const rutasEvento: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/evento/evento-activo',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags, summary: 'El evento con inscripción abierta (204 si no hay)', response: { 200: eventoSchema, 204: z.null().describe('Sin evento activo'), ...respuestasError } },
    },
    async (_req, reply) => {
      const activo = await eventoActivo(app.db);
      return activo ?? reply.code(204).send(null);
    },
  );

  app.get(
    '/evento/inscriptos/:eventoId',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags, summary: 'Inscriptos de la farmacia del usuario en el evento', params: eventoIdParamsSchema, response: { 200: z.array(inscriptoSchema), ...respuestasError } },
    },
    async (req) => inscriptosDeFarmacia(app.db, req.params.eventoId, usuarioActual(req).farmaciaId),
  );

  app.post(
    '/evento/agregar-editar-inscripto',
    {
      config: { permiso: PERMISOS.sesion },
      schema: {
        tags,
        summary: 'Inscribe a una persona de la farmacia en el evento activo, o corrige sus datos (con inscriptoId)',
        body: inscriptoBodySchema,
        response: { 200: inscriptoSchema, ...respuestasError },
      },
    },
    async (req) => agregarEditarInscripto(app.db, usuarioActual(req).farmaciaId, req.body),
  );

  app.delete(
    '/evento/desinscribir/:inscriptoId',
    {
      config: { permiso: PERMISOS.sesionRecurso },
      schema: { tags, summary: 'Quita un inscripto de la farmacia', params: inscriptoIdParamsSchema, response: { 204: z.null().describe('Quitado'), ...respuestasError } },
    },
    async (req, reply) => {
      await desinscribir(app.db, usuarioActual(req).farmaciaId, req.params.inscriptoId);
      return reply.code(204).send(null);
    },
  );
};

export default rutasEvento;
