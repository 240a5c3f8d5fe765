import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriaSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError } from '../../../rutas/comun.js';
import { listarCategorias } from './service.js';

const rutasCategoria: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categoria',
    {
      config: { permiso: PERMISOS.catalogo },
      schema: { tags: ['Catálogo'], summary: 'Árbol de categorías de productos', response: { 200: z.array(categoriaSchema), ...respuestasError } },
    },
    async () => listarCategorias(app.db),
  );
};

export default rutasCategoria;
