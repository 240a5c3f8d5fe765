import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorApiSchema, resultadoAgregarComboConCarritoSchema, resultadoValidacionComboSchema, validarComboBodySchema } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { carritoActual, leerFilas, agregarCombo, connectionIdDe } from '../carrito/index.js';
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

  // Under the cart's path (SPEC §7), served here: the cart module puts the lines in, this module's validation decides.
  app.post(
    '/carritopersistente/AgregarCombo',
    {
      config: { permiso: PERMISOS.carritoLectura },
      schema: {
        tags: ['Carrito'],
        summary: 'Agrega o modifica un combo en el carrito si la validación del combo no tiene observaciones',
        body: validarComboBodySchema,
        // A blocked cart answers 409.
        response: { 200: resultadoAgregarComboConCarritoSchema, ...respuestasError, 409: errorApiSchema },
      },
    },
    async (req) => {
      const usuario = usuarioActual(req);
      return agregarCombo(app, { usuario, connectionId: connectionIdDe(req) }, req.body, (tx, filas) => validarCombo(tx, usuario.farmaciaId, req.body, filas));
    },
  );
};

export default rutasComboValidar;
