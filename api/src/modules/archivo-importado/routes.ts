import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respuestasError, usuarioActual } from '../comun.js';
import { PERMISO_PEDIDOS } from '../pedido/permisos.js';
import { archivoImportado } from './service.js';

const paramsSchema = z.object({
  x: z.string().trim().min(1, 'Indique el id o el nombre del archivo.').max(255, 'El nombre del archivo no puede superar 255 caracteres.'),
});

const rutasArchivoImportado: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/farmacia/archivoImportado/:x',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: {
        tags: ['Farmacia'],
        summary: 'Descarga un archivo de pedido que la farmacia importó, por id o por nombre',
        params: paramsSchema,
        response: { 200: z.any().describe('El archivo, con su tipo de contenido'), ...respuestasError },
      },
    },
    async (req, reply) => {
      const archivo = await archivoImportado(app.db, usuarioActual(req).farmaciaId, req.params.x);
      return reply
        .type(archivo.mime)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(archivo.nombre)}`)
        .send(archivo.contenido);
    },
  );
};

export default rutasArchivoImportado;
