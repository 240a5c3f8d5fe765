import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { widgetLayoutSchema, widgetsDisponiblesSchema } from '@portal/shared/contracts';
import { respuestasError, usuarioActual } from '../comun.js';
import { guardarLayout, leerLayout, widgetsDisponibles } from './service.js';

const propio = { rol: null, alcance: { tipo: 'propio' } } as const;

const rutasWidget: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/widget/layout',
    {
      config: { permiso: propio },
      schema: { tags: ['Inicio'], summary: 'Widgets del tablero del usuario', response: { 200: widgetLayoutSchema, ...respuestasError } },
    },
    async (req) => leerLayout(app.db, usuarioActual(req).sub),
  );

  app.put(
    '/widget/layout',
    {
      config: { permiso: propio },
      schema: {
        tags: ['Inicio'],
        summary: 'Guarda los widgets del tablero del usuario',
        body: widgetLayoutSchema,
        response: { 200: widgetLayoutSchema, ...respuestasError },
      },
    },
    async (req) => guardarLayout(app.db, usuarioActual(req).sub, req.body),
  );

  app.get(
    '/widget/widgets',
    {
      config: { permiso: propio },
      schema: { tags: ['Inicio'], summary: 'Widgets disponibles', response: { 200: widgetsDisponiblesSchema, ...respuestasError } },
    },
    async () => widgetsDisponibles(app.db),
  );
};

export default rutasWidget;
