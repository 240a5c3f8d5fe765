import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriaSchema } from '@portal/shared/contracts';
import { respuestasError } from '../comun.js';
import { PERMISO_CATALOGO } from '../producto/permiso.js';
import { listarCategorias } from './service.js';

const rutasCategoria: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categoria',
    {
      config: { permiso: PERMISO_CATALOGO },
      schema: { tags: ['Catálogo'], summary: 'Árbol de categorías de productos', response: { 200: z.array(categoriaSchema), ...respuestasError } },
    },
    async () => listarCategorias(app.db),
  );
};

export default rutasCategoria;
