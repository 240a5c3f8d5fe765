import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homePersonalizadoSchema, ultimoCambioCarritoSchema, widgetLayoutSchema, widgetsDisponiblesSchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { guardarLayout, homePersonalizado, leerLayout, ultimoCambioDelCarrito, widgetsDisponibles } from './service.js';

const tags = ['Inicio'];

const rutasWidget: FastifyPluginAsyncZod = async (app) => {
  const maximo = () => app.configApi.maxWidgetsDashboard;

  app.get(
    '/widget/layout',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags, summary: 'Widgets del tablero del usuario (nombre:x:y:ancho:alto)', response: { 200: widgetLayoutSchema, ...respuestasError } },
    },
    async (req) => {
      const usuario = usuarioActual(req);
      return leerLayout(app.db, usuario.sub, usuario, maximo());
    },
  );

  app.put(
    '/widget/layout',
    {
      config: { permiso: PERMISOS.sesion },
      schema: {
        tags,
        summary: 'Guarda los widgets del tablero del usuario (nombre:x:y:ancho:alto), a lo sumo maxWidgetsDashboard',
        body: widgetLayoutSchema,
        response: { 200: widgetLayoutSchema, ...respuestasError },
      },
    },
    async (req) => {
      const usuario = usuarioActual(req);
      return guardarLayout(app.db, usuario.sub, usuario, req.body, maximo());
    },
  );

  app.get(
    '/widget/widgets',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags, summary: 'Widgets que el usuario puede poner en su tablero', response: { 200: widgetsDisponiblesSchema, ...respuestasError } },
    },
    async (req) => widgetsDisponibles(app.db, usuarioActual(req)),
  );

  app.get(
    '/widget/carrito-ultimo-cambio',
    {
      config: { permiso: PERMISOS.carritoLectura },
      schema: { tags, summary: 'Quién cambió por última vez el carrito actual de la farmacia, y cuándo', response: { 200: ultimoCambioCarritoSchema, ...respuestasError } },
    },
    async (req) => ultimoCambioDelCarrito(app.db, usuarioActual(req).farmaciaId),
  );

  app.get(
    '/homePersonalizado',
    {
      config: { permiso: PERMISOS.sesion },
      schema: { tags, summary: 'Si se muestra el tablero personalizado (parámetro 310)', response: { 200: homePersonalizadoSchema, ...respuestasError } },
    },
    async () => homePersonalizado(app.db),
  );
};

export default rutasWidget;
