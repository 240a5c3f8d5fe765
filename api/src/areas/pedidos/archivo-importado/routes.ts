import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resumenArchivoImportadoSchema, errorApiSchema, subidaArchivoImportadoSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { archivoImportado, archivosImportados, guardarArchivoImportado, TAMANO_MAXIMO_ARCHIVO_IMPORTADO } from './service.js';

const tags = ['Farmacia'];

const paramsSchema = z.object({
  x: z.string().trim().min(1, 'Indique el id o el nombre del archivo.').max(255, 'El nombre del archivo no puede superar 255 caracteres.'),
});


/** Base64 grows the bytes by 4/3; the rest is room for the name and the JSON around it. */
const LIMITE_CUERPO = Math.ceil((TAMANO_MAXIMO_ARCHIVO_IMPORTADO * 4) / 3) + 64 * 1024;

const rutasArchivoImportado: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/farmacia/archivoImportado',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: { tags, summary: 'Los últimos archivos de pedido que importó la farmacia', response: { 200: z.array(resumenArchivoImportadoSchema), ...respuestasError } },
    },
    async (req) => archivosImportados(app.db, usuarioActual(req).farmaciaId),
  );

  app.post(
    '/farmacia/archivoImportado',
    {
      config: { permiso: PERMISOS.pedidos },
      bodyLimit: LIMITE_CUERPO,
      schema: {
        tags,
        summary: 'Guarda el archivo original de un pedido importado (txt, csv o xlsx, hasta 2 MB) y responde su id',
        body: subidaArchivoImportadoSchema,
        response: { 201: resumenArchivoImportadoSchema, ...respuestasError, 413: errorApiSchema },
      },
    },
    async (req, reply) => {
      const guardado = await guardarArchivoImportado(app.db, usuarioActual(req).farmaciaId, req.body.nombre, req.body.contenido);
      return reply.code(201).send(guardado);
    },
  );

  app.get(
    '/farmacia/archivoImportado/:x',
    {
      config: { permiso: PERMISOS.pedidos },
      schema: {
        tags,
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
