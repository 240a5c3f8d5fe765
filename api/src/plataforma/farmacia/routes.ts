import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmaciaIdParamsSchema, farmaciaSchema, formatoArchivoSchema, infoHorasSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../rutas/comun.js';
import { formatoArchivo, infoHoras, obtenerFarmacia } from './service.js';

const rutasFarmacia: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/farmacia/InfoHoras',
    {
      config: { permiso: PERMISOS.sesion },
      schema: {
        tags: ['Farmacia'],
        summary: 'Hora del servidor y cierre del reparto de la farmacia del usuario',
        response: { 200: infoHorasSchema, ...respuestasError },
      },
    },
    async (req) => infoHoras(app.db, usuarioActual(req).farmaciaId),
  );

  app.get(
    '/farmacia/FormatoArchivo',
    {
      config: { permiso: PERMISOS.sesion },
      schema: {
        tags: ['Farmacia'],
        summary: 'Formato de los archivos de pedido que importa la farmacia',
        response: { 200: formatoArchivoSchema, ...respuestasError },
      },
    },
    async (req) => formatoArchivo(app.db, usuarioActual(req).farmaciaId),
  );

  app.get(
    '/farmacia/:id',
    {
      config: { permiso: PERMISOS.sesionDeFarmacia },
      schema: { tags: ['Farmacia'], summary: 'Datos de una farmacia', params: farmaciaIdParamsSchema, response: { 200: farmaciaSchema, ...respuestasError } },
    },
    async (req) => obtenerFarmacia(app.db, req.params.id),
  );
};

export default rutasFarmacia;
