import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ResultadoOperacion,
  buscarUsuariosSchema,
  cambiarPasswordSchema,
  crearUsuarioSchema,
  modificarUsuarioSchema,
  reemplazarRolesSchema,
  resultadoOperacionSchema,
  rolesDeUsuariosSchema,
  rolesUsuarioSchema,
  auditoriaUsuarioSchema,
  etagUsuario,
  userIdParamsSchema,
  usuarioCreadoSchema,
  usuarioSchema,
} from '@portal/shared/contracts';
import { farmaciasAlcanzables } from '../../../plataforma/farmacia/index.js';
import { PERMISOS } from '../../../auth/permisos.js';
import { usuarioActual } from '../../../rutas/comun.js';
import { buscarUsuarios, crearUsuario, obtenerUsuario, rolesDeUsuarios } from './service.js';
import { cambiarPassword, eliminarUsuario, modificarUsuario, reemplazarRoles, type Edicion } from './edicion.js';
import { conResultadoFallido, responderReglas, respuestasReglas } from './errores-reglas.js';
import { auditoriaDeUsuario } from './auditoria.js';
import rutasListaUsuarios from './routes-lista.js';
import rutasRolesEnUso from './routes-roles.js';

const CON_IF_MATCH = '; con If-Match (el ETag de GET /api/Usuario/{id}) responde 409 si el usuario cambió desde entonces';

/** User administration of a pharmacy (`/api/Usuario`): every route needs Administrador and reaches only the caller's pharmacies. */
const rutasUsuario: FastifyPluginAsyncZod = async (app) => {
  const alcance = (req: Parameters<typeof usuarioActual>[0]) => farmaciasAlcanzables(app, usuarioActual(req));
  const edicion = async (req: Parameters<typeof usuarioActual>[0]): Promise<Edicion> => ({
    editor: usuarioActual(req),
    farmacias: await alcance(req),
    ifMatch: req.headers['if-match'],
  });
  /**
   * After a change that went through, before answering: the user's tokens and hub connections of before stop working
   * on every API process (a notice for a change that left the context as it was costs one read).
   */
  const avisado = async <T extends ResultadoOperacion | ResultadoOperacion[]>(id: string, resultado: T): Promise<T> => {
    if ([resultado].flat().every((r) => r.succeeded)) await app.vigencia.cambio(id);
    return resultado;
  };

  app.setErrorHandler(responderReglas);
  conResultadoFallido(app);
  await app.register(rutasListaUsuarios);
  await app.register(rutasRolesEnUso);

  app.get(
    '/Usuario/:id',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: { tags: ['Usuarios'], summary: 'Un usuario', params: userIdParamsSchema, response: { 200: usuarioSchema, ...respuestasReglas } },
    },
    async (req, reply) => {
      const leido = await obtenerUsuario(app.db, await alcance(req), req.params.id);
      return reply.header('ETag', etagUsuario(leido)).send(leido);
    },
  );

  app.get(
    '/Usuario/:id/Auditoria',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: {
        tags: ['Usuarios'],
        summary: 'Qué cambiaron los administradores en un usuario: quién, cuándo y qué (nunca la contraseña)',
        params: userIdParamsSchema,
        response: { 200: z.array(auditoriaUsuarioSchema), ...respuestasReglas },
      },
    },
    async (req) => auditoriaDeUsuario(app.db, await alcance(req), req.params.id),
  );

  app.post(
    '/Usuario/Buscar',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: {
        tags: ['Usuarios'],
        summary: 'Busca usuarios de las farmacias del administrador (los de otras farmacias no aparecen)',
        body: buscarUsuariosSchema,
        response: { 200: z.array(usuarioSchema), ...respuestasReglas },
      },
    },
    async (req) => buscarUsuarios(app.db, await alcance(req), req.body),
  );

  app.post(
    '/Usuario/Roles',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: {
        tags: ['Usuarios'],
        summary: 'Roles y secciones de varios usuarios (404 si alguno no es de las farmacias del administrador)',
        body: rolesDeUsuariosSchema,
        response: { 200: z.array(rolesUsuarioSchema), ...respuestasReglas },
      },
    },
    async (req) => rolesDeUsuarios(app.db, await alcance(req), req.body.userIds),
  );

  app.post(
    '/Usuario',
    {
      config: { permiso: PERMISOS.administrador },
      schema: {
        tags: ['Usuarios'],
        summary: 'Crea un usuario en la farmacia del administrador (una regla violada: 400, o 409 si el nombre está en uso)',
        body: crearUsuarioSchema,
        response: { 201: usuarioCreadoSchema, ...respuestasReglas },
      },
    },
    async (req, reply) => reply.code(201).send(await crearUsuario(app.db, usuarioActual(req), req.body)),
  );

  app.put(
    '/Usuario/:id',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: {
        tags: ['Usuarios'],
        summary: `Modifica correo, habilitación, secciones, farmacia y roles en una transacción${CON_IF_MATCH}`,
        params: userIdParamsSchema,
        body: modificarUsuarioSchema,
        response: { 200: z.array(resultadoOperacionSchema), ...respuestasReglas },
      },
    },
    async (req) => avisado(req.params.id, await modificarUsuario(app.db, await edicion(req), req.params.id, req.body)),
  );

  app.put(
    '/Usuario/ReemplazarRoles/:id',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: {
        tags: ['Usuarios'],
        summary: `Reemplaza los roles asignables de un usuario${CON_IF_MATCH}`,
        params: userIdParamsSchema,
        body: reemplazarRolesSchema,
        response: { 200: resultadoOperacionSchema, ...respuestasReglas },
      },
    },
    async (req) => avisado(req.params.id, await reemplazarRoles(app.db, await edicion(req), req.params.id, req.body.roles)),
  );

  app.delete(
    '/Usuario/:id',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: {
        tags: ['Usuarios'],
        summary: `Elimina un usuario (no el propio)${CON_IF_MATCH}`,
        params: userIdParamsSchema,
        response: { 204: z.null().describe('Usuario eliminado'), ...respuestasReglas },
      },
    },
    async (req, reply) => {
      await eliminarUsuario(app.db, await edicion(req), req.params.id);
      await app.vigencia.cambio(req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/Usuario/Password/:id',
    {
      config: { permiso: PERMISOS.administradorRecurso },
      schema: {
        tags: ['Usuarios'],
        summary: `Asigna una contraseña nueva (vence en 90 días)${CON_IF_MATCH}`,
        params: userIdParamsSchema,
        body: cambiarPasswordSchema,
        response: { 200: resultadoOperacionSchema, ...respuestasReglas },
      },
    },
    async (req) => avisado(req.params.id, await cambiarPassword(app.db, await edicion(req), req.params.id, req.body.NewPassword)),
  );
};

export default rutasUsuario;
