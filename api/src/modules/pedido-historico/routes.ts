import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mensajeTransmisionSchema } from '@portal/shared/contracts';
import { respuestasError } from '../comun.js';
import { mensajesTransmisiones } from '../pedido/consultas.js';
import { PERMISO_PEDIDOS } from '../pedido/permisos.js';

const rutasPedidoHistorico: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pedidoHistorico/MensajesTransmisiones',
    {
      config: { permiso: PERMISO_PEDIDOS },
      schema: {
        tags: ['Pedidos'],
        summary: 'Tipos de mensaje de transmisión de un pedido (p. ej. pedidoConFinErrorPorFaltaDeSaldo)',
        response: { 200: z.array(mensajeTransmisionSchema), ...respuestasError },
      },
    },
    async () => mensajesTransmisiones(),
  );
};

export default rutasPedidoHistorico;
