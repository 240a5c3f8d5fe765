import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Permiso } from '../auth/tipos.js';
import { esRutaApi, PREFIJO_DOCUMENTACION } from './autorizacion.js';
import { POLITICA_DOCUMENTACION } from './politica-contenido.js';

/** The rule of each route, shown to whoever reads the document: bearer security and `x-permiso` with role, scope and section. */
function extensionesDePermiso(permiso: Permiso | undefined): Record<string, unknown> {
  if (!permiso || 'publico' in permiso) return { security: [], 'x-permiso': { publico: true } };
  return {
    security: [{ bearer: [] }],
    'x-permiso': {
      rol: permiso.rol,
      alcance: permiso.alcance.tipo,
      ...('param' in permiso.alcance ? { param: permiso.alcance.param } : {}),
      ...(permiso.seccion !== undefined ? { seccion: permiso.seccion } : {}),
    },
  };
}

/** Only the `/api` routes are documented: the IdP, the hub, the operator and the static site are not this API. */
const transform: SwaggerTransform = (datos) => {
  if (!esRutaApi(datos.url)) return { schema: { hide: true }, url: datos.url };
  const { schema, url } = jsonSchemaTransform(datos as Parameters<typeof jsonSchemaTransform>[0]);
  if ((schema as { hide?: boolean } | undefined)?.hide) return { schema, url };
  return { schema: { ...schema, ...extensionesDePermiso(datos.route.config?.permiso) }, url };
};

/** OpenAPI generated from the routes' zod schemas, served at `/api/docs` (public: it describes, it grants nothing). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal Farmacias — API',
          description: 'API del portal de pedidos para farmacias. Toda ruta exige un token de acceso salvo las marcadas como públicas.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: PREFIJO_DOCUMENTACION,
      // Its own policy on every file it serves (page, scripts, logo); the online validator's badge is an outside image.
      staticCSP: POLITICA_DOCUMENTACION,
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'documentacion' },
);
