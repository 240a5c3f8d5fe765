import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resultadoValidacionComboSchema, validarComboBodySchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../comun.js';
import { carritoActual, leerFilas } from '../carrito/repositorio.js';
import { validarCombo } from './service.js';

const rutasComboValidar: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/combo/validar',
    {
      config: { permiso: PERMISOS.carritoLectura },
      schema: {
        tags: ['Carrito'],
        summary: 'Valida las cantidades de un combo para la farmacia: múltiplo y observaciones',
        body: validarComboBodySchema,
        response: { 200: resultadoValidacionComboSchema, ...respuestasError },
      },
    },
    async (req) => {
      const { farmaciaId } = usuarioActual(req);
      const enCarrito = await leerFilas(app.db, (await carritoActual(app.db, farmaciaId)).id);
      return validarCombo(app.db, farmaciaId, req.body, enCarrito);
    },
  );
};

export default rutasComboValidar;
