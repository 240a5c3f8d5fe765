import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archivoDescargaSchema,
  archivosVariosParamsSchema,
  descargarArchivoParamsSchema,
  descargarArchivoPrivadoParamsSchema,
} from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { archivoCompartido, archivoPrivado, archivosDelTipo, usarAlmacen, enviarArchivo, trasladarContenidoAnterior } from '../../../plataforma/archivo/index.js';

const tags = ['Archivos'];
const lista = { 200: z.array(archivoDescargaSchema), ...respuestasError };
const contenido = { 200: z.any().describe('Contenido del archivo'), ...respuestasError };

/** A download: under its own name, never kept by a shared cache (private files). */
const DESCARGA = { cache: 'private, no-cache', adjunto: true };

const rutasArchivo: FastifyPluginAsyncZod = async (app) => {
  // The store of this app's configuration, for every module that keeps files (banners, media, imported orders).
  usarAlmacen(app.configApi.archivosDir);
  await trasladarContenidoAnterior(app.db, app.log);

  app.get(
    '/archivo/archivosSiafActual',
    { config: { permiso: PERMISOS.sesion }, schema: { tags, summary: 'Archivos SIAF vigentes', response: lista } },
    async (req) => archivosDelTipo(app.db, 'siaf-actual', usuarioActual(req).farmaciaId),
  );

  app.get(
    '/archivo/archivosSiafAnterior',
    { config: { permiso: PERMISOS.sesion }, schema: { tags, summary: 'Archivos SIAF anteriores', response: lista } },
    async (req) => archivosDelTipo(app.db, 'siaf-anterior', usuarioActual(req).farmaciaId),
  );

  app.get(
    '/archivo/archivosVarios/:a/:b',
    {
      config: { permiso: PERMISOS.archivosDeFarmacia },
      schema: {
        tags,
        summary: 'Archivos de un tipo (a: publico, privado, acceso-remoto, resumen-semanal…) para la farmacia b',
        params: archivosVariosParamsSchema,
        response: lista,
      },
    },
    async (req) => archivosDelTipo(app.db, req.params.a, req.params.b),
  );

  app.get(
    '/archivo/DescargarArchivo/:tipo/:nombre',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags, summary: 'Descarga un archivo compartido (SIAF, público, acceso remoto)', params: descargarArchivoParamsSchema, response: contenido },
    },
    async (req, reply) => enviarArchivo(req, reply, await archivoCompartido(app.db, req.params.tipo, req.params.nombre), DESCARGA),
  );

  app.get(
    '/archivo/DescargarArchivo/:tipo/:farmaciaId/:id/:nombre',
    {
      config: { permiso: PERMISOS.archivoPrivado },
      schema: {
        tags,
        summary: 'Descarga un archivo privado de la farmacia (privado, resumen-semanal)',
        params: descargarArchivoPrivadoParamsSchema,
        response: contenido,
      },
    },
    async (req, reply) => enviarArchivo(req, reply, await archivoPrivado(app.db, req.params.tipo, req.params.farmaciaId, req.params.id, req.params.nombre), DESCARGA),
  );
};

export default rutasArchivo;
