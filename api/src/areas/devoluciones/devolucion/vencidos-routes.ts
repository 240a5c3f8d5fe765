import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { borradorVencidosSchema, devolucionSchema, errorApiSchema, nuevaDevolucionVencidoSchema, productoVencidoParamsSchema, productoVencidoSchema, TipoDevolucion } from '@portal/shared/contracts';
import { PERMISOS } from '../../../auth/permisos.js';
import { respuestasError, usuarioActual } from '../../../rutas/comun.js';
import { exigirSeccion, SECCION_VENCIDOS } from './reglas.js';
import { rutasConsulta } from './rutas-consulta.js';
import { guardarBorrador, nuevaDevolucionVencido, productoVencido, recuperarBorrador } from './vencidos.js';

const tags = ['Devoluciones de vencidos'];

/** Expired-product returns (`/api/DevolucionVencido/*`, section 8): the server-side draft, the return and its history. */
const rutasVencidos: FastifyPluginAsyncZod = async (app) => {
  const usuario = (req: Parameters<typeof usuarioActual>[0]) => {
    const u = usuarioActual(req);
    exigirSeccion(u, SECCION_VENCIDOS);
    return u;
  };
  app.get(
    '/DevolucionVencido/recuperar',
    { config: { permiso: PERMISOS.devoluciones }, schema: { tags, summary: 'Borrador de la farmacia (vacío si no hay), guardado desde cualquier navegador', response: { 200: borradorVencidosSchema, ...respuestasError } } },
    async (req) => recuperarBorrador(app.db, usuario(req)),
  );
  app.get(
    '/DevolucionVencido/Producto/:troquel',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { tags, summary: 'Producto de un troquel y cómo se controlan sus unidades (lote, número de serie o nada)', params: productoVencidoParamsSchema, response: { 200: productoVencidoSchema, ...respuestasError } },
    },
    async (req) => productoVencido(app.db, usuario(req), req.params.troquel),
  );
  app.post(
    '/DevolucionVencido/guardar',
    { config: { permiso: PERMISOS.devoluciones }, schema: { tags, summary: 'Guarda el borrador de la farmacia (reemplaza el anterior; sin ítems lo borra)', body: borradorVencidosSchema, response: { 200: borradorVencidosSchema, ...respuestasError } } },
    async (req) => guardarBorrador(app, usuario(req), req.body),
  );
  app.post(
    '/DevolucionVencido/Nueva',
    {
      config: { permiso: PERMISOS.devoluciones },
      schema: { tags, summary: 'Crea la devolución de vencidos, completa o nada (el mismo guid dos veces crea una sola) y borra el borrador', body: nuevaDevolucionVencidoSchema, response: { 200: devolucionSchema, ...respuestasError, 409: errorApiSchema } },
    },
    async (req) => nuevaDevolucionVencido(app, usuario(req), req.body),
  );
  await app.register(rutasConsulta, { prefijo: '/DevolucionVencido', tipo: TipoDevolucion.Vencido, seccion: SECCION_VENCIDOS, tags, nombre: 'Devoluciones de vencidos' });
};

export default rutasVencidos;
